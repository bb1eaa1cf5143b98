/**
 * Searches elsewhere for the current query: the result header's Google and Maps links and the
 * 'Try with…' / 'Other search' menus. One typed table of services drives both menus; each entry
 * is a URL template filled with the encoded query (and the visitor's language, or a template per
 * vertical where the service has one). Links open in a new tab, with no referrer. Brand names are
 * never translated. The same table gives each service its `!bang` (server/shared/bangs.ts).
 */
import type { Locale } from './locale-choice.ts';

export type OutboundVertical = 'web' | 'images' | 'news' | 'videos';
export type OutboundMenu = 'tryWith' | 'other';
/** Display order of the groups in the menus. */
export const OUTBOUND_GROUPS = [
  'web',
  'maps',
  'encyclopedia',
  'media',
  'science',
  'social',
  'ai',
  'dev',
  'translation',
] as const;
export type OutboundGroup = (typeof OUTBOUND_GROUPS)[number];

export interface OutboundContext {
  query: string;
  vertical: OutboundVertical;
  locale: Locale;
}

export interface OutboundService {
  id: string;
  /** A brand name, the same in every language. */
  name: string;
  group: OutboundGroup;
  menus: readonly OutboundMenu[];
  /** Its `!bang` without the `!` (server/shared/bangs.ts): lower case, unique in the table. */
  bang: string;
  /** Every URL template it links with: the redirect allow-list of the bangs is built from them. */
  templates: readonly string[];
  href(context: OutboundContext): string;
}

export interface OutboundLink {
  id: string;
  name: string;
  href: string;
}

export interface OutboundLinkGroup {
  group: OutboundGroup;
  links: OutboundLink[];
}

/** Google's own vertical filters, so 'Google' on the images tab searches Google Images. */
const GOOGLE_VERTICAL: Record<OutboundVertical, string> = { web: '', images: 'isch', news: 'nws', videos: 'vid' };

export function googleUrl(query: string, vertical: OutboundVertical = 'web'): string {
  const tbm = GOOGLE_VERTICAL[vertical];
  return `https://www.google.com/search?q=${encodeURIComponent(query)}${tbm ? `&tbm=${tbm}` : ''}`;
}

export function mapsUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

interface TemplateOptions {
  /** Templates for the verticals the service has its own search for; others use the main one. */
  verticals?: Partial<Record<OutboundVertical, string>>;
  encode?: (query: string) => string;
}

/**
 * A service from a URL template: `{q}` is the encoded query, `{lang}` the visitor's language.
 * An empty query links to the site's home page (the template's origin).
 */
function service(
  menus: readonly OutboundMenu[],
  [id, name, group, template, bang]: [string, string, OutboundGroup, string, string],
  { verticals = {}, encode = encodeURIComponent }: TemplateOptions = {},
): OutboundService {
  const href = ({ query, vertical, locale }: OutboundContext) => {
    const text = query.trim();
    const url = (verticals[vertical] ?? template).replaceAll('{lang}', locale);
    return text ? url.replaceAll('{q}', () => encode(text)) : `${new URL(url).origin}/`;
  };
  return { id, name, group, menus, bang, templates: [template, ...Object.values(verticals)], href };
}

type Row = Parameters<typeof service>[1];
const tryWith = (row: Row, options?: TemplateOptions) => service(['tryWith'], row, options);
const other = (row: Row, options?: TemplateOptions) => service(['other'], row, options);

/** One template per vertical for services that name it as Karma does (Bing's /images/search, Qwant's t=images). */
const inPath = (before: string, after: string) => ({
  images: `${before}images${after}`,
  news: `${before}news${after}`,
  videos: `${before}videos${after}`,
});

export const OUTBOUND_SERVICES: readonly OutboundService[] = [
  // Google's own vertical filters (tbm), as in googleUrl.
  tryWith(['google', 'Google', 'web', 'https://www.google.com/search?q={q}', 'g'], {
    verticals: {
      images: 'https://www.google.com/search?q={q}&tbm=isch',
      news: 'https://www.google.com/search?q={q}&tbm=nws',
      videos: 'https://www.google.com/search?q={q}&tbm=vid',
    },
  }),
  tryWith(['bing', 'Bing', 'web', 'https://www.bing.com/search?q={q}', 'b'], {
    verticals: inPath('https://www.bing.com/', '/search?q={q}'),
  }),
  tryWith(['duckduckgo', 'DuckDuckGo', 'web', 'https://duckduckgo.com/?q={q}', 'ddg'], {
    verticals: {
      images: 'https://duckduckgo.com/?q={q}&ia=images&iax=images',
      news: 'https://duckduckgo.com/?q={q}&ia=news&iar=news',
      videos: 'https://duckduckgo.com/?q={q}&ia=videos&iax=videos',
    },
  }),
  tryWith(['ecosia', 'Ecosia', 'web', 'https://www.ecosia.org/search?q={q}', 'eco'], {
    verticals: inPath('https://www.ecosia.org/', '?q={q}'),
  }),
  tryWith(['qwant', 'Qwant', 'web', 'https://www.qwant.com/?q={q}&t=web', 'qw'], {
    verticals: inPath('https://www.qwant.com/?q={q}&t=', ''),
  }),
  tryWith(['startpage', 'Startpage', 'web', 'https://www.startpage.com/sp/search?query={q}', 'sp']),
  tryWith(['brave', 'Brave Search', 'web', 'https://search.brave.com/search?q={q}', 'brave'], {
    verticals: inPath('https://search.brave.com/', '?q={q}'),
  }),
  tryWith(['openstreetmap', 'OpenStreetMap', 'maps', 'https://www.openstreetmap.org/search?query={q}', 'osm']),
  other(['wikipedia', 'Wikipedia', 'encyclopedia', 'https://{lang}.wikipedia.org/w/index.php?search={q}', 'w']),
  other(['wiktionary', 'Wiktionary', 'encyclopedia', 'https://{lang}.wiktionary.org/w/index.php?search={q}', 'wikt']),
  other([
    'wikispecies',
    'Wikispecies',
    'encyclopedia',
    'https://species.wikimedia.org/w/index.php?search={q}',
    'species',
  ]),
  other(['commons', 'Wikimedia Commons', 'media', 'https://commons.wikimedia.org/w/index.php?search={q}', 'commons']),
  other(['internet-archive', 'Internet Archive', 'media', 'https://archive.org/search?query={q}', 'ia']),
  other(['openverse', 'Openverse', 'media', 'https://openverse.org/search/?q={q}', 'ov'], {
    verticals: { images: 'https://openverse.org/search/image?q={q}' },
  }),
  other(['google-scholar', 'Google Scholar', 'science', 'https://scholar.google.com/scholar?q={q}', 'scholar']),
  other(['pubmed', 'PubMed', 'science', 'https://pubmed.ncbi.nlm.nih.gov/?term={q}', 'pubmed']),
  other([
    'iucn-red-list',
    'IUCN Red List',
    'science',
    'https://www.iucnredlist.org/search?query={q}&searchType=species',
    'iucn',
  ]),
  other(['gbif', 'GBIF', 'science', 'https://www.gbif.org/search?q={q}', 'gbif']),
  other(['inaturalist', 'iNaturalist', 'science', 'https://www.inaturalist.org/search?q={q}', 'inat']),
  other(['youtube', 'YouTube', 'social', 'https://www.youtube.com/results?search_query={q}', 'yt']),
  other(['reddit', 'Reddit', 'social', 'https://www.reddit.com/search/?q={q}', 'r']),
  other(['mastodon', 'Mastodon', 'social', 'https://mastodon.social/search?q={q}', 'mastodon']),
  other(['bluesky', 'Bluesky', 'social', 'https://bsky.app/search?q={q}', 'bsky']),
  other(['chatgpt', 'ChatGPT', 'ai', 'https://chatgpt.com/?q={q}', 'chatgpt']),
  other(['perplexity', 'Perplexity', 'ai', 'https://www.perplexity.ai/search?q={q}', 'perplexity']),
  other(['le-chat', 'Le Chat (Mistral)', 'ai', 'https://chat.mistral.ai/chat?q={q}', 'mistral']),
  other(['claude', 'Claude', 'ai', 'https://claude.ai/new?q={q}', 'claude']),
  other(['github', 'GitHub', 'dev', 'https://github.com/search?q={q}', 'gh']),
  other(['stack-overflow', 'Stack Overflow', 'dev', 'https://stackoverflow.com/search?q={q}', 'so']),
  // No language in the path: MDN sends visitors to their own browser language's pages.
  other(['mdn', 'MDN Web Docs', 'dev', 'https://developer.mozilla.org/search?q={q}', 'mdn']),
  // DeepL reads the text from the fragment and cuts it at any '/', even encoded, unless escaped with '\'.
  other(['deepl', 'DeepL', 'translation', 'https://www.deepl.com/translator#auto/{lang}/{q}', 'deepl'], {
    encode: (text) => encodeURIComponent(text).replaceAll('%2F', '%5C%2F'),
  }),
  other([
    'google-translate',
    'Google Translate',
    'translation',
    'https://translate.google.com/?sl=auto&tl={lang}&text={q}&op=translate',
    'gt',
  ]),
];

/** Each menu's services by group, in display order, empty groups left out: fixed, so built once. */
const MENU_GROUPS = Object.fromEntries(
  (['tryWith', 'other'] as const).map((menu) => {
    const shown = OUTBOUND_SERVICES.filter((entry) => entry.menus.includes(menu));
    const groups = OUTBOUND_GROUPS.map((group) => ({
      group,
      services: shown.filter((entry) => entry.group === group),
    })).filter((entry) => entry.services.length > 0);
    return [menu, groups];
  }),
) as Record<OutboundMenu, { group: OutboundGroup; services: OutboundService[] }[]>;

/** The links of one menu for this query, grouped in display order; empty groups are left out. */
export function servicesFor(menu: OutboundMenu, context: OutboundContext): OutboundLinkGroup[] {
  return MENU_GROUPS[menu].map(({ group, services }) => ({
    group,
    links: services.map((entry) => ({ id: entry.id, name: entry.name, href: entry.href(context) })),
  }));
}
