/**
 * The spelling corrector's view of an open index: its vocabulary (df lookups, a letter's bucket
 * of words, its alphabet) and the record counts spelling-decision.ts weighs corrections with.
 * Nothing here is kept beyond the open index, and nothing logs the query.
 */
import { LRUCache } from 'lru-cache';
import type { OpenIndex } from './index-handle.ts';
import { matchExpression } from './match-expression.ts';
import type { VocabularyLookup } from './spelling.ts';
import { type CountMatches, decideSpelling, type IsTitle, type SpellingDecision } from './spelling-decision.ts';
import type { WordList } from './word-trie-walk.ts';

/** Records counted per lookup: enough to tell 'a few' from 'clearly more'. */
const MATCH_COUNT_CAP = 100;
/** A letter whose bucket is this long (characters) is part of the index's alphabet. */
const ALPHABET_MIN_BUCKET = 2000;

/** Reads a letter's spelling bucket ("word df" lines) once per open index. */
function wordList(index: OpenIndex, first: string): WordList {
  return index.memo(`spelling:${first}`, () => {
    const entries = index.statement('SELECT entries FROM spelling_buckets WHERE first = ?').pluck().get(first);
    const words: string[] = [];
    const dfs: number[] = [];
    for (const line of typeof entries === 'string' ? entries.split('\n') : []) {
      const space = line.lastIndexOf(' ');
      words.push(line.slice(0, space));
      dfs.push(Number(line.slice(space + 1)));
    }
    return { words, dfs };
  });
}

/**
 * A letter's words held by at least `minDf` records (and fewer than `belowDf`), kept per open
 * index beside the bucket.
 */
function frequentWordList(index: OpenIndex, first: string, minDf: number, belowDf = Infinity): WordList {
  const all = wordList(index, first);
  if (minDf <= 1 && belowDf === Infinity) return all;
  return index.memo(`spelling:${first}:${minDf}:${belowDf}`, () => {
    const words: string[] = [];
    const dfs: number[] = [];
    for (let i = 0; i < all.words.length; i++) {
      if (all.dfs[i]! < minDf || all.dfs[i]! >= belowDf) continue;
      words.push(all.words[i]!);
      dfs.push(all.dfs[i]!);
    }
    return { words, dfs };
  });
}

export function vocabularyLookup(index: OpenIndex): VocabularyLookup {
  const df = index.statement('SELECT df FROM vocabulary WHERE term = ?').pluck();
  return {
    documentFrequency: (term) => (df.get(term) as number | undefined) ?? 0,
    wordsStartingWith: (first, minDf = 1, belowDf = Infinity) => frequentWordList(index, first, minDf, belowDf),
    alphabet: () =>
      index.memo('spelling:alphabet', () => {
        const firsts = index
          .statement('SELECT first FROM spelling_buckets WHERE length(entries) >= ?')
          .pluck()
          .all(ALPHABET_MIN_BUCKET) as string[];
        // A small index has small buckets: then every letter it has.
        return firsts.length > 0
          ? firsts
          : (index.statement('SELECT first FROM spelling_buckets').pluck().all() as string[]);
      }),
  };
}

/** Counts in the web table, after `searchTerms` drops the words most records hold. */
function matchCounter(index: OpenIndex, searchTerms: (terms: string[]) => string[]): CountMatches {
  const matches = index
    .statement(`SELECT count(*) FROM (SELECT rowid FROM docs WHERE docs MATCH ? LIMIT ${MATCH_COUNT_CAP})`)
    .pluck();
  const title = index.statement('SELECT 1 FROM docs WHERE docs MATCH ? LIMIT 1').pluck();
  return (terms, titles = false) => {
    const all = matchExpression(terms, 'all');
    const kept = matchExpression(searchTerms([...terms]), 'all');
    if (!all || !kept) return { matches: 0, titleMatch: false };
    try {
      const found = matches.get(kept) as number;
      return { matches: found, titleMatch: titles && found > 0 && title.get(`title : (${all})`) !== undefined };
    } catch (error) {
      // As in run-search.ts: an expression FTS5 refuses finds nothing.
      if (error instanceof Error && error.message.startsWith('fts5:')) return { matches: 0, titleMatch: false };
      throw error;
    }
  };
}

/** Exact titles, by the title-key index (format 1 files lack it: no title is exact there). */
function titleLookup(index: OpenIndex): IsTitle {
  if (index.format < 2) return () => false;
  const title = index.statement('SELECT 1 FROM record_filters WHERE title_key = ? LIMIT 1').pluck();
  return (key) => title.get(key) !== undefined;
}

/**
 * The All tab looks a query up four times at once (web, news, images, videos), each wanting the
 * same decision: the last few are kept per open index. Small on purpose: it serves one page's
 * lookups, not as a cache of what visitors search.
 */
const RECENT_DECISIONS = 8;
const decisions = new WeakMap<OpenIndex, LRUCache<string, SpellingDecision>>();

export function spellingDecision(
  index: OpenIndex,
  text: string,
  vocabulary: VocabularyLookup,
  searchTerms: (terms: string[]) => string[],
): SpellingDecision {
  let recent = decisions.get(index);
  if (!recent) {
    recent = new LRUCache({ max: RECENT_DECISIONS });
    decisions.set(index, recent);
  }
  let decision = recent.get(text);
  if (!decision) {
    decision = decideSpelling(text, vocabulary, matchCounter(index, searchTerms), titleLookup(index));
    recent.set(text, decision);
  }
  return decision;
}
