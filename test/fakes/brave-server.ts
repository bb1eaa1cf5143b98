/**
 * A fake Brave Search API: a real HTTP server on 127.0.0.1 (random port) answering
 * /res/v1/{web,images,news,videos,suggest}/search the way Brave does, from fixtures/brave/. It
 * checks the X-Subscription-Token header like Brave (401 for another key). Tests steer it with
 * setMode and read what it received in `requests`.
 *
 *   const brave = await startFakeBrave();
 *   const provider = createBraveProvider({ apiKey: brave.apiKey, apiUrl: brave.url });
 *   brave.setMode('http-error', { status: 429 }); // rate-limited
 *   expect(brave.requests[0]?.headers['x-subscription-token']).toBe(brave.apiKey);
 *   await brave.close();
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerGarbage, type GarbageMode, isGarbageMode } from './garbage.ts';

export type FakeBraveMode =
  | 'normal'
  | 'empty'
  | 'malformed'
  | 'wrong-shape'
  | 'missing-fields'
  | 'http-error'
  | 'slow'
  | GarbageMode;

export interface FakeBraveOptions {
  /** http-error: the status; 401 by default (a refused key). 5xx answers are HTML, like a gateway's. */
  status?: number;
  /** slow: milliseconds before answering normally, 10 000 by default; a client that leaves ends the wait. */
  delayMs?: number;
  /** normal: `query.altered` names the query as sent even when nothing in it was corrected. */
  echoAltered?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The client went away before the answer was complete. */
  aborted: boolean;
}

export interface FakeBrave {
  /** The API's base URL, to use as BRAVE_API_URL (it ends in /res/v1, like Brave's). */
  url: string;
  /** The key it accepts, to use as BRAVE_API_KEY. */
  apiKey: string;
  requests: RecordedRequest[];
  setMode(mode: FakeBraveMode, options?: FakeBraveOptions): void;
  /** Back to normal mode, requests forgotten. */
  reset(): void;
  close(): Promise<void>;
}

const PREFIX = '/res/v1/';
const VERTICALS = ['web', 'images', 'news', 'videos'];
const ERROR_CODES: Record<number, [code: string, detail: string]> = {
  401: ['SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.'],
  403: ['OPTION_NOT_IN_PLAN', 'The option is not subscribed in the plan.'],
  422: ['VALIDATION', 'Unable to validate request parameter(s).'],
  429: ['RATE_LIMITED', 'Request rate limit exceeded for plan.'],
};
const RATE_HEADERS = { 'X-RateLimit-Limit': '1, 2000', 'X-RateLimit-Policy': '1;w=1, 2000;w=2592000' };

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/brave/${name}.json`, import.meta.url), 'utf8'));
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': type, ...RATE_HEADERS, ...headers }).end(body);
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  send(res, status, 'application/json', JSON.stringify(body), headers);
}

function errorAnswer(res: ServerResponse, status: number) {
  const known = ERROR_CODES[status];
  if (!known) return send(res, status, 'text/html', `<html><title>${status} ${STATUS_CODES[status]}</title></html>`);
  const [code, detail] = known;
  const headers: Record<string, string> =
    status === 429 ? { 'X-RateLimit-Remaining': '0, 1500', 'X-RateLimit-Reset': '1, 86400' } : {};
  json(
    res,
    status,
    { type: 'ErrorResponse', error: { id: 'f4k3-e7707', status, code, detail, meta: {} }, time: 1736500000 },
    headers,
  );
}

export async function startFakeBrave(options: { apiKey?: string } = {}): Promise<FakeBrave> {
  const apiKey = options.apiKey ?? 'fake-brave-key';
  let mode: FakeBraveMode = 'normal';
  let modeOptions: FakeBraveOptions = {};
  const requests: RecordedRequest[] = [];

  function answer(url: URL, headers: IncomingHttpHeaders, res: ServerResponse) {
    if (mode === 'http-error') return errorAnswer(res, modeOptions.status ?? 401);
    if (headers['x-subscription-token'] !== apiKey) return errorAnswer(res, 401);
    const endpoint = /^([a-z]+)\/search$/.exec(url.pathname.slice(PREFIX.length))?.[1] ?? '';
    if (!url.pathname.startsWith(PREFIX) || ![...VERTICALS, 'suggest'].includes(endpoint)) {
      return json(res, 404, { type: 'ErrorResponse', error: { status: 404, code: 'NOT_FOUND' } });
    }
    const q = url.searchParams.get('q') ?? '';
    const type = endpoint === 'web' ? 'search' : endpoint;
    switch (mode) {
      case 'malformed':
        return send(res, 200, 'application/json', `{"type": "${type}", "query": {"original": "x"}, "results": [{`);
      case 'wrong-shape':
        if (endpoint === 'web') return json(res, 200, { type, web: { type: 'search', results: {} } });
        return json(res, 200, { type, results: endpoint === 'suggest' ? 'none' : null });
      case 'empty':
        // Brave leaves out the whole `web` block when nothing was found.
        if (endpoint === 'web') return json(res, 200, { type, query: { original: q, more_results_available: false } });
        return json(res, 200, { type, query: { original: q }, results: [] });
      case 'missing-fields':
        if (endpoint === 'suggest') return json(res, 200, { type, results: [{ query: 'ok' }, {}, 'x', { query: 7 }] });
        return json(res, 200, fixture(`${endpoint}-missing-fields`));
      default:
        return json(res, 200, normalAnswer(endpoint, url.searchParams, modeOptions.echoAltered === true));
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      aborted: false,
    };
    requests.push(record);
    res.on('close', () => {
      record.aborted = !res.writableFinished;
    });
    if (isGarbageMode(mode)) return answerGarbage(mode, res);
    if (mode !== 'slow') return answer(url, req.headers, res);
    const timer = setTimeout(() => answer(url, req.headers, res), modeOptions.delayMs ?? 10_000);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/res/v1`,
    apiKey,
    requests,
    setMode(next, nextOptions = {}) {
      mode = next;
      modeOptions = nextOptions;
    },
    reset() {
      mode = 'normal';
      modeOptions = {};
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Misspellings the fake corrects as Brave does: with spellcheck on, `query.altered` is the whole
 * query corrected, which Brave searched instead of the text as typed; with spellcheck=false it
 * searches the text as typed, which finds one result ('biodiversty', a typo) or the full page
 * ('wolfs', a word of its own). Other queries get no `altered`, as Brave answers a query it
 * leaves alone.
 */
const TYPOS: Record<string, { altered: string; typedFinds: 'one' | 'plenty' }> = {
  biodiversty: { altered: 'biodiversity', typedFinds: 'one' },
  wolfs: { altered: 'wolves', typedFinds: 'plenty' },
};

/** The fixture, echoing the query like Brave: a correction only of TYPOS, no more after offset 9. */
function normalAnswer(endpoint: string, params: URLSearchParams, echoAltered: boolean): Record<string, unknown> {
  const body = fixture(endpoint);
  const q = params.get('q') ?? '';
  const query: Record<string, unknown> = { ...(body.query as Record<string, unknown>), original: q };
  delete query.altered;
  const spellcheckOff = ['false', '0'].includes(params.get('spellcheck') ?? '');
  if (spellcheckOff) query.spellcheck_off = true;
  const typos = q.split(/\s+/).filter((word) => Object.hasOwn(TYPOS, word));
  let answer = body;
  if (echoAltered && !spellcheckOff) query.altered = q;
  if (typos.length > 0 && !spellcheckOff) {
    query.altered = q.replace(/\S+/g, (word) => (Object.hasOwn(TYPOS, word) ? TYPOS[word]!.altered : word));
  } else if (typos.some((word) => TYPOS[word]!.typedFinds === 'one')) {
    query.more_results_available = false;
    answer =
      endpoint === 'web'
        ? {
            ...body,
            web: { ...(body.web as object), results: (body.web as { results: unknown[] }).results.slice(0, 1) },
          }
        : { ...body, results: (body.results as unknown[]).slice(0, 1) };
  }
  if ('more_results_available' in query && Number(params.get('offset') ?? 0) >= 9) query.more_results_available = false;
  return { ...answer, query };
}
