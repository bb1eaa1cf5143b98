/**
 * A wiki host in trouble, for the tests of a results page whose neighbour is down (127.0.0.1, a
 * free port). Its mode can change mid-test, as a host that recovers does:
 *
 * - `silent`: accepts the connection, reads the request, never answers (a host or a middlebox
 *   that swallows traffic);
 * - `slow`: answers a real summary, `slowMs` late;
 * - `garbage`: answers at once with something that is not the API's JSON;
 * - `answering`: answers at once, every title an article (`<title> is a test article.`).
 *
 *   const wiki = await startTroubledWiki('silent');
 *   wiki.articleUrl('River'); wiki.requests; wiki.setMode('answering'); await wiki.close();
 */
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerGarbage } from './garbage.ts';

export type TroubleMode = 'silent' | 'slow' | 'garbage' | 'answering';

export interface TroubledWiki {
  origin: string;
  articleUrl(title: string): string;
  /** The titles asked for, in order. */
  requests: string[];
  setMode(mode: TroubleMode): void;
  close(): Promise<void>;
}

export const articleExtract = (title: string) => `${title} is a test article.`;

export async function startTroubledWiki(initial: TroubleMode, slowMs = 1000): Promise<TroubledWiki> {
  let mode = initial;
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const title = new URL(req.url ?? '/', 'http://wiki.test').searchParams.get('titles') ?? '';
    requests.push(title);
    if (mode === 'silent') return;
    if (mode === 'garbage') return answerGarbage('not-json', res);
    if (mode === 'answering') return summary(title, res);
    const timer = setTimeout(() => {
      timers.delete(timer);
      summary(title, res);
    }, slowMs);
    timers.add(timer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    articleUrl: (title) => `${origin}/wiki/${encodeURIComponent(title)}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function summary(title: string, res: ServerResponse): void {
  if (res.destroyed) return;
  const page = { pageid: 1, ns: 0, title, extract: articleExtract(title) };
  res
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ batchcomplete: true, query: { pages: [page] } }));
}
