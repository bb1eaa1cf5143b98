/**
 * The site's own pages among the results: the starter index finds them for
 * "partners" or "L214", and each shows this site's public host as its site name, like any other
 * result shows its own, never the word "karma".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let dir: string;
let provider: LocalProvider;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-internal-site-'));
  const indexFile = join(dir, 'index.sqlite');
  await ensureStarterIndex(indexFile);
  provider = createLocalProvider({ indexFile });
  t = buildTestApp({ SEARCH_CACHE_TTL: '0', BASE_URL: 'https://www.search.example' }, { searchProvider: provider });
});
afterAll(async () => {
  await t.close();
  await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

/** Each web result as a visitor sees it: the site name above it and where its title leads. */
const webResults = (html: string) =>
  [...html.matchAll(/<span class="result__site">([^<]*)<\/span><a class="result__title" href="([^"]+)"/g)].map((m) => ({
    site: m[1],
    href: m[2] ?? '',
  }));

describe("the site's own pages among the results", () => {
  for (const q of ['partners', 'L214']) {
    it(`"${q}" shows them under the site's host, not "karma"`, async () => {
      const html = (await request(t.app).get(`/search?q=${q}`).expect(200)).text;
      const results = webResults(html);
      const own = results.filter((r) => r.href.startsWith('/'));
      expect(own.length, 'own pages found').toBeGreaterThan(0);
      for (const r of own) expect(r.site, r.href).toBe('search.example');
      // Other results keep their own host.
      for (const r of results.filter((r) => !r.href.startsWith('/'))) expect(r.site).not.toBe('search.example');
      expect(results.map((r) => r.site)).not.toContain('karma');
    });
  }
});
