import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  googleUrl,
  mapsUrl,
  OUTBOUND_GROUPS,
  OUTBOUND_SERVICES,
  type OutboundContext,
  servicesFor,
} from '../../server/shared/outbound-links.ts';

const web: OutboundContext = { query: 'a&b=c', vertical: 'web', locale: 'en' };
const href = (id: string, context: Partial<OutboundContext> = {}) => {
  const service = OUTBOUND_SERVICES.find((entry) => entry.id === id);
  if (!service) throw new Error(`no service ${id}`);
  return service.href({ ...web, ...context });
};

describe('outbound links: every URL builder', () => {
  it.each([
    ['google', 'https://www.google.com/search?q=a%26b%3Dc'],
    ['bing', 'https://www.bing.com/search?q=a%26b%3Dc'],
    ['duckduckgo', 'https://duckduckgo.com/?q=a%26b%3Dc'],
    ['ecosia', 'https://www.ecosia.org/search?q=a%26b%3Dc'],
    ['qwant', 'https://www.qwant.com/?q=a%26b%3Dc&t=web'],
    ['startpage', 'https://www.startpage.com/sp/search?query=a%26b%3Dc'],
    ['brave', 'https://search.brave.com/search?q=a%26b%3Dc'],
    ['openstreetmap', 'https://www.openstreetmap.org/search?query=a%26b%3Dc'],
    ['wikipedia', 'https://en.wikipedia.org/w/index.php?search=a%26b%3Dc'],
    ['wiktionary', 'https://en.wiktionary.org/w/index.php?search=a%26b%3Dc'],
    ['wikispecies', 'https://species.wikimedia.org/w/index.php?search=a%26b%3Dc'],
    ['commons', 'https://commons.wikimedia.org/w/index.php?search=a%26b%3Dc'],
    ['internet-archive', 'https://archive.org/search?query=a%26b%3Dc'],
    ['openverse', 'https://openverse.org/search/?q=a%26b%3Dc'],
    ['google-scholar', 'https://scholar.google.com/scholar?q=a%26b%3Dc'],
    ['pubmed', 'https://pubmed.ncbi.nlm.nih.gov/?term=a%26b%3Dc'],
    ['iucn-red-list', 'https://www.iucnredlist.org/search?query=a%26b%3Dc&searchType=species'],
    ['gbif', 'https://www.gbif.org/search?q=a%26b%3Dc'],
    ['inaturalist', 'https://www.inaturalist.org/search?q=a%26b%3Dc'],
    ['youtube', 'https://www.youtube.com/results?search_query=a%26b%3Dc'],
    ['reddit', 'https://www.reddit.com/search/?q=a%26b%3Dc'],
    ['mastodon', 'https://mastodon.social/search?q=a%26b%3Dc'],
    ['bluesky', 'https://bsky.app/search?q=a%26b%3Dc'],
    ['chatgpt', 'https://chatgpt.com/?q=a%26b%3Dc'],
    ['perplexity', 'https://www.perplexity.ai/search?q=a%26b%3Dc'],
    ['le-chat', 'https://chat.mistral.ai/chat?q=a%26b%3Dc'],
    ['claude', 'https://claude.ai/new?q=a%26b%3Dc'],
    ['github', 'https://github.com/search?q=a%26b%3Dc'],
    ['stack-overflow', 'https://stackoverflow.com/search?q=a%26b%3Dc'],
    ['mdn', 'https://developer.mozilla.org/search?q=a%26b%3Dc'],
    ['deepl', 'https://www.deepl.com/translator#auto/en/a%26b%3Dc'],
    ['google-translate', 'https://translate.google.com/?sl=auto&tl=en&text=a%26b%3Dc&op=translate'],
  ])('%s', (id, expected) => {
    expect(href(id)).toBe(expected);
  });

  it('the table has exactly the services listed above', () => {
    expect(OUTBOUND_SERVICES).toHaveLength(32);
    expect(new Set(OUTBOUND_SERVICES.map((s) => s.id)).size).toBe(OUTBOUND_SERVICES.length);
  });
});

describe('outbound links: verticals and languages', () => {
  it.each([
    ['google', 'images', 'https://www.google.com/search?q=owl&tbm=isch'],
    ['google', 'news', 'https://www.google.com/search?q=owl&tbm=nws'],
    ['google', 'videos', 'https://www.google.com/search?q=owl&tbm=vid'],
    ['bing', 'images', 'https://www.bing.com/images/search?q=owl'],
    ['bing', 'videos', 'https://www.bing.com/videos/search?q=owl'],
    ['duckduckgo', 'news', 'https://duckduckgo.com/?q=owl&ia=news&iar=news'],
    ['ecosia', 'images', 'https://www.ecosia.org/images?q=owl'],
    ['qwant', 'videos', 'https://www.qwant.com/?q=owl&t=videos'],
    ['brave', 'news', 'https://search.brave.com/news?q=owl'],
    ['openverse', 'images', 'https://openverse.org/search/image?q=owl'],
    ['startpage', 'images', 'https://www.startpage.com/sp/search?query=owl'],
    ['wikipedia', 'images', 'https://en.wikipedia.org/w/index.php?search=owl'],
  ] as const)('%s on %s', (id, vertical, expected) => {
    expect(href(id, { query: 'owl', vertical })).toBe(expected);
  });

  it.each([
    ['wikipedia', 'fr', 'https://fr.wikipedia.org/w/index.php?search=chouette'],
    ['wikipedia', 'es', 'https://es.wikipedia.org/w/index.php?search=chouette'],
    ['wiktionary', 'es', 'https://es.wiktionary.org/w/index.php?search=chouette'],
    ['deepl', 'fr', 'https://www.deepl.com/translator#auto/fr/chouette'],
    ['google-translate', 'es', 'https://translate.google.com/?sl=auto&tl=es&text=chouette&op=translate'],
  ] as const)('%s in %s', (id, locale, expected) => {
    expect(href(id, { query: 'chouette', locale })).toBe(expected);
  });

  it('the Google entry agrees with googleUrl, the OpenStreetMap entry with mapsUrl', () => {
    for (const vertical of ['web', 'images', 'news', 'videos'] as const) {
      expect(href('google', { query: 'a b', vertical })).toBe(googleUrl('a b', vertical));
    }
    expect(href('openstreetmap', { query: 'Lyon 7e' })).toBe(mapsUrl('Lyon 7e'));
    expect(googleUrl('')).toBe('https://www.google.com/search?q=');
  });
});

/** What the target site can read back: the query parameters' values, or DeepL's fragment text. */
function readBack(link: string): string[] {
  const url = new URL(link);
  if (url.hash) return [decodeURIComponent(url.hash.split('/').slice(2).join('/')).replaceAll('\\/', '/')];
  return [...url.searchParams.values()];
}

describe('outbound links: tricky queries reach every service intact', () => {
  const tricky = ['a&b=c', '#', 'é', '"quotes"', '<script>', 'a/b c', '100% + 1?', "l'été"];
  for (const service of OUTBOUND_SERVICES) {
    it.each(tricky)(`${service.id}: %s`, (query) => {
      for (const vertical of ['web', 'images', 'news', 'videos'] as const) {
        const link = service.href({ query, vertical, locale: 'fr' });
        expect(link).not.toMatch(/[<>" ]|é/);
        expect(link.split('#').length).toBeLessThanOrEqual(service.id === 'deepl' ? 2 : 1);
        expect(readBack(link)).toContain(query);
      }
    });
  }

  it('trims the query', () => {
    expect(href('github', { query: '  owl  ' })).toBe('https://github.com/search?q=owl');
  });

  it.each(['', '   '])('an empty query (%j) links to each home page', (query) => {
    const homes = Object.fromEntries(OUTBOUND_SERVICES.map((s) => [s.id, s.href({ ...web, query, locale: 'es' })]));
    expect(homes.google).toBe('https://www.google.com/');
    expect(homes.wikipedia).toBe('https://es.wikipedia.org/');
    expect(homes.openstreetmap).toBe('https://www.openstreetmap.org/');
    expect(homes.deepl).toBe('https://www.deepl.com/');
    for (const link of Object.values(homes)) expect(link).toMatch(/^https:\/\/[a-z.]+\/$/);
  });
});

describe('servicesFor', () => {
  const en = servicesFor('other', web);

  it("'Try with…' lists other general engines, then maps", () => {
    const groups = servicesFor('tryWith', web);
    expect(groups.map((g) => g.group)).toEqual(['web', 'maps']);
    expect(groups[0]?.links.map((l) => l.name)).toEqual([
      'Google',
      'Bing',
      'DuckDuckGo',
      'Ecosia',
      'Qwant',
      'Startpage',
      'Brave Search',
    ]);
    expect(groups[1]?.links).toEqual([
      { id: 'openstreetmap', name: 'OpenStreetMap', href: 'https://www.openstreetmap.org/search?query=a%26b%3Dc' },
    ]);
  });

  it("'Other search' is the grouped catalogue, in display order", () => {
    expect(en.map((g) => g.group)).toEqual(['encyclopedia', 'media', 'science', 'social', 'ai', 'dev', 'translation']);
    const ids = en.flatMap((g) => g.links.map((l) => l.id));
    for (const id of ['wikipedia', 'iucn-red-list', 'internet-archive', 'google-scholar', 'chatgpt', 'claude']) {
      expect(ids).toContain(id);
    }
    for (const id of ['reddit', 'mastodon', 'github', 'stack-overflow', 'deepl']) expect(ids).toContain(id);
  });

  it('every service is in at least one menu, and each link is built for the context', () => {
    const listed = new Set(
      (['tryWith', 'other'] as const).flatMap((m) => servicesFor(m, web).flatMap((g) => g.links.map((l) => l.id))),
    );
    expect(listed.size).toBe(OUTBOUND_SERVICES.length);
    const fr = servicesFor('other', { ...web, locale: 'fr' });
    expect(fr[0]?.links[0]).toEqual({
      id: 'wikipedia',
      name: 'Wikipedia',
      href: 'https://fr.wikipedia.org/w/index.php?search=a%26b%3Dc',
    });
  });

  it('brand names stay the same in every language', () => {
    const names = (locale: 'en' | 'fr' | 'es') =>
      servicesFor('other', { ...web, locale }).flatMap((g) => g.links.map((l) => l.name));
    expect(names('fr')).toEqual(names('en'));
    expect(names('es')).toEqual(names('en'));
  });

  it.each(['en', 'fr', 'es'])('every group has a heading in %s', (locale) => {
    const strings = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')).menus;
    for (const group of OUTBOUND_GROUPS) expect(strings.groups[group], group).toMatch(/\S/);
    for (const key of ['tryWith', 'otherSearch', 'opensInNewTab']) expect(strings[key], key).toMatch(/\S/);
  });
});
