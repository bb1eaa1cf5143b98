/**
 * `--format cirrussearch`: Wikimedia's CirrusSearch content dumps
 * (dumps.wikimedia.org/other/cirrussearch/, `{wiki}-{date}-cirrussearch-content.json.gz`), JSON
 * Lines in Elasticsearch bulk form: an `{"index":{"_type":"page","_id":…}}` line (dropped by the
 * reader), then the page (`title, text, opening_text, namespace, language, wiki, popularity_score,
 * incoming_links, timestamp, …`). Any language and project: the URL is the article's on its own
 * wiki (`wiki: "frwiki"` → https://fr.wikipedia.org/wiki/…), the record's language the page's
 * (`language`, else the wiki's prefix, else --lang).
 *
 * Only articles are kept: pages outside the main namespace (0), and redirects should a dump hold
 * one, are rejected with their reason. `incoming_links` and `popularity_score` become the record's
 * `popularity`, the static quality prior of ranking (ranking-priors.ts).
 */
import { type InputFormat, text } from './format.ts';
import { wikipediaUrl } from './wikiextractor.ts';

/** Log-scaled incoming links: this many (a country, a century) or more count fully. */
const LINKS_FULL = 10_000;
/**
 * popularity_score is the page's share of the wiki's page views over a week. This share (0.04 %,
 * CirrusSearch's own cap for completion scores) or more counts fully, a millionth of it nothing.
 */
const VIEWS_FULL = 0.0004;
const VIEWS_NONE = VIEWS_FULL / 1_000_000;
/** Links say more of a page's standing than a week of views (CirrusSearch weighs them so too). */
const LINKS_SHARE = 0.6;

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
const unit = (value: number): number => Math.min(1, Math.max(0, value));

/** A page's popularity, 0…1, from its incoming links and page-view share (either may be absent). */
export function cirrusPopularity(incomingLinks: unknown, popularityScore: unknown): number {
  const linkCount = number(incomingLinks);
  const share = number(popularityScore);
  const links = linkCount === undefined ? undefined : unit(Math.log1p(linkCount) / Math.log1p(LINKS_FULL));
  const views =
    share === undefined || share === 0
      ? undefined
      : unit(Math.log(share / VIEWS_NONE) / Math.log(VIEWS_FULL / VIEWS_NONE));
  if (links !== undefined && views !== undefined) return LINKS_SHARE * links + (1 - LINKS_SHARE) * views;
  return links ?? views ?? 0;
}

const PROJECTS: Record<string, string> = {
  wiki: 'wikipedia',
  wiktionary: 'wiktionary',
  wikinews: 'wikinews',
  wikivoyage: 'wikivoyage',
  wikisource: 'wikisource',
  wikiquote: 'wikiquote',
  wikibooks: 'wikibooks',
  wikiversity: 'wikiversity',
};
const WIKI_ID = new RegExp(`^([a-z][a-z_]*?)(${Object.keys(PROJECTS).join('|')})$`);

/** "frwiki" → fr.wikipedia.org, "zh_yuewiki" → zh-yue.wikipedia.org, "enwikinews" → en.wikinews.org. */
export function wikiHost(wiki: string | undefined): { subdomain: string; project: string } | undefined {
  const match = wiki ? WIKI_ID.exec(wiki) : null;
  return match ? { subdomain: match[1]!.replace(/_/g, '-'), project: PROJECTS[match[2]!]! } : undefined;
}

/** Redirect pages, in the wikitext or the rendered text, in the dumps' main languages. */
const REDIRECT = /^\s*#?\s*(redirect|redirection|redirección|redireccion|weiterleitung|rinvia)\b/i;

export const cirrussearchFormat: InputFormat = {
  container: 'bulk',
  toRecord(raw, options) {
    const title = text(raw, 'title');
    if (!title) return { reject: 'title: is required' };
    const namespace = raw.namespace ?? 0;
    if (namespace !== 0) return { reject: `namespace ${String(namespace)}: not an article` };
    const body = text(raw, 'text') ?? text(raw, 'opening_text') ?? '';
    if (REDIRECT.test(text(raw, 'source_text') ?? '') || REDIRECT.test(body.slice(0, 40))) {
      return { reject: 'redirect: not an article' };
    }
    const host = wikiHost(text(raw, 'wiki'));
    const lang = text(raw, 'language') ?? host?.subdomain ?? options.lang;
    const article = wikipediaUrl(host?.subdomain ?? lang, title);
    const url = host ? article.replace('.wikipedia.org/', `.${host.project}.org/`) : article;
    return {
      type: 'web',
      url,
      title,
      text: body,
      lang,
      popularity: cirrusPopularity(raw.incoming_links, raw.popularity_score),
      // The Wikidata item: the same entity's articles on the other wikis are shown once.
      ...(text(raw, 'wikibase_item') && { entity: text(raw, 'wikibase_item') }),
    };
  },
};
