/**
 * A stand-in for the keyless public APIs of the open providers (Wikipedia, Commons, Openverse,
 * Sepia Search, GDELT): a real HTTP server on 127.0.0.1 (random port) that answers every request
 * with what the test set, and records what it received.
 *
 *   const api = await startFakeOpenApi({ json: SAMPLE_ANSWER });
 *   api.answer({ status: 429, headers: { 'Retry-After': '120' } });
 *   api.answer({ silent: true }); // headers never come: only the caller's signal ends the wait
 *   expect(api.requests[0]?.query).toEqual({ q: 'otters', page: '1' });
 *   await api.close();
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { body: string; status?: number; type?: string; headers?: Record<string, string> }
  | { status: number; headers?: Record<string, string> }
  | { silent: true };

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The client went away before an answer was complete. */
  aborted: boolean;
}

export interface FakeOpenApi {
  /** http://127.0.0.1:port, no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** What every following request gets. */
  answer(next: FakeAnswer): void;
  /** Back to the first answer, requests forgotten. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeOpenApi(first: FakeAnswer): Promise<FakeOpenApi> {
  let current = first;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      aborted: false,
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    const answer = current;
    if ('silent' in answer) return;
    const status = answer.status ?? 200;
    if ('json' in answer) {
      res.writeHead(status, { 'Content-Type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.json));
    } else if ('body' in answer) {
      res.writeHead(status, { 'Content-Type': answer.type ?? 'application/json', ...answer.headers }).end(answer.body);
    } else {
      res.writeHead(status, { 'Content-Type': 'text/html', ...answer.headers }).end(`<h1>${status}</h1>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next;
    },
    reset() {
      current = first;
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
