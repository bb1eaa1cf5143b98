/**
 * The encyclopedia panel from the index: a web record whose URL is the Wikipedia article with
 * the given title in the given language (as the wikiextractor format writes it) becomes an
 * Infobox with the opening of its text; a disambiguation page never does.
 */
import type { Infobox, SearchResult } from '../../../shared/search-types.ts';
import { articleFrom, articleLanguage, isDisambiguation } from '../../../shared/wiki-article.ts';
import { wikipediaUrl } from '../build/formats/index.ts';
import type { StoredMedia } from '../build/index-writer.ts';
import { namedArticle } from '../language/named-article.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';

export const EXTRACT_MAX_CHARS = 300;

/** The opening of a text, whitespace collapsed, ended at a sentence when one ends late enough. */
export function extractOf(text: string, maxChars = EXTRACT_MAX_CHARS): string {
  const flat = text
    .slice(0, maxChars * 4)
    .replace(/\s+/gu, ' ')
    .trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const sentence = cut.search(/[.!?](?=\s[^.!?]*$)/u);
  if (sentence >= maxChars / 2) return cut.slice(0, sentence + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > maxChars / 2 ? space : maxChars)}…`;
}

interface ArticleRow {
  url: string;
  title: string;
  text: string;
  media: string | null;
}

export function findArticle(index: OpenIndex, title: string, language: string): Infobox | undefined {
  const trimmed = title.trim();
  if (trimmed === '' || trimmed.length > 300) return undefined;
  // Wikipedia titles start with a capital letter: "red fox" is the article "Red fox".
  const candidates = [trimmed, trimmed[0]!.toUpperCase() + trimmed.slice(1)];
  const select = index.statement(
    "SELECT url, title, substr(text, 1, 2000) AS text, media FROM records WHERE url = ? AND type = 'web'",
  );
  for (const candidate of candidates) {
    const row = select.get(wikipediaUrl(language, candidate)) as ArticleRow | undefined;
    // A disambiguation page ('… may refer to:') is no summary: no panel (wiki-article.ts).
    if (!row || isDisambiguation(row.title, row.text)) continue;
    const media: StoredMedia = row.media ? JSON.parse(row.media) : {};
    const image = media.image?.thumbnail ?? media.image?.src;
    return { title: row.title, extract: extractOf(row.text), url: row.url, ...(image && { image }) };
  }
  return undefined;
}

/**
 * The panel for a page of web results, when the index holds the article the page would show
 * (the first article among the first results that the searched text names: named-article.ts):
 * answered with the results, the page needs no second lookup and sends its end in one piece.
 * Undefined otherwise; the page then asks the encyclopedia itself, by the same rule.
 */
export function resultsInfobox(
  index: OpenIndex,
  results: readonly SearchResult[],
  searched: string,
): Infobox | undefined {
  const first = namedArticle(results, searched);
  const article = first && articleFrom(first.url);
  return article && findArticle(index, article.title, articleLanguage(article.origin));
}
