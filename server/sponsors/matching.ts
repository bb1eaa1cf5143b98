/**
 * Which sponsored links a results page shows (at most 2), from the day's active links.
 *
 * Queries and links are compared folded (lower case, no accents, punctuation as spaces) with the
 * local index's own folding (server/search/local/language/text-fold.ts), so "Kayak-Rivière" meets
 * "kayak riviere". A keyword matches one word of the query; a phrase matches consecutive words.
 * Phrase matches come first (they are the more precise), then the higher cost per click, then
 * the id, so that the same page always shows the same links.
 */
import { words } from '../search/local/language/text-fold.ts';
import type { ActiveSponsoredLink } from './sponsor-model.ts';

export const MAX_SPONSORED_LINKS = 2;

export interface SponsoredQuery {
  /** The query as typed. */
  text: string;
  /** The page language (en, fr, es). */
  language: string;
  /** The visitor's search region (settings.searchRegion, e.g. 'fr-FR'; 'en' is International). */
  region: string;
  /** Today, UTC, 'YYYY-MM-DD'. */
  day: string;
}

type Match = 'phrase' | 'keyword';

const foldedWords = (text: string) => words(text.slice(0, 500)).map((word) => word.folded);

/** Folded keywords and phrases per link object: the active-links cache hands out the same objects. */
const foldedTerms = new WeakMap<ActiveSponsoredLink, { keywords: string[][]; phrases: string[][] }>();

function termsOf(link: ActiveSponsoredLink) {
  let terms = foldedTerms.get(link);
  if (!terms) {
    const fold = (list: readonly string[]) => list.map(foldedWords).filter((w) => w.length > 0);
    terms = { keywords: fold(link.keywords), phrases: fold(link.phrases) };
    foldedTerms.set(link, terms);
  }
  return terms;
}

/** Whether `needle` appears as consecutive words of `haystack`. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return true;
  }
  return false;
}

function matchOf(link: ActiveSponsoredLink, queryWords: readonly string[]): Match | undefined {
  const { keywords, phrases } = termsOf(link);
  if (phrases.some((phrase) => containsRun(queryWords, phrase))) return 'phrase';
  // A keyword that folds to several words ("e-bike") must appear as those words in a row.
  if (keywords.some((keyword) => containsRun(queryWords, keyword))) return 'keyword';
  return undefined;
}

/** Everything but the words: language, region, dates, pause and budget left today. */
function eligible(link: ActiveSponsoredLink, query: SponsoredQuery): boolean {
  return (
    !link.paused &&
    link.languages.includes(query.language) &&
    (link.regions.includes('all') || link.regions.includes(query.region)) &&
    link.start <= query.day &&
    query.day <= link.end &&
    link.spentToday + link.cpc <= link.dailyBudget
  );
}

export function matchSponsoredLinks(
  links: readonly ActiveSponsoredLink[],
  query: SponsoredQuery,
): ActiveSponsoredLink[] {
  if (links.length === 0) return [];
  const queryWords = foldedWords(query.text);
  if (queryWords.length === 0) return [];
  const matched: { link: ActiveSponsoredLink; match: Match }[] = [];
  for (const link of links) {
    if (!eligible(link, query)) continue;
    const match = matchOf(link, queryWords);
    if (match) matched.push({ link, match });
  }
  matched.sort(
    (a, b) =>
      (a.match === b.match ? 0 : a.match === 'phrase' ? -1 : 1) ||
      b.link.cpc - a.link.cpc ||
      (a.link.id < b.link.id ? -1 : a.link.id > b.link.id ? 1 : 0),
  );
  return matched.slice(0, MAX_SPONSORED_LINKS).map((m) => m.link);
}
