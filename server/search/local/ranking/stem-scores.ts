/**
 * Frequent stems' bm25 scores, kept at index time (`stem_scores`, format 8; the news', images' and
 * videos' apart in `media_stem_scores`, format 10), to rank a query by stems without FTS5 scoring
 * every record that holds one of them (ADR 031, ADR 040).
 *
 * A query word matches a group of forms in `stem_docs` (stemming.ts `stemGroup`), and FTS5's bm25
 * of the stem expression is a sum over its phrases, each form of each group in the expression's
 * order, of that form's share in the record: exactly what a one-form query returns for that
 * record (term-scores.ts says why). So the expression's ranking is a merge of the forms' lists,
 * summed in the expression's order: bit for bit FTS5's. A question of ten words held by tens of
 * thousands of records in some form is merged from lists instead of scored by FTS5 record by
 * record (ADR 031; figures in docs/performance.md).
 */

import type { Database } from 'better-sqlite3';
import type { RecordType } from '../build/index-record.ts';
import { bm25Call } from '../build/schema.ts';
import { ftsPhrase } from '../language/fts-phrase.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { bestOfAny } from './best-of-any.ts';
import { Best, seek } from './best-pairs.ts';
import { type ScoreList, scoreList } from './score-lists.ts';
import { TERM_SCORES_MIN_DF } from './term-scores.ts';

/** Index format from which frequent stems keep their lists. */
export const STEM_SCORES_FORMAT = 8;
/** Index format from which the news', images' and videos' frequent stems keep theirs (ADR 040). */
export const MEDIA_STEM_SCORES_FORMAT = 10;

/** The stems of every record, or of the media apart (schema.ts). */
export type StemFts = 'stem_docs' | 'media_stem_docs';
/**
 * Whose stems a ranking reads: every record's (the web results), or one media type's (a media
 * tab's): the media's lists are kept per type, so that a News search merges no picture.
 */
export type StemSource = 'all' | Exclude<RecordType, 'web'>;

const ftsOf = (source: StemSource): StemFts => (source === 'all' ? 'stem_docs' : 'media_stem_docs');

/** Whether the index keeps lists of that source's frequent stems. */
export function keepsStemLists(index: OpenIndex, source: StemSource): boolean {
  return index.format >= (source === 'all' ? STEM_SCORES_FORMAT : MEDIA_STEM_SCORES_FORMAT);
}

/**
 * A stem no list is kept for is listed from its FTS5 table on the spot up to this many records (a
 * kept list starts at TERM_SCORES_MIN_DF records: a rarer stem is read in well under a millisecond).
 */
const LISTED_ON_THE_SPOT = 5000;

/**
 * Lists every frequent stem's records (ascending ids) and shares: of `stem_docs` in `stem_scores`,
 * and of `media_stem_docs` per media type in `media_stem_scores` (keyed "type:stem", for the stems
 * frequent among all the media; the shares are the media table's bm25, whichever type holds the
 * record). Returns the lists written.
 */
export function rebuildStemScores(db: Database): number {
  db.exec('DELETE FROM stem_scores');
  const insertAll = db.prepare('INSERT INTO stem_scores (term, ids, scores) VALUES (?, ?, ?)');
  let lists = forEachFrequentStem(db, 'stem_docs', (stem, rows) => {
    insertAll.run(stem, ...blobs(rows));
    return 1;
  });
  db.exec('DELETE FROM media_stem_scores');
  const insertMedia = db.prepare('INSERT INTO media_stem_scores (term, ids, scores) VALUES (?, ?, ?)');
  const typeOf = new Map(
    db.prepare("SELECT id, type FROM record_filters WHERE type <> 'web'").raw().all() as [number, string][],
  );
  const types = [...new Set(typeOf.values())];
  lists += forEachFrequentStem(db, 'media_stem_docs', (stem, rows) => {
    // Every type held gets the stem's list, even a short or empty one: read on the spot, a stem
    // that thousands of pictures hold would be walked whole to find a News tab's few stories.
    for (const type of types) {
      insertMedia.run(`${type}:${stem}`, ...blobs(rows.filter(([id]) => typeOf.get(id) === type)));
    }
    return types.length;
  });
  return lists;
}

/** Calls `write` with each stem the table holds in TERM_SCORES_MIN_DF records or more, and its rows. */
function forEachFrequentStem(
  db: Database,
  fts: StemFts,
  write: (stem: string, rows: [number, number][]) => number,
): number {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.stem_vocabulary USING fts5vocab(main, '${fts}', 'row')`);
  try {
    const stems = db
      .prepare('SELECT term FROM temp.stem_vocabulary WHERE doc >= ?')
      .pluck()
      .all(TERM_SCORES_MIN_DF) as string[];
    const scored = db.prepare(`SELECT rowid, ${bm25Call(fts)} FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid`).raw();
    let written = 0;
    for (const stem of stems) written += write(stem, scored.all(ftsPhrase(stem)) as [number, number][]);
    return written;
  } finally {
    db.exec('DROP TABLE temp.stem_vocabulary');
  }
}

function blobs(rows: readonly [number, number][]): [Buffer, Buffer] {
  const ids = Int32Array.from(rows, ([id]) => id);
  const scores = Float64Array.from(rows, ([, score]) => score);
  return [Buffer.from(ids.buffer), Buffer.from(scores.buffer)];
}

/** The form's records and shares: kept, or read on the spot; undefined when too many to read. */
function formList(index: OpenIndex, source: StemSource, form: string): ScoreList | undefined {
  const kept =
    source === 'all'
      ? scoreList(index, form, 'stem_scores')
      : scoreList(index, `${source}:${form}`, 'media_stem_scores');
  if (kept) return kept;
  const fts = ftsOf(source);
  const rows = (
    source === 'all'
      ? index
          .statement(`SELECT rowid, ${bm25Call(fts)} FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid LIMIT ?`)
          .raw()
          .all(ftsPhrase(form), LISTED_ON_THE_SPOT + 1)
      : index
          .statement(
            `SELECT ${fts}.rowid, ${bm25Call(fts)} FROM ${fts} JOIN record_filters f ON f.id = ${fts}.rowid
             WHERE ${fts} MATCH ? AND f.type = ? ORDER BY ${fts}.rowid LIMIT ?`,
          )
          .raw()
          .all(ftsPhrase(form), source, LISTED_ON_THE_SPOT + 1)
  ) as [number, number][];
  if (rows.length > LISTED_ON_THE_SPOT) return undefined;
  return { ids: Int32Array.from(rows, ([id]) => id), scores: Float64Array.from(rows, ([, score]) => score) };
}

/**
 * The lists of a query's groups, kept while the groups are: a question is ranked by all of its
 * words, then filled from any of them, from the same groups (page-ranking.ts), and the lists of
 * rare forms are read from FTS5 on the spot. Nothing outlives the query that made the groups.
 */
const listsOfGroups = new WeakMap<
  readonly (readonly string[])[],
  { index: OpenIndex; source: StemSource; lists: ScoreList[][] | undefined }
>();

/** Each group's forms' lists, in the expression's order; undefined when one cannot be read. */
function groupLists(
  index: OpenIndex,
  source: StemSource,
  groups: readonly (readonly string[])[],
): ScoreList[][] | undefined {
  const known = listsOfGroups.get(groups);
  if (known?.index === index && known.source === source) return known.lists;
  const lists = readGroupLists(index, source, groups);
  listsOfGroups.set(groups, { index, source, lists });
  return lists;
}

function readGroupLists(
  index: OpenIndex,
  source: StemSource,
  groups: readonly (readonly string[])[],
): ScoreList[][] | undefined {
  if (!keepsStemLists(index, source)) return undefined;
  const out: ScoreList[][] = [];
  for (const group of groups) {
    const lists: ScoreList[] = [];
    for (const form of group) {
      const list = formList(index, source, form);
      if (!list) return undefined;
      lists.push(list);
    }
    out.push(lists);
  }
  return out;
}

/**
 * The `limit` best records matching the stem expression of `groups` (each a query word's forms,
 * in the expression's order, a word said twice being two groups), by the bm25 FTS5 gives it, among
 * `source`'s records: holding a form of every group ('all') or of any ('any'). Undefined when a
 * form's list is too long to read on the spot or the index keeps no lists for that source.
 */
export function rankByStemScores(
  index: OpenIndex,
  groups: readonly (readonly string[])[],
  mode: 'all' | 'any',
  limit: number,
  source: StemSource = 'all',
): { id: number; raw: number }[] | undefined {
  const lists = groupLists(index, source, groups);
  if (!lists) return undefined;
  // A form no record holds adds nothing to any sum.
  const forms = lists.flat().filter((list) => list.ids.length > 0);
  if (mode === 'any') return bestOfAny(forms, limit);
  return bestOfAll(lists, forms, limit);
}

/** The ascending ids of two ascending id lists together, each once. */
function mergeIds(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    out[n++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/**
 * The records holding a form of every group: the shortest group's records, each looked up in
 * the other groups' lists (the shortest first: most records leave at the first group lacking
 * them), then scored over every phrase in the expression's order.
 */
function bestOfAll(groups: readonly ScoreList[][], forms: readonly ScoreList[], limit: number) {
  // Each distinct list once (a word said twice, or two words sharing a stem, share lists).
  const lists = [...new Set(forms)];
  const slot = new Map(lists.map((list, k) => [list, k]));
  const slotsOf = (group: readonly ScoreList[]) => [
    ...new Set(group.filter((list) => list.ids.length > 0).map((list) => slot.get(list)!)),
  ];
  const size = (slots: readonly number[]) => slots.reduce((sum, k) => sum + lists[k]!.ids.length, 0);
  const groupSlots = groups.map(slotsOf).sort((a, b) => size(a) - size(b));
  if (groupSlots.length === 0 || groupSlots[0]!.length === 0) return [];
  const phraseSlots = Int32Array.from(groups.flatMap(slotsOf));
  const [lead, ...others] = groupSlots as [number[], ...number[][]];
  const leadIds = lead.map((k) => lists[k]!.ids).reduce(mergeIds);
  const idsOf = lists.map((list) => list.ids);
  const scoresOf = lists.map((list) => list.scores);
  const at = new Int32Array(lists.length);
  const best = new Best(limit);
  /** Whether list k holds the record (its position moved up to it). */
  const holds = (k: number, id: number) => {
    const ids = idsOf[k]!;
    const found = seek(ids, at[k]!, id);
    at[k] = found;
    return ids[found] === id;
  };
  records: for (let i = 0; i < leadIds.length; i++) {
    const id = leadIds[i]!;
    for (let g = 0; g < others.length; g++) {
      const slots = others[g]!;
      let inGroup = false;
      for (let m = 0; m < slots.length; m++) if (holds(slots[m]!, id)) inGroup = true;
      if (!inGroup) continue records;
    }
    // Summed in the expression's order, as FTS5 sums its phrases.
    let raw = 0;
    for (let p = 0; p < phraseSlots.length; p++) {
      const k = phraseSlots[p]!;
      if (holds(k, id)) raw += scoresOf[k]![at[k]!]!;
    }
    best.offer(id, raw);
  }
  return best.ranked();
}
