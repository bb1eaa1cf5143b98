/**
 * The images tab on the local index shows 30 pictures a page, not a web page's 10 (pictures
 * are small, a page of 10 left most of the grid empty), and pages on from there: the
 * 'More images' link leads to the next 30, and the last page has no link.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const PICTURES = 45;
const RECORDS: RecordInput[] = Array.from({ length: PICTURES }, (_, i) => ({
  type: 'image',
  url: `https://pictures.example.org/heron-${i}`,
  title: `Grey heron ${i}`,
  text: `A grey heron standing in the reeds, photograph ${i}${' heron'.repeat(i % 5)}`,
  lang: 'en',
  image: { src: `https://pictures.example.org/heron-${i}.jpg`, width: 400 + i * 10, height: 300 },
}));

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-images-page-'));
  await buildIndex({ inputs: [{ name: 'fixture', records: RECORDS }], outFile: join(dir, 'index.sqlite') });
  t = buildTestApp({}, { searchProvider: createLocalProvider({ indexFile: join(dir, 'index.sqlite') }) });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const tiles = (html: string) => [...html.matchAll(/<li class="image-item"/g)].length;
const captions = (html: string) => [...html.matchAll(/Grey heron (\d+)/g)].map((m) => m[1]);

it('shows 30 pictures on the first page, the other 15 after More images, and no link on the last', async () => {
  const first = await request(t.app).get('/images?q=heron').expect(200);
  expect(tiles(first.text)).toBe(30);
  expect(first.text).toContain('More images');
  expect(first.text).toContain('/images?q=heron&amp;p=2');
  const second = await request(t.app).get('/images?q=heron&p=2').expect(200);
  expect(tiles(second.text)).toBe(PICTURES - 30);
  expect(second.text).not.toContain('More images');
  // Every picture once, none twice across the two pages.
  expect(new Set([...captions(first.text), ...captions(second.text)]).size).toBe(PICTURES);
});
