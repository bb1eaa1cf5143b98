/** The encyclopedia panel against a local MediaWiki: summaries, misbehaving answers, the cache. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEncyclopedia, type EncyclopediaOptions } from '../../server/search/encyclopedia.ts';
import { type FakeWiki, RED_FOX_EXTRACT, startWikiServer, THUMBNAIL } from '../fakes/wiki-server.ts';

let wiki: FakeWiki;
const live = () => new AbortController().signal;
const encyclopedia = (options: EncyclopediaOptions = {}) =>
  createEncyclopedia({ isWikiHost: (url) => url.origin === wiki.origin, ...options });

beforeAll(async () => {
  wiki = await startWikiServer();
});
afterAll(() => wiki.close());
beforeEach(() => {
  wiki.requests.length = 0;
});

describe('encyclopedia summaries', () => {
  it('maps an article to an infobox, asking the documented API query', async () => {
    const infobox = await encyclopedia().summary(wiki.articleUrl('Red_fox'), live());
    expect(infobox).toEqual({
      title: 'Red fox',
      extract: RED_FOX_EXTRACT,
      url: `${wiki.origin}/wiki/Red_fox`,
      image: THUMBNAIL,
    });
    expect(wiki.requests).toHaveLength(1);
    expect(Object.fromEntries(wiki.requests[0]!.params)).toEqual({
      action: 'query',
      format: 'json',
      formatversion: '2',
      prop: 'extracts|pageimages|pageprops',
      exintro: '1',
      explaintext: '1',
      exsentences: '3',
      piprop: 'thumbnail',
      pithumbsize: '320',
      ppprop: 'disambiguation',
      redirects: '1',
      titles: 'Red fox',
    });
    const headers = wiki.requests[0]!.headers;
    expect(headers['user-agent']).toMatch(/^KarmaSearch\//);
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
  });

  it('follows a wiki redirect to the target article', async () => {
    const infobox = await encyclopedia().summary(wiki.articleUrl('Vulpes_vulpes'), live());
    expect(infobox).toMatchObject({ title: 'Red fox', url: `${wiki.origin}/wiki/Red_fox` });
  });

  it.each([
    ['%C3%89lan', 'Élan', '%C3%89lan'],
    ['Élan', 'Élan', '%C3%89lan'],
    ['Mercury_(planet)', 'Mercury (planet)', 'Mercury_(planet)'],
    ['Mercury_%28planet%29', 'Mercury (planet)', 'Mercury_(planet)'],
    ['AC/DC', 'AC/DC', 'AC/DC'],
    ['Red%20fox', 'Red fox', 'Red_fox'],
  ])('decodes /wiki/%s to the title %s', async (path, title, canonical) => {
    const infobox = await encyclopedia().summary(wiki.articleUrl(path), live());
    expect(wiki.requests[0]!.params.get('titles')).toBe(title);
    expect(infobox).toMatchObject({ title, url: `${wiki.origin}/wiki/${canonical}` });
  });

  it.each([
    ['a missing page', 'No_such_article'],
    ['a page with no extract', 'Empty_extract'],
    ['a page outside the article namespace', 'Wikiprojekt:Tiere'],
    ['a disambiguation page (its page property)', 'Mercury'],
    ["a disambiguation page ('… may refer to:')", 'Lincoln'],
  ])('answers nothing for %s, and remembers it', async (_label, path) => {
    const panel = encyclopedia();
    expect(await panel.summary(wiki.articleUrl(path), live())).toBeUndefined();
    expect(await panel.summary(wiki.articleUrl(path), live())).toBeUndefined();
    expect(wiki.requests).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', 'Malformed'],
    ['an unexpected shape (formatversion 1 pages object)', 'Unexpected'],
    ['an API error', 'API_error'],
    ['a 500', 'Server_error'],
  ])('answers nothing for %s, and remembers the failure a while (failureTtlMs)', async (_label, path) => {
    const panel = encyclopedia();
    expect(await panel.summary(wiki.articleUrl(path), live())).toBeUndefined();
    expect(await panel.summary(wiki.articleUrl(path), live())).toBeUndefined();
    expect(wiki.requests).toHaveLength(1);
    const forgetful = encyclopedia({ failureTtlMs: 0 });
    expect(await forgetful.summary(wiki.articleUrl(path), live())).toBeUndefined();
    expect(await forgetful.summary(wiki.articleUrl(path), live())).toBeUndefined();
    expect(wiki.requests).toHaveLength(3);
  });

  it('gives up after its own budget (300 ms unless told)', async () => {
    let started = Date.now();
    expect(await encyclopedia().summary(wiki.articleUrl('Slow'), live())).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(600);
    started = Date.now();
    expect(await encyclopedia({ timeoutMs: 100 }).summary(wiki.articleUrl('Slow'), live())).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('shares one request among the pages asking for the same title at once', async () => {
    const panel = encyclopedia();
    const boxes = await Promise.all([1, 2, 3].map(() => panel.summary(wiki.articleUrl('Red_fox'), live())));
    expect(boxes.map((box) => box?.title)).toEqual(['Red fox', 'Red fox', 'Red fox']);
    expect(wiki.requests).toHaveLength(1);
  });

  it("gives up when the caller's signal aborts", async () => {
    const caller = new AbortController();
    const pending = encyclopedia().summary(wiki.articleUrl('Slow'), caller.signal);
    setTimeout(() => caller.abort(), 50);
    const started = Date.now();
    expect(await pending).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('serves a summary from its cache until the TTL passes (0: no cache)', async () => {
    const cached = encyclopedia();
    await cached.summary(wiki.articleUrl('Red_fox'), live());
    expect(await cached.summary(wiki.articleUrl('Red_fox'), live())).toMatchObject({ title: 'Red fox' });
    expect(wiki.requests).toHaveLength(1);
    const shortLived = encyclopedia({ cacheTtlMs: 20 });
    await shortLived.summary(wiki.articleUrl('Red_fox'), live());
    await new Promise((resolve) => setTimeout(resolve, 60));
    await shortLived.summary(wiki.articleUrl('Red_fox'), live());
    expect(wiki.requests).toHaveLength(3);
    const uncached = encyclopedia({ cacheTtlMs: 0 });
    await uncached.summary(wiki.articleUrl('Red_fox'), live());
    await uncached.summary(wiki.articleUrl('Red_fox'), live());
    expect(wiki.requests).toHaveLength(5);
  });

  it('never throws, even when fetch itself does', async () => {
    const throwing = encyclopedia({
      fetchImpl: () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await throwing.summary(wiki.articleUrl('Red_fox'), live())).toBeUndefined();
  });

  it.each([
    ['another host', () => 'http://127.0.0.1:1/wiki/Red_fox'],
    ['a Special: page', () => wiki.articleUrl('Special:Random')],
    ['no title', () => wiki.articleUrl('')],
    ['a path outside /wiki/', () => `${wiki.origin}/w/index.php?title=Red_fox`],
    ['not a URL', () => 'red fox'],
  ])('asks nothing for %s', async (_label, url) => {
    expect(await encyclopedia().summary(url(), live())).toBeUndefined();
    expect(wiki.requests).toHaveLength(0);
  });
});
