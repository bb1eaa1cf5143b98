/**
 * What every open provider (server/search/providers/{wikipedia,commons,openverse,sepia,gdelt}.ts)
 * must do against its API, as one suite each provider's test file runs on its own fake API
 * (test/fakes/open-api-server.ts): send only Karma's headers, and turn an error status, a 429,
 * malformed or misshapen JSON, a redirect and silence into the failures the runner expects.
 *
 *   describeOpenProviderContract({ api: () => api, provider: () => provider, query: query() });
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type SearchProvider } from '../../server/search/provider.ts';
import { RateLimitedError } from '../../server/search/providers/open-api-request.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import type { FakeOpenApi } from '../fakes/open-api-server.ts';

export const CONTACT_EMAIL = 'operator@karma.example';
export const USER_AGENT = `KarmaSearch/1.0 (privacy-first search engine; ${CONTACT_EMAIL})`;
/** A word no fixture contains, to show that error messages never echo the query. */
export const CANARY = 'canary7f3a';

// What Node's fetch adds by itself, and the two headers the providers set.
const ALLOWED_HEADERS = [
  'host',
  'connection',
  'accept',
  'accept-language',
  'accept-encoding',
  'sec-fetch-mode',
  'user-agent',
];

export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

export function describeOpenProviderContract(options: {
  api: () => FakeOpenApi;
  provider: () => SearchProvider;
  query: SearchQuery;
}): void {
  const { query } = options;
  const search = () => options.provider().search(query, AbortSignal.timeout(5000));

  describe(`${query.vertical} provider contract`, () => {
    beforeEach(() => options.api().reset());

    it("sends Karma's User-Agent and nothing of the visitor", async () => {
      await search();
      const { headers, method } = options.api().requests[0]!;
      expect(method).toBe('GET');
      expect(headers['user-agent']).toBe(USER_AGENT);
      expect(headers.accept).toBe('application/json');
      expect(Object.keys(headers).filter((name) => !ALLOWED_HEADERS.includes(name))).toEqual([]);
    });

    it.each([400, 403, 500, 503])('HTTP %i → ProviderError with the status', async (status) => {
      options.api().answer({ status });
      const error = await failure(search());
      expect(error).toMatchObject({ provider: options.provider().name, status });
      expect(error.message).toContain(`HTTP ${status}`);
      expect(error.message).not.toContain(CANARY);
    });

    it.each([
      ['seconds', '120', 120_000],
      ['an HTTP date', new Date(Date.now() + 60_000).toUTCString(), 60_000],
      ['nothing', undefined, undefined],
    ])('429 with Retry-After as %s → RateLimitedError carrying the wait', async (_name, header, waitMs) => {
      options.api().answer({ status: 429, headers: header === undefined ? {} : { 'Retry-After': header } });
      const error = await failure(search());
      expect(error).toBeInstanceOf(RateLimitedError);
      expect(error.status).toBe(429);
      const { retryAfterMs } = error as RateLimitedError;
      if (waitMs === undefined) expect(retryAfterMs).toBeUndefined();
      else expect(retryAfterMs).toBeGreaterThan(waitMs - 2000);
      if (waitMs !== undefined) expect(retryAfterMs).toBeLessThanOrEqual(waitMs);
    });

    it('malformed JSON → ProviderError', async () => {
      options.api().answer({ body: '{"results": [{"url": "https://example.org/', type: 'application/json' });
      expect((await failure(search())).message).toMatch(/malformed JSON/);
    });

    it('an HTML page instead of the API → ProviderError', async () => {
      options.api().answer({ body: '<!doctype html><title>Sign in to the network</title>', type: 'text/html' });
      expect((await failure(search())).message).toMatch(/malformed JSON/);
    });

    it('JSON of another shape → ProviderError naming the path', async () => {
      options.api().answer({ json: ['not', 'an', 'object'] });
      expect((await failure(search())).message).toMatch(/unexpected shape/);
    });

    it('does not follow a redirect', async () => {
      options.api().answer({ status: 302, headers: { Location: 'https://elsewhere.example/' } });
      const error = await failure(search());
      expect(error).toMatchObject({ status: 302 });
      expect(options.api().requests).toHaveLength(1);
    });

    it('silence: the caller’s signal ends the request, and the API sees it go', async () => {
      options.api().answer({ silent: true });
      const started = performance.now();
      const error = await options
        .provider()
        .search(query, AbortSignal.timeout(100))
        .catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(1000);
      expect((error as Error).name).toMatch(/AbortError|TimeoutError/);
      await expect.poll(() => options.api().requests[0]?.aborted).toBe(true);
    });
  });
}
