/**
 * The CISI test collection (../shared/relevance/cisi: 1,460 abstracts, 76 judged questions) in
 * the relevance bench: nDCG@10 and P@10 (binary gain) of the local search against plain FTS5
 * bm25 baselines built from the same records (words OR-ed, function words left out, title ×10),
 * with the unicode61 tokenizer and with Porter's stemmer, each twice: every word once, and every
 * word as often as the question says it (the collection's README figures, 0.342 and 0.390, come
 * closest to the latter: a repeated word counts again in FTS5's bm25). The documents are imported as
 * `karma` records (title = .T, text = .W, lang en), each question cut to its first 400
 * characters, as the collection's README measured the site. Never copied into the repository.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { FUNCTION_WORDS } from '../../server/search/local/language/function-words.ts';
import { words } from '../../server/search/local/language/text-fold.ts';
import { runSearch } from '../../server/search/local/query/run-search.ts';
import { createIndexHandle } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { ROOT } from './lib.ts';

export const CISI = join(ROOT, '../shared/relevance/cisi');
const QUESTION_CHARS = 400;

export interface CisiEntry {
  id: number;
  title: string;
  text: string;
}

/** The `.I` entries of a CISI file, with their `.T` and `.W` fields (others, such as .A and .X, skipped). */
export function parseCisi(source: string): CisiEntry[] {
  const entries: CisiEntry[] = [];
  for (const chunk of source.split(/^\.I /m).slice(1)) {
    const id = Number.parseInt(chunk, 10);
    const fields = new Map<string, string>();
    for (const part of chunk.split(/^\.(?=[A-Z]\s*$)/m).slice(1)) {
      const tag = part[0]!;
      fields.set(tag, part.slice(1).replace(/\s+/g, ' ').trim());
    }
    entries.push({ id, title: fields.get('T') ?? '', text: fields.get('W') ?? '' });
  }
  return entries;
}

/** Relevant document ids per question id, from CISI.REL lines `query doc 0 0.0`. */
export function parseJudgments(source: string): Map<number, Set<number>> {
  const judged = new Map<number, Set<number>>();
  for (const line of source.split('\n')) {
    const [query, doc] = line.trim().split(/\s+/).map(Number);
    if (!query || !doc) continue;
    judged.set(query, (judged.get(query) ?? new Set()).add(doc));
  }
  return judged;
}

/** nDCG@10 and P@10 with binary gain of a ranked list of document ids. */
export function ndcgAt10(
  ranked: readonly number[],
  relevant: ReadonlySet<number>,
): { ndcg: number; precision: number } {
  const top = ranked.slice(0, 10);
  const dcg = top.reduce((sum, id, rank) => sum + (relevant.has(id) ? 1 / Math.log2(rank + 2) : 0), 0);
  let ideal = 0;
  for (let rank = 0; rank < Math.min(10, relevant.size); rank++) ideal += 1 / Math.log2(rank + 2);
  const hits = top.filter((id) => relevant.has(id)).length;
  return { ndcg: ideal > 0 ? dcg / ideal : 0, precision: hits / 10 };
}

const urlOf = (id: number) => `https://cisi.example/${id}`;
const idOf = (url: string) => Number(url.slice(url.lastIndexOf('/') + 1));

function baseline(
  docs: readonly CisiEntry[],
  tokenizer: string,
  repeats: 'once' | 'as said',
): (question: string) => number[] {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE plain USING fts5(title, text, tokenize = '${tokenizer}')`);
  const insert = db.prepare('INSERT INTO plain (rowid, title, text) VALUES (?, ?, ?)');
  for (const doc of docs) insert.run(doc.id, doc.title, doc.text);
  const search = db
    .prepare('SELECT rowid FROM plain WHERE plain MATCH ? ORDER BY bm25(plain, 10.0, 1.0) LIMIT 10')
    .pluck();
  return (question) => {
    const said = words(question)
      .map((w) => w.folded)
      .filter((t) => !FUNCTION_WORDS.has(t));
    const terms = repeats === 'once' ? [...new Set(said)] : said;
    return terms.length === 0 ? [] : (search.all(terms.map((t) => `"${t}"`).join(' OR ')) as number[]);
  };
}

export interface CisiScores {
  questions: number;
  rows: { system: string; ndcg: number; precision: number; empty: number }[];
}

/** Scores the three systems on the judged questions; undefined when the collection is absent. */
export async function cisiBench(): Promise<CisiScores | undefined> {
  if (!existsSync(join(CISI, 'CISI.ALL'))) return undefined;
  const read = (name: string) => readFileSync(join(CISI, name), 'latin1');
  const docs = parseCisi(read('CISI.ALL'));
  const judged = parseJudgments(read('CISI.REL'));
  const questions = parseCisi(read('CISI.QRY')).filter((q) => judged.has(q.id));
  const dir = join(tmpdir(), 'karma-bench-cache');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `cisi-${process.pid}.sqlite`);
  const records = docs.map((doc) => ({
    type: 'web' as const,
    url: urlOf(doc.id),
    title: doc.title || `Document ${doc.id}`,
    text: doc.text,
    lang: 'en',
  }));
  await buildIndex({ inputs: [{ name: 'cisi', records }], outFile: file, replace: true });
  const handle = createIndexHandle(file, {});
  const now = Date.now();
  const systems: [string, (question: string) => number[]][] = [
    ['karma', (q) => runSearch(handle.current(), defaultQuery(q), now).results.map((r) => idOf(r.url))],
    ['bm25', baseline(docs, 'unicode61 remove_diacritics 2', 'once')],
    ['bm25+porter', baseline(docs, 'porter unicode61 remove_diacritics 2', 'once')],
    ['bm25 qtf', baseline(docs, 'unicode61 remove_diacritics 2', 'as said')],
    ['bm25+porter qtf', baseline(docs, 'porter unicode61 remove_diacritics 2', 'as said')],
  ];
  const rows = systems.map(([system, search]) => {
    let ndcg = 0;
    let precision = 0;
    let empty = 0;
    for (const question of questions) {
      const ranked = search(question.text.slice(0, QUESTION_CHARS));
      if (ranked.length === 0) empty++;
      const scored = ndcgAt10(ranked, judged.get(question.id)!);
      ndcg += scored.ndcg;
      precision += scored.precision;
    }
    return { system, ndcg: ndcg / questions.length, precision: precision / questions.length, empty };
  });
  handle.close();
  rmSync(file, { force: true });
  return { questions: questions.length, rows };
}
