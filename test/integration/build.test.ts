import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { islandName } from '../../scripts/build.ts';
import { BUILD_DIR, loadAssets, scriptsForIslands } from '../../server/assets.ts';
import { islands } from '../../views/islands.ts';
import { buildTestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const assets = loadAssets();
const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const file = (url: string) => readFileSync(join(BUILD_DIR, url.replace('/build/', '')), 'utf8');

describe('client build', () => {
  it('has one chunk per island file, and the server knows every island', () => {
    // client/islands/NotificationBellIsland.tsx is the island NotificationBell.
    const names = readdirSync('client/islands')
      .filter((f) => f.endsWith('.tsx'))
      .map(islandName);
    expect(Object.keys(assets.islands).sort()).toEqual(names.sort());
    expect(Object.keys(islands).sort()).toEqual(names.sort());
  });

  it('ships Preact, not React, and no server module or i18next', () => {
    const all = readdirSync(BUILD_DIR)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(BUILD_DIR, f), 'utf8'))
      .join('\n');
    expect(all).not.toMatch(/react-dom|__SECRET_INTERNALS|i18next|express|better-sqlite3|pino/);
    expect(all).toContain('__H'); // a Preact hooks internal
  });

  it('keeps the JavaScript a results page loads small: ≤ 20 KB compressed', async () => {
    // What a cold visit to a results page runs: the boot script, the shared chunks and the islands
    // that hydrate with the page (those marked data-hydrate="interaction" wait for the visitor).
    const t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
    try {
      const html = (
        await request(t.app)
          .get('/search?q=otter')
          // A visit where the companion's tour is due: the heaviest usual results page.
          .set('Cookie', 'karma_consent_v2=targeting; karma_search_count=2')
          .set('User-Agent', CHROME_DESKTOP)
      ).text;
      const eager = [...html.matchAll(/<div class="island" data-island="(\w+)"(?![^>]*data-hydrate="interaction")/g)];
      const names = [...new Set(eager.map((m) => m[1] as string))];
      expect(names).toContain('SearchBox');
      expect(names).toContain('Companion');
      const urls = scriptsForIslands(assets, names);
      const gzipped = urls.reduce((sum, url) => sum + gzipSync(file(url)).length, 0);
      expect(gzipped).toBeLessThanOrEqual(20_000);
    } finally {
      await t.close();
    }
  });
});
