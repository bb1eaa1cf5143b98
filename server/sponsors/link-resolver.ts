/**
 * The client of the partner link-monetisation service (ADS_LINKS_RESOLVER_URL; contract in
 * docs/link-resolver.md): `GET {base}?url=<target>` → the monetised link.
 *
 * A click must never wait on it: one lookup has a total budget of 300 ms (cockatiel timeout,
 * aggressive: the click goes on at 300 ms whatever the socket does), and a circuit breaker stops
 * asking a failing service (5 failures in a row; one trial again after 30 s, other clicks meanwhile
 * not held by it): server/http/outbound-budget.ts. Every failure becomes "use the plain link".
 *
 * Privacy: the service gets the target URL and nothing else: no cookie, address, referrer or
 * user agent of the visitor (a fixed UA of our own). Logs carry outcome categories, never a URL.
 *
 *   const resolver = createLinkResolver({ url: config.sponsored.linksResolverUrl, logger });
 *   const { url } = await resolver.resolve('https://shop.example/kayak'); // undefined: plain link
 */
import { failureKind, outboundBudget } from '../http/outbound-budget.ts';
import type { Logger } from '../logger.ts';
import { MAX_ANSWER_BYTES, readResolverAnswer } from './resolver-answer.ts';

export type ResolveOutcome = 'monetised' | 'unknown' | 'timeout' | 'error' | 'invalid' | 'circuit-open';

export interface LinkResolver {
  /** Never rejects: `url` is the monetised link, or undefined for the plain one. */
  resolve(target: string): Promise<{ outcome: ResolveOutcome; url?: string }>;
}

export interface LinkResolverOptions {
  /** ADS_LINKS_RESOLVER_URL; may carry a query string of its own (an API key, say). */
  url: string;
  logger: Logger;
  timeoutMs?: number;
  /** Consecutive failures that open the circuit, and how long it stays open. */
  breakAfter?: number;
  halfOpenAfterMs?: number;
}

export const RESOLVER_HEADERS = {
  'User-Agent': 'KarmaLinkResolverClient/1.0',
  Accept: 'application/json',
} as const;

/** A failure the breaker counts, with the category that is logged. */
class ResolverFailure extends Error {
  constructor(readonly outcome: 'error' | 'invalid') {
    super(`link resolver ${outcome}`);
  }
}

export function createLinkResolver(options: LinkResolverOptions): LinkResolver {
  const { logger } = options;
  const budget = outboundBudget({
    timeoutMs: options.timeoutMs ?? 300,
    breakAfter: options.breakAfter ?? 5,
    halfOpenAfterMs: options.halfOpenAfterMs ?? 30_000,
  });
  budget.onBreak(() => logger.warn({ outcome: 'resolver circuit open' }, 'link resolver'));
  budget.onReset(() => logger.info({ outcome: 'resolver circuit closed' }, 'link resolver'));

  function lookupUrl(target: string): URL {
    const url = new URL(options.url);
    url.searchParams.set('url', target);
    return url;
  }

  async function ask(target: string, signal: AbortSignal): Promise<string | undefined> {
    const response = await fetch(lookupUrl(target), {
      headers: RESOLVER_HEADERS,
      signal,
      redirect: 'error',
      credentials: 'omit',
      cache: 'no-store',
    });
    const tooLong = Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES;
    if (response.status !== 200 || tooLong) await response.body?.cancel();
    if (response.status === 200 && tooLong) throw new ResolverFailure('invalid');
    const answer = readResolverAnswer(response.status, response.status === 200 ? await response.text() : '');
    if (answer.kind === 'monetised') return answer.url;
    if (answer.kind === 'unknown') return undefined;
    throw new ResolverFailure(answer.kind === 'invalid' ? 'invalid' : 'error');
  }

  return {
    async resolve(target) {
      try {
        const url = await budget.execute((signal) => ask(target, signal));
        return url ? { outcome: 'monetised', url } : { outcome: 'unknown' };
      } catch (error) {
        const outcome = outcomeOf(error);
        // An open circuit is logged once, when it opens (onBreak), not on every click.
        if (outcome === 'timeout') logger.warn({ outcome: 'resolver timeout' }, 'link resolver');
        if (outcome === 'invalid') logger.warn({ outcome: 'resolver invalid answer' }, 'link resolver');
        if (outcome === 'error') logger.warn({ outcome: 'resolver error' }, 'link resolver');
        return { outcome };
      }
    },
  };
}

function outcomeOf(error: unknown): Exclude<ResolveOutcome, 'monetised' | 'unknown'> {
  if (error instanceof ResolverFailure) return error.outcome;
  return failureKind(error);
}
