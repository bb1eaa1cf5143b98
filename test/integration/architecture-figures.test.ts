/**
 * docs/architecture.md quotes the path of a search as measured (scripts/search-path.ts): the
 * files that run for one results page and the imports between them that cross areas. When the
 * code changes that path, this fails until the document says so again. The script runs in its
 * own process, as a reader would run it: under vitest's module loader, reading an exported
 * constant calls a getter, and files holding only data would count as run.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

describe('docs/architecture.md', () => {
  it('quotes the measured path of a search: files per area and crossings', () => {
    const printed = execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/search-path.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    const summary = printed.trim().split('\n').at(-1) ?? '';
    expect(summary).toMatch(/^files: \d+ \(.*\); crossings: \d+$/);
    expect(doc, 'the summary line of `npx tsx scripts/search-path.ts`').toContain(summary);
    // The path runs through the loader, the runner and the view at least.
    expect(printed).toContain('server/search/runner.ts');
    expect(printed).toContain('views/pages/SearchPage.tsx');
  }, 60_000);
});
