/**
 * Which result URLs are encyclopedia articles: the rules the encyclopedia panel (encyclopedia.ts,
 * views/search/EncyclopediaPanel.tsx) and the local index's own panel (local/article.ts) share.
 * Plain functions of a URL, so the search worker can use them without the panel's HTTP client.
 */
import { isLocale, type Locale } from './locale-choice.ts';

const WIKI_PATH = /^\/wiki\/[^/:]+$/;

/** A `/wiki/Title` path on any host: the panel shows the first such result's summary. */
export function isArticleUrl(url: string): boolean {
  try {
    return WIKI_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A `/wiki/Title` path's title, decoded (`Red_fox` → "Red fox"); throws on malformed percent-encoding. */
const pathTitle = (path: string) => decodeURIComponent(path.slice('/wiki/'.length)).replaceAll('_', ' ');

/** The title of a `/wiki/Title` URL on any host (`Red_fox` → "Red fox"); undefined for another URL. */
export function articleUrlTitle(url: string): string | undefined {
  if (!url.includes('/wiki/')) return undefined;
  try {
    const path = new URL(url).pathname;
    return WIKI_PATH.test(path) ? pathTitle(path) : undefined;
  } catch {
    return undefined; // not a URL, or malformed percent-encoding
  }
}

/** https, and a Wikipedia language host (`fr.wikipedia.org`, `fr.m.wikipedia.org`) or Wikispecies. */
export function isWikipediaHost(url: URL): boolean {
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname;
  return /^(?!www\.)[a-z][a-z0-9-]*(\.m)?\.wikipedia\.org$/.test(host) || host === 'species.wikimedia.org';
}

// Namespaces (canonical, French and Spanish names) whose pages are not articles, with their talk
// forms ('User talk:', 'Discussion utilisateur:', 'Usuario discusión:'). Other languages' names
// get through here and are refused by the `ns` the API answers.
const NAMESPACES =
  'special|user|wikipedia|file|image|mediawiki|template|help|category|portal|draft|module|' +
  'spécial|utilisateur|wikipédia|fichier|modèle|aide|catégorie|portail|projet|brouillon|' +
  'especial|usuario|archivo|plantilla|ayuda|categoría|anexo|wikiproyecto';
const NON_ARTICLE = new RegExp(
  `^(?:(?:${NAMESPACES})(?: talk| discusión)?|(?:talk|discussion|discusión)(?: (?:${NAMESPACES}))?) *:`,
  'iu',
);

/** `/wiki/Title` on a wiki host → its origin and decoded title (`Red_fox` → `Red fox`). */
export function articleFrom(
  url: string,
  isWikiHost: (url: URL) => boolean = isWikipediaHost,
): { origin: string; title: string } | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (!isWikiHost(parsed) || !parsed.pathname.startsWith('/wiki/')) return undefined;
  let title: string;
  try {
    title = pathTitle(parsed.pathname).trim();
  } catch {
    return undefined; // malformed percent-encoding
  }
  // Characters MediaWiki forbids in titles; '|' would even split one title into several.
  if (title === '' || /[#<>[\]|{}\p{Cc}]/u.test(title) || NON_ARTICLE.test(title)) return undefined;
  return { origin: parsed.origin, title };
}

/**
 * The language whose article the local index is asked for: the wiki host's (`fr` for
 * fr.wikipedia.org), English for hosts that name no site language (species.wikimedia.org).
 */
export function articleLanguage(origin: string): Locale {
  const language = new URL(origin).hostname.split('.')[0];
  return isLocale(language) ? language : 'en';
}

// How disambiguation pages open ('Mercury may refer to:') and are titled, in en, fr and es.
const DISAMBIGUATION_OPENING =
  /\b(?:may|can|might) (?:also )?(?:refer to|mean|be)\s*:|\bpeut (?:aussi |également )?(?:désigner|faire référence à)|\bpuede (?:referirse|hacer referencia) a\b|^cette page d'homonymie/iu;
const DISAMBIGUATION_TITLE = /\((?:disambiguation|homonymie|desambiguación)\)$/iu;
/** Disambiguation pages state what they are at once: only their opening is read. */
const OPENING_CHARS = 300;

/**
 * Whether a wiki page is a disambiguation page ('… may refer to:'), which the encyclopedia panel
 * never shows: it is a list of other articles, not a summary. Used on the local index's records
 * and as a fallback for wikis whose API does not flag them (encyclopedia.ts asks for the
 * Disambiguator extension's `disambiguation` page property).
 */
export function isDisambiguation(title: string, text: string): boolean {
  return DISAMBIGUATION_TITLE.test(title.trim()) || DISAMBIGUATION_OPENING.test(text.slice(0, OPENING_CHARS));
}
