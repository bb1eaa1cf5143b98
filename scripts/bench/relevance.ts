/**
 * Relevance bench: how often the local search puts the article a query was drawn from first and on
 * page 1, against a plain FTS5 bm25 baseline built from the same records. The query sets come from
 * the Wikipedia slice of ../shared/corpus with a fixed seed (query-sets.ts); the index is the one
 * the other benches search (lib.ts benchIndex, imported with --format wikiextractor), searched
 * through run-search.ts as the provider does. Prints success@1, success@10 and MRR@10 per set and
 * whether the targets are met. Without the corpus it says so and exits 0.
 *
 *   npm run bench:relevance [-- --per-set 1000] [--sets titles,typos] [--no-spell] [--seed 21]
 *
 * A second seed (--seed 7) checks that a ranking change helps queries it was not tuned on.
 * Then the CISI collection (relevance-cisi.ts), when ../shared/relevance/cisi is there: nDCG@10
 * against FTS5 bm25 and bm25 with Porter's stemmer (`--no-cisi` skips it). The Wikipedia sets
 * are scored against bm25 with Porter's stemmer too (`--no-porter` skips it: its table takes a
 * few minutes to build once).
 */
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import Database from 'better-sqlite3';
import { wikipediaUrl } from '../../server/search/local/build/formats/wikiextractor.ts';
import { words } from '../../server/search/local/language/text-fold.ts';
import { runSearch } from '../../server/search/local/query/run-search.ts';
import { createIndexHandle } from '../../server/search/local/runtime/index-handle.ts';
import { ensureDictionaryFile } from '../../server/search/local/spelling/dictionary-build.ts';
import { dictionaryFileFor } from '../../server/search/local/spelling/dictionary-words.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { benchIndex, CORPUS, run } from './lib.ts';
import { loadQuerySets, QUERY_SET_NAMES, type QueryCase, type QuerySetName, WIKI_SLICE_FILE } from './query-sets.ts';
import { CISI, cisiBench } from './relevance-cisi.ts';

interface Scores {
  at1: number;
  at10: number;
  mrr10: number;
}

/** The targets; sentence-words is measured against the baseline. */
const TARGETS: { set: QuerySetName; metric: keyof Scores; min: number | 'baseline' }[] = [
  { set: 'titles', metric: 'at1', min: 0.99 },
  { set: 'typos', metric: 'at10', min: 0.85 },
  { set: 'sentence-words', metric: 'at10', min: 'baseline' },
];

/** Success@1, success@10 and MRR@10 of `search` (the first 10 URLs it returns) over the cases. */
function score(cases: readonly QueryCase[], search: (text: string) => string[]): Scores {
  let at1 = 0;
  let at10 = 0;
  let mrr = 0;
  for (const { query, targetUrl } of cases) {
    const rank = search(query).slice(0, 10).indexOf(targetUrl);
    if (rank === 0) at1++;
    if (rank >= 0) {
      at10++;
      mrr += 1 / (rank + 1);
    }
  }
  const n = Math.max(1, cases.length);
  return { at1: at1 / n, at10: at10 / n, mrr10: mrr / n };
}

/** FTS5's tokenizers of the two baselines: words as they are, and Porter's stems of them. */
const TOKENIZERS = { plain: 'unicode61 remove_diacritics 2', porter: 'porter unicode61 remove_diacritics 2' } as const;

/** A plain FTS5 table of the slice (title, text), kept beside the bench index. */
async function baselineIndex(kind: keyof typeof TOKENIZERS = 'plain'): Promise<string> {
  const { size, mtimeMs } = statSync(WIKI_SLICE_FILE);
  const dir = join(tmpdir(), 'karma-bench-cache');
  const suffix = kind === 'plain' ? 'plain-fts5-v2' : 'porter-fts5-v1';
  const file = join(dir, `enwiki-slice-${size}-${Math.round(mtimeMs)}-${suffix}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  console.log(`building the plain FTS5 baseline once into ${file}`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(partial);
  db.exec(`CREATE VIRTUAL TABLE plain USING fts5(title, text, url UNINDEXED, tokenize = '${TOKENIZERS[kind]}')`);
  const insert = db.prepare('INSERT INTO plain (title, text, url) VALUES (?, ?, ?)');
  const lines = createInterface({ input: createReadStream(WIKI_SLICE_FILE).pipe(createGunzip()), crlfDelay: Infinity });
  db.exec('BEGIN');
  for await (const line of lines) {
    if (!line) continue;
    const record = JSON.parse(line) as { url: string; title: string; text: string };
    insert.run(record.title, record.text, wikipediaUrl('en', record.title));
  }
  db.exec('COMMIT');
  db.exec("INSERT INTO plain(plain) VALUES ('optimize')");
  db.close();
  renameSync(partial, file);
  return file;
}

function baselineSearch(file: string): (text: string) => string[] {
  const db = new Database(file, { readonly: true });
  const statement = db.prepare('SELECT url FROM plain WHERE plain MATCH ? ORDER BY bm25(plain) LIMIT 10').pluck();
  return (text) => {
    const terms = [...new Set(words(text).map((word) => word.folded))];
    if (terms.length === 0) return [];
    return statement.all(terms.map((term) => `"${term}"`).join(' ')) as string[];
  };
}

const percent = (value: number) => value.toFixed(3).padStart(6);

/** The CISI figures: nDCG@10, P@10 and questions without a result, per system. */
async function printCisi(): Promise<void> {
  const scores = await cisiBench();
  if (!scores) {
    console.log(`CISI not found at ${CISI}: skipping it`);
    return;
  }
  console.log(`CISI, ${scores.questions} judged questions (first 400 characters)`);
  console.log(`${'system'.padEnd(16)}  nDCG@10   P@10  no result`);
  for (const row of scores.rows) {
    console.log(
      `${row.system.padEnd(16)}  ${percent(row.ndcg)} ${percent(row.precision)}  ${String(row.empty).padStart(9)}`,
    );
  }
  const [karma, ...baselines] = scores.rows;
  const best = Math.max(...baselines.map((row) => row.ndcg));
  console.log(
    `CISI nDCG@10 ≥ every baseline's (${best.toFixed(3)}): ${karma!.ndcg.toFixed(3)} ${karma!.ndcg >= best ? 'met' : 'MISSED'}`,
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'per-set': { type: 'string' },
      sets: { type: 'string' },
      'no-spell': { type: 'boolean' },
      seed: { type: 'string' },
      'no-cisi': { type: 'boolean' },
      'no-porter': { type: 'boolean' },
    },
  });
  if (!values['no-cisi']) await printCisi();
  const perSet = Number(values['per-set'] ?? 1000);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const sets = await loadQuerySets({ perSet, seed });
  if (!sets) {
    console.log(`corpus not found at ${CORPUS}: skipping the relevance bench`);
    return 0;
  }
  const chosen = (values.sets?.split(',') ?? QUERY_SET_NAMES) as QuerySetName[];
  const index = await benchIndex();
  // As `npm run index` leaves it: the spelling corrector's dictionary words beside the index.
  await ensureDictionaryFile(dictionaryFileFor(index.file));
  const handle = createIndexHandle(index.file, {});
  const now = Date.now();
  const spellcheck = !values['no-spell'];
  const local = (text: string) =>
    runSearch(handle.current(), defaultQuery(text, { spellcheck }), now).results.map((result) => result.url);
  const baseline = baselineSearch(await baselineIndex());
  const porter = values['no-porter'] ? undefined : baselineSearch(await baselineIndex('porter'));
  console.log(
    `${perSet} queries per set${seed === undefined ? '' : `, seed ${seed}`}, ${index.description}${spellcheck ? '' : ', spelling off'}`,
  );
  console.log(
    `${'set'.padEnd(16)}  karma: s@1   s@10  mrr10 | bm25: s@1   s@10  mrr10${porter ? ' | +porter: s@1  s@10  mrr10' : ''}`,
  );
  const results = new Map<QuerySetName, { karma: Scores; bm25: Scores }>();
  const stemmed = (name: QuerySetName) => {
    if (!porter) return '';
    const scores = score(sets[name], porter);
    return ` | ${percent(scores.at1)} ${percent(scores.at10)} ${percent(scores.mrr10)}`;
  };
  for (const name of chosen) {
    const karma = score(sets[name], local);
    const bm25 = score(sets[name], baseline);
    results.set(name, { karma, bm25 });
    console.log(
      `${name.padEnd(16)}  ${percent(karma.at1)} ${percent(karma.at10)} ${percent(karma.mrr10)} | ${percent(bm25.at1)} ${percent(bm25.at10)} ${percent(bm25.mrr10)}${stemmed(name)}`,
    );
  }
  for (const target of TARGETS) {
    const measured = results.get(target.set);
    if (!measured) continue;
    const min = target.min === 'baseline' ? measured.bm25[target.metric] : target.min;
    const met = measured.karma[target.metric] >= min;
    const label = target.min === 'baseline' ? `the baseline's ${min.toFixed(3)}` : String(min);
    console.log(
      `target ${target.set} ${target.metric} ≥ ${label}: ${measured.karma[target.metric].toFixed(3)} ${met ? 'met' : 'MISSED'}`,
    );
  }
  handle.close();
  index.cleanup();
  return 0;
}

run(main);
