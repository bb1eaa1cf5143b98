/**
 * The spelling corrector's view of an open index: its vocabulary (df lookups, a letter's bucket
 * of words, its alphabet) and the record counts spelling-decision.ts weighs corrections with.
 * Nothing here is kept beyond the open index, and nothing logs the query.
 */
import { LRUCache } from 'lru-cache';
import type { Locale } from '../../../shared/locale-choice.ts';
import { queryLanguage } from '../language/content-terms.ts';
import { STEMS_FORMAT, stemExpression } from '../language/stemming.ts';
import { distinctTerms, matchExpression, queryWords } from '../query/match-expression.ts';
import { isTitleKey } from '../query/page-ranking.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import {
  bundledDictionaryFile,
  DICTIONARY_LANGUAGES,
  type DictionaryWords,
  dictionaryFileFor,
  openDictionaryWords,
} from './dictionary-words.ts';
import type { VocabularyLookup } from './spelling.ts';
import {
  type CountMatches,
  DECISION_RULES,
  decideSpelling,
  type IsTitle,
  type SpellingDecision,
} from './spelling-decision.ts';
import { mayHold, vocabularyFilter } from './vocabulary-filter.ts';
import type { WordList } from './word-trie-walk.ts';

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
  const dfs = index.statement('SELECT term, df FROM vocabulary WHERE term IN (SELECT value FROM json_each(?))').raw();
  return {
    documentFrequency: (term) => (df.get(term) as number | undefined) ?? 0,
    documentFrequencies: (terms) => {
      // Only the words the filter may hold are looked up: it never leaves out one the index holds.
      const filter = vocabularyFilter(index);
      const asked = filter ? terms.filter((term) => mayHold(filter, term)) : terms;
      if (asked.length === 0) return terms.map(() => 0);
      const found = new Map(dfs.all(JSON.stringify(asked)) as [string, number][]);
      return terms.map((term) => found.get(term) ?? 0);
    },
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
  // With stems, a typed word found in another form ("oiseaux" for "oiseau") finds records: not a typo.
  const stems = index.format >= STEMS_FORMAT;
  const count = (table: 'docs' | 'stem_docs') =>
    index
      .statement(
        `SELECT count(*) FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? LIMIT ${DECISION_RULES.countCap})`,
      )
      .pluck();
  const title = index.statement('SELECT 1 FROM docs WHERE docs MATCH ? LIMIT 1').pluck();
  return (terms, typed = false) => {
    const all = matchExpression(terms, 'all');
    const searched = searchTerms([...terms]);
    const inForms = typed && stems;
    const kept = inForms ? stemExpression(searched, 'all') : matchExpression(searched, 'all');
    if (!all || !kept) return { matches: 0, titleMatch: false };
    try {
      const found = count(inForms ? 'stem_docs' : 'docs').get(kept) as number;
      return { matches: found, titleMatch: typed && found > 0 && title.get(`title : (${all})`) !== undefined };
    } catch (error) {
      // As in run-search.ts: an expression FTS5 refuses finds nothing.
      if (error instanceof Error && error.message.startsWith('fts5:')) return { matches: 0, titleMatch: false };
      throw error;
    }
  };
}

/** Exact titles, by the title-key index (format 1 files lack it: no title is exact there). */
function titleLookup(index: OpenIndex): IsTitle {
  return (key) => isTitleKey(index, key);
}

/**
 * The All tab looks a query up four times at once (web, news, images, videos), each wanting the
 * same decision: the last few are kept per open index. Small on purpose: it serves one page's
 * lookups, not as a cache of what visitors search.
 */
const RECENT_DECISIONS = 8;
const decisions = new WeakMap<OpenIndex, LRUCache<string, SpellingDecision>>();

/** How often an open index looks again for dictionary words not built yet. */
const DICTIONARY_RECHECK_MS = 10_000;

/** The dictionary words beside the index file (dictionary-words.ts), once they are built. */
function dictionaryWords(index: OpenIndex): DictionaryWords | undefined {
  const state = index.memo('dictionary-words', () => ({
    words: undefined as DictionaryWords | undefined,
    at: -Infinity,
  }));
  if (!state.words && Date.now() - state.at >= DICTIONARY_RECHECK_MS) {
    state.at = Date.now();
    state.words = openDictionaryWords(dictionaryFileFor(index.db.name)) ?? openDictionaryWords(bundledDictionaryFile());
  }
  return state.words;
}

/**
 * Whether a word the vocabulary lacks may be found in another form and is no typo: with stems
 * (format 7), a word of one of the dictionaries (any of the three languages: "oiseaux" on the
 * English page); without the dictionary file, any word. A non-word ("forestt") is
 * still corrected, though its stem may match a word.
 */
function formsOfWords(index: OpenIndex): (folded: string) => boolean {
  if (index.format < STEMS_FORMAT) return () => false;
  const dictionary = dictionaryWords(index);
  if (!dictionary) return () => true;
  return (folded) => DICTIONARY_LANGUAGES.some((language) => dictionary.has(folded, language));
}

/**
 * Whether a folded word is a word of the query's language: the visitor's, or the one its
 * function words name (content-terms.ts). Not knowing (no dictionary file): no word is.
 */
function wordOfLanguage(index: OpenIndex, text: string, visitor: Locale): (folded: string) => boolean {
  const dictionary = dictionaryWords(index);
  if (!dictionary) return () => false;
  const language = queryLanguage(distinctTerms(queryWords(text)), visitor);
  return (folded) => dictionary.has(folded, visitor) || dictionary.has(folded, language);
}

export function spellingDecision(
  index: OpenIndex,
  text: string,
  vocabulary: VocabularyLookup,
  searchTerms: (terms: string[]) => string[],
  language: Locale = 'en',
): SpellingDecision {
  let recent = decisions.get(index);
  if (!recent) {
    recent = new LRUCache({ max: RECENT_DECISIONS });
    decisions.set(index, recent);
  }
  const key = `${language}\u0000${text}`;
  let decision = recent.get(key);
  if (!decision) {
    const isWord = wordOfLanguage(index, text, language);
    const counter = matchCounter(index, searchTerms);
    const countsForms = formsOfWords(index);
    decision = decideSpelling(text, vocabulary, counter, titleLookup(index), isWord, countsForms);
    recent.set(key, decision);
  }
  return decision;
}
