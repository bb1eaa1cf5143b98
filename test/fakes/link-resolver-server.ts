/**
 * A fake partner link-monetisation service (ADS_LINKS_RESOLVER_URL; contract in
 * docs/link-resolver.md): a real HTTP server on 127.0.0.1 (random port) answering
 * `GET /resolve?url=<target>` with `200 {"url": "https://…"}` for merchants it knows (by host) and
 * 204 for the others. Tests steer it with setMode and read what it received in `requests`.
 *
 *   const resolver = await startFakeLinkResolver();
 *   const t = buildTestApp({ ADS_LINKS_RESOLVER_URL: resolver.url });
 *   resolver.setMode('slow', { delayMs: 2000 });
 *   expect(resolver.requests[0]?.query.url).toBe('https://shop.example/kayak');
 *   await resolver.close();
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The merchant the fake knows by default, and how it monetises a link to it. */
export const KNOWN_MERCHANT = 'shop.example';
export const monetised = (target: string) => `https://go.partner.example/click?m=shop&to=${encodeURIComponent(target)}`;

export type FakeResolverMode =
  /** Known hosts → 200 with the monetised link; others → `unknownStatus` (204 by default). */
  | 'normal'
  /** `delayMs` (2 s by default), then normal; a client that leaves ends the wait. */
  | 'slow'
  /** Every answer has `status` (500 by default) and a short HTML body, like a gateway's. */
  | 'http-error'
  /** 200 with a body cut in the middle of the JSON. */
  | 'malformed'
  /** 200 with `body` as is (JSON.stringify'd when not a string): a wrong shape, an http link… */
  | 'answer';

export interface FakeResolverOptions {
  delayMs?: number;
  status?: number;
  body?: unknown;
  /** normal: the status for a merchant it does not know, 204 or 404. */
  unknownStatus?: 204 | 404;
}

export interface RecordedResolverRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface FakeLinkResolver {
  /** The lookup endpoint, to use as ADS_LINKS_RESOLVER_URL. */
  url: string;
  requests: RecordedResolverRequest[];
  setMode(mode: FakeResolverMode, options?: FakeResolverOptions): void;
  /** Back to normal mode, requests forgotten. */
  reset(): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'Content-Type': type }).end(body);
}

export async function startFakeLinkResolver(): Promise<FakeLinkResolver> {
  let mode: FakeResolverMode = 'normal';
  let modeOptions: FakeResolverOptions = {};
  const requests: RecordedResolverRequest[] = [];

  function answer(target: string, res: ServerResponse) {
    switch (mode) {
      case 'http-error':
        return send(res, modeOptions.status ?? 500, 'text/html', '<html><title>Bad gateway</title></html>');
      case 'malformed':
        return send(res, 200, 'application/json', '{"url": "https://go.partner.example/cl');
      case 'answer': {
        const body = modeOptions.body;
        return send(res, 200, 'application/json', typeof body === 'string' ? body : JSON.stringify(body));
      }
      default: {
        const host = URL.canParse(target) ? new URL(target).hostname : '';
        if (host !== KNOWN_MERCHANT) return void res.writeHead(modeOptions.unknownStatus ?? 204).end();
        return send(res, 200, 'application/json', JSON.stringify({ url: monetised(target) }));
      }
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    const target = url.searchParams.get('url') ?? '';
    if (url.pathname !== '/resolve') return send(res, 404, 'text/plain', 'not found');
    if (mode !== 'slow') return answer(target, res);
    const timer = setTimeout(() => answer(target, res), modeOptions.delayMs ?? 2000);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/resolve`,
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
