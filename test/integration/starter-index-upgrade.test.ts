/**
 * An install that already has a starter index from an earlier release gets the current one at
 * the next start (its first searches found nothing for the home page's chips); an index holding
 * anything a person imported is never touched.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { STARTER_RECORDS } from '../../server/search/local/build/starter-records.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';

const signal = new AbortController().signal;
/** What the starter index held before it had articles: Karma's own pages, in site paths. */
const EARLIER_STARTER = STARTER_RECORDS.filter((record) => record.site === 'karma');
let dir: string;
let indexFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'karma-starter-upgrade-'));
  indexFile = join(dir, 'index.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function resultCount(text: string): Promise<number> {
  const provider = createLocalProvider({ indexFile });
  try {
    return (await provider.search(defaultQuery(text), signal)).results.length;
  } finally {
    await provider.close?.();
  }
}

describe('an existing index at start', () => {
  it('an earlier starter index is rebuilt with the current starter records', async () => {
    await buildIndex({ inputs: [{ name: 'earlier starter', records: EARLIER_STARTER }], outFile: indexFile });
    // Karma's own pages mention birds and songs in passing: fewer than the articles' page.
    expect(await resultCount('bird song')).toBeLessThan(3);
    expect(await ensureStarterIndex(indexFile)).toBe(true);
    expect(await resultCount('bird song')).toBeGreaterThanOrEqual(3);
    // Now current: the next start leaves it alone.
    expect(await ensureStarterIndex(indexFile)).toBe(false);
  });

  it('an index with imported records is left as it is, starter records or not', async () => {
    const imported = { type: 'web', url: 'https://example.org/otters', title: 'Otters of the Loire', lang: 'en' };
    await buildIndex({ inputs: [{ name: 'mixed', records: [...EARLIER_STARTER, imported] }], outFile: indexFile });
    expect(await ensureStarterIndex(indexFile)).toBe(false);
    expect(await resultCount('otters loire')).toBe(1);
    expect(await resultCount('bird song')).toBeLessThan(3);
  });

  it('a file that is not an index is left for the provider to report', async () => {
    writeFileSync(indexFile, 'not an index');
    expect(await ensureStarterIndex(indexFile)).toBe(false);
    expect(readFileSync(indexFile, 'utf8')).toBe('not an index');
  });
});
