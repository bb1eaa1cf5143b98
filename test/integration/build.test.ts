import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, loadAssets } from '../../server/assets.ts';
import { islands } from '../../views/islands.ts';

const assets = loadAssets();
const file = (url: string) => readFileSync(join(BUILD_DIR, url.replace('/build/', '')), 'utf8');

describe('client build', () => {
  it('has one chunk per island file, and the server knows every island', () => {
    const files = readdirSync('client/islands')
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => basename(f, '.tsx'));
    expect(Object.keys(assets.islands).sort()).toEqual(files.sort());
    expect(Object.keys(islands).sort()).toEqual(files.sort());
  });

  it('ships Preact, not React, and no server module or i18next', () => {
    const all = readdirSync(BUILD_DIR)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(BUILD_DIR, f), 'utf8'))
      .join('\n');
    expect(all).not.toMatch(/react-dom|__SECRET_INTERNALS|i18next|express|better-sqlite3|pino/);
    expect(all).toContain('__H'); // a Preact hooks internal
  });

  it('keeps the JavaScript a page loads small', () => {
    const js = [assets.boot, ...Object.values(assets.islands), ...assets.shared].map(file).join('');
    expect(gzipSync(js).length).toBeLessThan(20_000);
  });
});
