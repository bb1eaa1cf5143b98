/**
 * What `npm run index:corpus` imports from ../shared/corpus (its README.md and each SOURCE.md):
 * every part, each file with the format that reads it. Left out on purpose: the Tate artists
 * (people, not artworks: no image to show) and COCO's original captions file (the same captions
 * as the per-image JSON Lines, which the coco format reads).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FormatName } from '../server/search/local/build/formats/index.ts';
import type { FileInput } from '../server/search/local/build/importer.ts';

export interface CorpusPart {
  /** Inside the corpus folder. */
  path: string;
  format: FormatName;
  what: string;
}

export const CORPUS_PARTS: readonly CorpusPart[] = [
  { path: 'enwiki-2014-slice/enwiki-2014-slice.jsonl.gz', format: 'wikiextractor', what: 'Wikipedia slice' },
  // Overlaps the slice (1,399 articles, same URLs): those are replaced, not doubled.
  { path: 'enwiki-2014-slice/enwiki-2014-species.jsonl.gz', format: 'wikiextractor', what: 'Wikipedia species' },
  { path: 'news-huffpost-ncd-sample/ncd-v3-first10k.jsonl.gz', format: 'huffpost', what: 'HuffPost news' },
  { path: 'wikinews-2019-2020/wikinews_2019.csv.gz', format: 'wikinews', what: 'Wikinews 2019' },
  { path: 'wikinews-2019-2020/wikinews_2020.csv.gz', format: 'wikinews', what: 'Wikinews 2020' },
  { path: 'tate-collection/tate-artworks.jsonl.gz', format: 'tate', what: 'Tate artworks' },
  { path: 'coco-captions-val2017/coco-val2017-images.jsonl.gz', format: 'coco', what: 'COCO images' },
];

export interface CorpusPlan {
  /** The parts found, in import order. */
  inputs: (FileInput & { what: string })[];
  /** Parts whose file is missing (paths inside the corpus folder). */
  missing: string[];
}

/** The import of the corpus at `dir` (every part is English). */
export function corpusPlan(dir: string): CorpusPlan {
  const plan: CorpusPlan = { inputs: [], missing: [] };
  for (const part of CORPUS_PARTS) {
    const file = join(dir, part.path);
    if (existsSync(file)) plan.inputs.push({ file, format: part.format, lang: 'en', what: part.what });
    else plan.missing.push(part.path);
  }
  return plan;
}
