/**
 * The starter index's articles: short pages about the causes Karma's partners defend (foxes,
 * hedgehogs, wild flowers, bird song, bees, wolves, lynx), linking to Wikipedia and to the
 * organisations that work on them, in English, French and Spanish. They are what makes a fresh
 * install's first searches, the home page's "Try me" chips among them, find something.
 *
 * They are JSON Lines in the record format of docs/index-format.md, one file per language, in
 * server/content/starter-index/ (`npm run index -- server/content/starter-index/en.jsonl` imports
 * one by hand). The server bundle reads its copy in dist/starter-index/ (scripts/build.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { RecordInput } from './index-record.ts';

const FROM_SOURCES = import.meta.url.endsWith('.ts');
export const STARTER_ARTICLES_DIR = FROM_SOURCES
  ? new URL('../../../content/starter-index/', import.meta.url)
  : new URL('./starter-index/', import.meta.url);

/** Every record of the folder's .jsonl files, in file name order. */
export function readStarterArticles(dir: URL = STARTER_ARTICLES_DIR): RecordInput[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()
    .flatMap((file) =>
      readFileSync(new URL(file, dir), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as RecordInput),
    );
}
