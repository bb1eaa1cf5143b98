/**
 * The path of a search, as measured: the project files whose functions run while the app answers
 * one `/search?q=…` request (V8's precise coverage, after a first search has warmed the caches and
 * loaded every module), and the import edges between those files that cross from one top-level
 * area to another (server/, server/shared/, views/, client/contract/). docs/architecture.md
 * quotes these figures; test/integration/architecture-figures.test.ts fails when they drift.
 *
 *   npx tsx scripts/search-path.ts        prints the files by area, the crossings and the figures
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { ensureStarterIndex } from '../server/search/local/build/starter-index.ts';
import { createLocalProvider } from '../server/search/local/provider.ts';
import { buildTestApp } from '../test/helpers/app.ts';

const root = resolve(import.meta.dirname, '..');

export interface SearchPath {
  /** Repository-relative paths of the files that ran, sorted. */
  files: string[];
  /** `from → to` import edges between files that ran, across areas. */
  crossings: string[];
}

/** The area a file belongs to: the shared folders apart from the rest of their top-level folder. */
export function areaOf(file: string): string {
  if (file.startsWith('server/shared/')) return 'server/shared';
  if (file.startsWith('client/contract/')) return 'client/contract';
  return file.split('/')[0] ?? file;
}

/** The project files a file imports (relative specifiers only), repository-relative. */
function importsOf(file: string): string[] {
  const source = readFileSync(resolve(root, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) => relative(root, resolve(dirname(resolve(root, file)), specifier)));
}

export async function measureSearchPath(query = 'wolf'): Promise<SearchPath> {
  // The starter index a fresh install serves, searched in this thread: a worker thread's files
  // would not show in this thread's coverage.
  const dir = mkdtempSync(join(tmpdir(), 'karma-search-path-'));
  const indexFile = join(dir, 'index.sqlite');
  await ensureStarterIndex(indexFile);
  const searchProvider = createLocalProvider({ indexFile });
  const t = buildTestApp({}, { searchProvider });
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await request(t.app).get('/search?q=fox').expect(200);
    await session.post('Profiler.takePreciseCoverage');
    await request(t.app)
      .get(`/search?q=${encodeURIComponent(query)}`)
      .expect(200);
    const { result } = await session.post('Profiler.takePreciseCoverage');
    const files = result
      .filter((script) => script.url.startsWith('file://') && !script.url.includes('/node_modules/'))
      .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
      .map((script) => relative(root, fileURLToPath(script.url)))
      .filter((file) => /^(server|views|client)\//.test(file))
      .sort();
    const ran = new Set(files);
    const crossings = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => ran.has(target) && areaOf(target) !== areaOf(file))
        .map((target) => `${file} → ${target}`),
    );
    return { files, crossings: [...new Set(crossings)].sort() };
  } finally {
    await session.post('Profiler.stopPreciseCoverage').catch(() => undefined);
    session.disconnect();
    await t.close();
    await searchProvider.close?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The files by area, in the order areas first appear. */
function byArea(files: readonly string[]): Map<string, string[]> {
  const areas = new Map<string, string[]>();
  for (const file of files) areas.set(areaOf(file), [...(areas.get(areaOf(file)) ?? []), file]);
  return areas;
}

/** The line docs/architecture.md quotes: `files: N (server a, views b, …); crossings: M`. */
export function summaryLine(path: SearchPath): string {
  const areas = [...byArea(path.files)].map(([area, files]) => `${area} ${files.length}`);
  return `files: ${path.files.length} (${areas.join(', ')}); crossings: ${path.crossings.length}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = await measureSearchPath();
  for (const [area, files] of byArea(path.files)) {
    console.log(`${area} (${files.length}):\n  ${files.join('\n  ')}`);
  }
  console.log(`\ncrossings (${path.crossings.length}):\n  ${path.crossings.join('\n  ')}`);
  console.log(`\n${summaryLine(path)}`);
}
