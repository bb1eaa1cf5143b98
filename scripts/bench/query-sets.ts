/**
 * Realistic bench queries drawn from the Wikipedia slice of ../shared/corpus with a fixed seed, each
 * with the article a searcher means (its `url`), for the relevance bench and the load benches.
 *
 *   import { loadQuerySets, QUERY_SET_NAMES } from './query-sets.ts';
 *   const sets = await loadQuerySets({ perSet: 1000 });        // null when the corpus is absent
 *   for (const name of QUERY_SET_NAMES) for (const { query, targetUrl } of sets[name]) …
 *
 * `targetUrl` is the article's address in the index (https://en.wikipedia.org/wiki/Title, as the
 * importer's wikiextractor format writes it).
 * Sets (each `{ query, targetUrl }[]`, `perSet` long, the same for the same seed and corpus):
 * - `titles`: an article's title as typed ("Ron Benefiel");
 * - `titles-lower`: the same titles lowercased;
 * - `typos`: a title with one typo in a word of at least 4 letters: adjacent letters swapped, one
 *   letter deleted, or the first letter wrong;
 * - `sentence-words`: 2–3 distinctive words (rarest in the slice, not in the title, no function
 *   words) from the article's first sentence, in their order there;
 * - `frequent-pairs`: two of the slice's frequent words that occur in the article ("river forest"),
 *   many articles match: the target is only where the pair came from;
 * - `single-words`: one word of at least 4 letters of the article's title.
 * Reading the slice takes a while: the sets are kept in $TMPDIR/karma-bench-cache, keyed by the
 * corpus file's size and date, the seed and `perSet`.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { wikipediaUrl } from '../../server/search/local/build/formats/wikiextractor.ts';
import { FUNCTION_WORDS } from '../../server/search/local/language/function-words.ts';
import { fold } from '../../server/search/local/language/text-fold.ts';
import { CORPUS } from './lib.ts';

export const QUERY_SET_NAMES = [
  'titles',
  'titles-lower',
  'typos',
  'sentence-words',
  'frequent-pairs',
  'single-words',
] as const;
export type QuerySetName = (typeof QUERY_SET_NAMES)[number];
export interface QueryCase {
  query: string;
  targetUrl: string;
}
export type QuerySets = Record<QuerySetName, QueryCase[]>;

export const WIKI_SLICE_FILE = join(CORPUS, 'enwiki-2014-slice/enwiki-2014-slice.jsonl.gz');
const DEFAULT_SEED = 21;
const CACHE_VERSION = 2;
/** Frequent words: the most common content words, but none held by over a fifth of the articles. */
const FREQUENT_WORDS = 2000;
const SURFACE_WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** mulberry32: a small seeded PRNG, so the same seed draws the same queries everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** `count` distinct indexes below `length`, in draw order. */
function drawIndexes(random: () => number, length: number, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, length)) chosen.add(Math.floor(random() * length));
  return [...chosen];
}

interface Article {
  url: string;
  title: string;
  firstSentence: string;
}

/** The text up to the first full stop followed by a space or line end (at most 400 characters). */
function firstSentence(text: string): string {
  const head = text.slice(0, 400).split('\n')[0]!;
  const stop = head.search(/\.(\s|$)/);
  return stop > 0 ? head.slice(0, stop) : head;
}

const isContentWord = (folded: string) => folded.length >= 3 && !FUNCTION_WORDS.has(folded) && !/^\d+$/.test(folded);

async function readSlice(): Promise<{ articles: Article[]; df: Map<string, number> }> {
  const articles: Article[] = [];
  const df = new Map<string, number>();
  const lines = createInterface({ input: createReadStream(WIKI_SLICE_FILE).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const record = JSON.parse(line) as { url: string; title: string; text: string };
    articles.push({
      url: wikipediaUrl('en', record.title),
      title: record.title,
      firstSentence: firstSentence(record.text),
    });
    const seen = new Set<string>();
    for (const match of `${record.title} ${record.text}`.matchAll(SURFACE_WORD)) seen.add(fold(match[0]));
    for (const word of seen) df.set(word, (df.get(word) ?? 0) + 1);
  }
  return { articles, df };
}

/** One typo in one word of ≥ 4 letters: adjacent swap, deletion or a wrong first letter. */
export function withTypo(title: string, random: () => number): string | undefined {
  const candidates = [...title.matchAll(/\p{L}{4,}/gu)];
  if (candidates.length === 0) return undefined;
  const match = pick(random, candidates);
  const word = [...match[0]];
  const kind = Math.floor(random() * 3);
  let typo: string[];
  if (kind === 0) {
    const at = Math.floor(random() * (word.length - 1));
    if (word[at] === word[at + 1]) return undefined;
    typo = [...word];
    [typo[at], typo[at + 1]] = [word[at + 1]!, word[at]!];
  } else if (kind === 1) {
    const at = Math.floor(random() * word.length);
    typo = word.filter((_, i) => i !== at);
  } else {
    const letters = 'abcdefghijklmnopqrstuvwxyz'.replace(fold(word[0]!), '');
    const wrong = pick(random, [...letters]);
    typo = [word[0] === word[0]!.toUpperCase() ? wrong.toUpperCase() : wrong, ...word.slice(1)];
  }
  return title.slice(0, match.index) + typo.join('') + title.slice(match.index + match[0].length);
}

function sentenceWords(article: Article, df: Map<string, number>, random: () => number): string | undefined {
  const titleWords = new Set([...article.title.matchAll(SURFACE_WORD)].map((m) => fold(m[0])));
  const seen = new Set<string>();
  const words: { surface: string; df: number; at: number }[] = [];
  for (const match of article.firstSentence.matchAll(SURFACE_WORD)) {
    const folded = fold(match[0]);
    if (!isContentWord(folded) || titleWords.has(folded) || seen.has(folded)) continue;
    seen.add(folded);
    words.push({ surface: match[0], df: df.get(folded) ?? 0, at: match.index });
  }
  const count = random() < 0.5 ? 2 : 3;
  if (words.length < count) return undefined;
  const rarest = [...words].sort((a, b) => a.df - b.df || a.at - b.at).slice(0, Math.min(words.length, 5));
  const chosen = drawIndexes(random, rarest.length, count).map((i) => rarest[i]!);
  return chosen
    .sort((a, b) => a.at - b.at)
    .map((w) => w.surface)
    .join(' ');
}

/** The frequent words, to draw pairs from; the articles are re-read for the ones drawn. */
function frequentWords(df: Map<string, number>, documents: number): Set<string> {
  const ranked = [...df].filter(([word, n]) => isContentWord(word) && /^\p{L}{4,}$/u.test(word) && n <= documents / 5);
  ranked.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return new Set(ranked.slice(0, FREQUENT_WORDS).map(([word]) => word));
}

async function frequentPairs(articles: Article[], frequent: Set<string>, random: () => number, perSet: number) {
  const wanted = new Map(drawIndexes(random, articles.length, perSet * 2).map((index, order) => [index, order]));
  const found: { order: number; query: string; targetUrl: string }[] = [];
  const lines = createInterface({ input: createReadStream(WIKI_SLICE_FILE).pipe(createGunzip()), crlfDelay: Infinity });
  let index = -1;
  for await (const line of lines) {
    if (!line) continue;
    index++;
    const order = wanted.get(index);
    if (order === undefined) continue;
    const record = JSON.parse(line) as { title: string; text: string };
    const present = [...new Set([...record.text.matchAll(SURFACE_WORD)].map((m) => fold(m[0])))].filter((w) =>
      frequent.has(w),
    );
    if (present.length < 2) continue;
    present.sort();
    const [a, b] = drawIndexes(seededRandom(order), present.length, 2);
    found.push({ order, query: `${present[a!]} ${present[b!]}`, targetUrl: wikipediaUrl('en', record.title) });
  }
  return found
    .sort((x, y) => x.order - y.order)
    .slice(0, perSet)
    .map(({ query, targetUrl }) => ({ query, targetUrl }));
}

/** Draws from the articles until `perSet` cases are made (a draw may make none). */
function draw(articles: Article[], random: () => number, perSet: number, make: (a: Article) => string | undefined) {
  const cases: QueryCase[] = [];
  for (const index of drawIndexes(random, articles.length, Math.min(articles.length, perSet * 3))) {
    const query = make(articles[index]!);
    if (query?.trim()) cases.push({ query, targetUrl: articles[index]!.url });
    if (cases.length === perSet) break;
  }
  return cases;
}

async function buildSets(perSet: number, seed: number): Promise<QuerySets> {
  const { articles, df } = await readSlice();
  // One generator per set, so that a set does not change when another one does.
  const random = (set: number) => seededRandom(seed * 1000 + set);
  const titles = draw(articles, random(0), perSet, (a) => a.title);
  const typoRandom = random(2);
  const sentenceRandom = random(3);
  const titleWordRandom = random(5);
  return {
    titles,
    'titles-lower': titles.map(({ query, targetUrl }) => ({ query: query.toLowerCase(), targetUrl })),
    typos: draw(articles, typoRandom, perSet, (a) => withTypo(a.title, typoRandom)),
    'sentence-words': draw(articles, sentenceRandom, perSet, (a) => sentenceWords(a, df, sentenceRandom)),
    'frequent-pairs': await frequentPairs(articles, frequentWords(df, articles.length), random(4), perSet),
    'single-words': draw(articles, titleWordRandom, perSet, (a) => {
      const words = [...a.title.matchAll(/\p{L}{4,}/gu)].map((m) => m[0]).filter((w) => !FUNCTION_WORDS.has(fold(w)));
      return words.length > 0 ? pick(titleWordRandom, words) : undefined;
    }),
  };
}

/** Whether the Wikipedia slice is there (benches say so and skip when it is not). */
export function corpusPresent(): boolean {
  return existsSync(WIKI_SLICE_FILE);
}

/** The query sets, or null when ../shared/corpus is absent. */
export async function loadQuerySets(opts: { perSet: number; seed?: number }): Promise<QuerySets | null> {
  if (!corpusPresent()) return null;
  const seed = opts.seed ?? DEFAULT_SEED;
  const { size, mtimeMs } = statSync(WIKI_SLICE_FILE);
  const dir = join(tmpdir(), 'karma-bench-cache');
  const cache = join(dir, `query-sets-${size}-${Math.round(mtimeMs)}-s${seed}-n${opts.perSet}-v${CACHE_VERSION}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as QuerySets;
  const sets = await buildSets(opts.perSet, seed);
  mkdirSync(dir, { recursive: true });
  writeFileSync(cache, JSON.stringify(sets));
  return sets;
}
