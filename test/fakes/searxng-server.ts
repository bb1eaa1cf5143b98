/**
 * A fake SearXNG instance: a real HTTP server on 127.0.0.1 (random port) answering
 * GET /search?format=json and GET /autocompleter the way SearXNG does, from fixtures/searxng/.
 * Tests steer it with setMode and read what it received in `requests`.
 *
 *   const searxng = await startFakeSearxng();
 *   const provider = createSearxngProvider({ baseUrl: searxng.url });
 *   searxng.setMode('http-error'); // 403, as when the instance disabled format=json
 *   expect(searxng.requests[0]?.query.pageno).toBe('2');
 *   await searxng.close();
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerGarbage, type GarbageMode, isGarbageMode } from './garbage.ts';

export type FakeSearxngMode =
  | 'normal'
  | 'empty'
  | 'malformed'
  | 'wrong-shape'
  | 'missing-fields'
  | 'http-error'
  | 'slow'
  | GarbageMode;

export interface FakeSearxngOptions {
  /** http-error: the status; 403 by default (the instance disabled format=json). */
  status?: number;
  /** slow: milliseconds before answering normally, 10 000 by default; a client that leaves ends the wait. */
  delayMs?: number;
  /** /autocompleter: OpenSearch [q, [s…]] (default, as SearXNG answers other clients) or a plain list. */
  completions?: 'opensearch' | 'list';
  /** normal: `corrections` lists the query as sent before its correction, or alone when there is none. */
  echoCorrections?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The client went away before the answer was complete. */
  aborted: boolean;
}

export interface FakeSearxng {
  /** The instance's base URL, to use as SEARXNG_URL. */
  url: string;
  requests: RecordedRequest[];
  setMode(mode: FakeSearxngMode, options?: FakeSearxngOptions): void;
  /** Back to normal mode, requests forgotten. */
  reset(): void;
  close(): Promise<void>;
}

const CATEGORIES = ['general', 'images', 'news', 'videos'];

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/searxng/${name}.json`, import.meta.url), 'utf8'));
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': type, ...headers }).end(body);
}

function json(res: ServerResponse, status: number, body: unknown) {
  send(res, status, 'application/json', JSON.stringify(body));
}

const TYPOS: Record<string, string> = { biodiversty: 'biodiversity', wolfs: 'wolves' };

/** The corrected query when `q` holds one of TYPOS, as SearXNG's `corrections` list. */
function correctionsOf(q: string): string[] {
  const corrected = q.replace(/\S+/g, (word) => (Object.hasOwn(TYPOS, word) ? TYPOS[word]! : word));
  return corrected === q ? [] : [corrected];
}

export async function startFakeSearxng(): Promise<FakeSearxng> {
  let mode: FakeSearxngMode = 'normal';
  let options: FakeSearxngOptions = {};
  const requests: RecordedRequest[] = [];

  function answer(url: URL, res: ServerResponse) {
    const q = url.searchParams.get('q') ?? '';
    if (mode === 'http-error') {
      const status = options.status ?? 403;
      return send(res, status, 'text/html', `<!doctype html><title>${status} ${STATUS_CODES[status]}</title>`);
    }
    if (url.pathname === '/autocompleter') return autocompleter(q, res);
    if (url.pathname !== '/search') return send(res, 404, 'text/html', '<!doctype html><title>Not Found</title>');
    if (url.searchParams.get('format') !== 'json')
      return send(res, 200, 'text/html', '<!doctype html><title>SearXNG</title>');
    if (!q) return json(res, 400, { error: 'No query' });
    // An external bang: SearXNG redirects to the other engine instead of searching.
    if (q.startsWith('!!')) {
      const location = `https://duckduckgo.com/?q=${encodeURIComponent(q.slice(2))}`;
      return send(res, 302, 'text/html', '', { Location: location });
    }
    // A misspelt query: SearXNG searched it as typed and lists the corrected query in
    // `corrections` (strings); a typo finds one result, a word of its own ('wolfs') a full page.
    const corrections = [...(options.echoCorrections ? [q] : []), ...correctionsOf(q)];
    if (q.includes('biodiversty') && mode === 'normal') {
      const general = fixture('general') as { results: unknown[] };
      return json(res, 200, { ...general, query: q, corrections, results: general.results.slice(0, 1) });
    }
    switch (mode) {
      case 'malformed':
        return send(res, 200, 'application/json', '{"query": "x", "results": [{"url": "https://exa');
      case 'wrong-shape':
        return json(res, 200, { query: q, results: 'none' });
      case 'empty':
        return json(res, 200, {
          query: q,
          number_of_results: 0,
          results: [],
          answers: [],
          corrections: [],
          infoboxes: [],
          suggestions: [],
          unresponsive_engines: [],
        });
      case 'missing-fields':
        return json(res, 200, fixture('missing-fields'));
      default: {
        const category = url.searchParams.get('categories') ?? 'general';
        return json(res, 200, {
          ...fixture(CATEGORIES.includes(category) ? category : 'general'),
          query: q,
          corrections,
        });
      }
    }
  }

  function autocompleter(q: string, res: ServerResponse) {
    if (mode === 'malformed') return send(res, 200, 'application/json', '["bio", ["biodiv');
    if (mode === 'wrong-shape') return json(res, 200, { suggestions: 'none' });
    const list = mode === 'empty' ? [] : (fixture('autocompleter') as unknown as string[]);
    json(res, 200, options.completions === 'list' ? list : [q, list]);
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
    if (mode !== 'slow') return answer(url, res);
    const timer = setTimeout(() => answer(url, res), options.delayMs ?? 10_000);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next, nextOptions = {}) {
      mode = next;
      options = nextOptions;
    },
    reset() {
      mode = 'normal';
      options = {};
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
