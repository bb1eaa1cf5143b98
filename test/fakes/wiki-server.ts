/**
 * A local MediaWiki for the encyclopedia tests (127.0.0.1, a free port): `/w/api.php` answers
 * action=query with prop=extracts|pageimages|pageprops in the documented formatversion=2 JSON, with
 * a few titles that misbehave on purpose. `pageprops` (the Disambiguator extension's
 * `disambiguation: ""`) is sent only when asked for, as the API does. Every request's query parameters and headers are recorded.
 *
 *   const wiki = await startWikiServer();
 *   wiki.articleUrl('Red_fox'); wiki.requests; await wiki.close();
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWiki {
  origin: string;
  articleUrl(path: string): string;
  requests: { params: URLSearchParams; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export const RED_FOX_EXTRACT =
  'The red fox (Vulpes vulpes) is the largest of the true foxes. It is present across the Northern ' +
  'Hemisphere. It is listed as least concern by the IUCN.';
export const THUMBNAIL = 'https://upload.wikimedia.org/wikipedia/commons/thumb/1/16/Red_fox.jpg/320px-Red_fox.jpg';
export const SLOW_MS = 2000;

/** Pages by title, as the API would describe them (the fake adds nothing else). */
const PAGES: Record<string, object> = {
  'Red fox': {
    pageid: 26_042,
    ns: 0,
    title: 'Red fox',
    extract: RED_FOX_EXTRACT,
    thumbnail: { source: THUMBNAIL, width: 320, height: 213 },
    pageimage: 'Red_fox.jpg',
  },
  Élan: { pageid: 2, ns: 0, title: 'Élan', extract: 'Élan is a word.' },
  'Mercury (planet)': { pageid: 3, ns: 0, title: 'Mercury (planet)', extract: 'Mercury is the first planet.' },
  'AC/DC': { pageid: 4, ns: 0, title: 'AC/DC', extract: 'AC/DC are a rock band.' },
  'Empty extract': { pageid: 5, ns: 0, title: 'Empty extract', extract: '' },
  'Wikiprojekt:Tiere': { pageid: 6, ns: 102, title: 'Wikiprojekt:Tiere', extract: 'A project page.' },
  // Disambiguation pages: flagged by the page property, or only by their wording (a wiki
  // without the Disambiguator extension).
  Mercury: {
    pageid: 7,
    ns: 0,
    title: 'Mercury',
    extract: 'Mercury most commonly refers to the planet or the element.',
    pageprops: { disambiguation: '' },
  },
  Lincoln: { pageid: 8, ns: 0, title: 'Lincoln', extract: 'Lincoln may refer to:' },
};
const REDIRECTS: Record<string, string> = { 'Vulpes vulpes': 'Red fox' };

export async function startWikiServer(): Promise<FakeWiki> {
  const requests: FakeWiki['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wiki.test');
    requests.push({ params: url.searchParams, headers: req.headers });
    if (url.pathname !== '/w/api.php') return void res.writeHead(404).end();
    answer(url.searchParams.get('titles') ?? '', res, url.searchParams.get('prop')?.split('|').includes('pageprops'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    articleUrl: (path) => `${origin}/wiki/${path}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function answer(title: string, res: ServerResponse, withPageprops = false): void {
  const json = (body: unknown) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  switch (title) {
    case 'Malformed':
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"batchcomplete":true,"query":{');
    case 'Unexpected':
      return void json({ batchcomplete: true, query: { pages: { 26042: { title: 'Unexpected' } } } });
    case 'API error':
      return void json({ error: { code: 'badvalue', info: 'Unrecognized value for parameter "prop".' } });
    case 'Server error':
      return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal error');
    case 'Slow':
      setTimeout(() => json(queryAnswer('Slow', PAGES['Red fox']!)), SLOW_MS).unref();
      return;
  }
  const target = REDIRECTS[title];
  const { pageprops, ...page } = (PAGES[target ?? title] ?? { ns: 0, title, missing: true }) as { pageprops?: object };
  json(queryAnswer(title, withPageprops && pageprops ? { ...page, pageprops } : page, target));
}

function queryAnswer(title: string, page: object, redirectedTo?: string) {
  return {
    batchcomplete: true,
    query: {
      ...(redirectedTo ? { redirects: [{ from: title, to: redirectedTo }] } : {}),
      pages: [page],
    },
  };
}
