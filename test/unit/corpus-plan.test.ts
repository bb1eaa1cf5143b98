/** What `npm run index:corpus` imports from a corpus folder (scripts/corpus-plan.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CORPUS_PARTS, corpusPlan } from '../../scripts/corpus-plan.ts';
import { INPUT_FORMATS } from '../../server/search/local/build/formats/index.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'karma-corpus-plan-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function touch(...paths: string[]): void {
  for (const path of paths) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), '');
  }
}

describe('corpusPlan', () => {
  it('imports every part of the corpus with the format that reads it', () => {
    touch(...CORPUS_PARTS.map((part) => part.path), 'tate-collection/tate-artists.jsonl.gz');
    const plan = corpusPlan(dir);
    expect(plan.missing).toEqual([]);
    expect(plan.inputs.map((input) => [input.file.slice(dir.length + 1), input.format, input.lang])).toEqual([
      ['enwiki-2014-slice/enwiki-2014-slice.jsonl.gz', 'wikiextractor', 'en'],
      ['enwiki-2014-slice/enwiki-2014-species.jsonl.gz', 'wikiextractor', 'en'],
      ['news-huffpost-ncd-sample/ncd-v3-first10k.jsonl.gz', 'huffpost', 'en'],
      ['wikinews-2019-2020/wikinews_2019.csv.gz', 'wikinews', 'en'],
      ['wikinews-2019-2020/wikinews_2020.csv.gz', 'wikinews', 'en'],
      ['tate-collection/tate-artworks.jsonl.gz', 'tate', 'en'],
      ['coco-captions-val2017/coco-val2017-images.jsonl.gz', 'coco', 'en'],
    ]);
  });

  it('names the parts it cannot find, and imports the others', () => {
    touch('news-huffpost-ncd-sample/ncd-v3-first10k.jsonl.gz');
    const plan = corpusPlan(dir);
    expect(plan.inputs.map((input) => input.what)).toEqual(['HuffPost news']);
    expect(plan.missing).toHaveLength(CORPUS_PARTS.length - 1);
    expect(plan.missing).toContain('enwiki-2014-slice/enwiki-2014-slice.jsonl.gz');
  });

  it('finds nothing in an absent folder', () => {
    expect(corpusPlan(join(dir, 'absent')).inputs).toEqual([]);
  });

  it('uses only formats the importer has', () => {
    for (const part of CORPUS_PARTS) expect(Object.keys(INPUT_FORMATS)).toContain(part.format);
  });
});
