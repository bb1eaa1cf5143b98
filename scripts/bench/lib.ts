/**
 * What the page benches share: a fresh build, a local index with real data, and the real server
 * started in a child process on a free loopback port.
 *
 * The server is the bundle that `npm start` and the Docker image run (`node dist/main.js` with
 * the Node options of `npm start`, scripts/server-command.ts, NODE_ENV=production so React runs
 * its production build), built again before each bench so it
 * measures the code as it is now. BENCH_ENTRY=server/main.ts runs the sources through tsx
 * instead, which is not what ships: tsx compiles with esbuild's keepNames, which adds a
 * defineProperty call to every function created, every render's closures included.
 *
 * The index: the Wikipedia slice of ../shared/corpus (~100k articles, as scripts/bench/index.ts
 * uses), built once and kept in $TMPDIR/karma-bench-cache (keyed by the corpus file's size and
 * date and the index format) because a build takes about a minute; without the corpus, the starter index that
 * `npm start` builds from the site's own content (then the results are few and short).
 * BENCH_INDEX=starter forces the starter index (e.g. to see the rendering cost without a big index);
 * BENCH_NODE_ARGS adds Node options to the servers' command lines (e.g. a V8 flag to try).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { progressLine } from '../../server/search/local/build/progress-line.ts';
import { INDEX_FORMAT_VERSION } from '../../server/search/local/build/schema.ts';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { serverNodeOptions } from '../server-command.ts';
import { seedSponsoredLinks } from './sponsored-fixture.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, '../..');
export const CORPUS = resolve(ROOT, '../shared/corpus');
const WIKI_SLICE = join(CORPUS, 'enwiki-2014-slice/enwiki-2014-slice.jsonl.gz');

export const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A bench's own server script bundled as the app is (dist/bench/NAME.js, packages external), so
 * that it runs under plain Node like the app and not through tsx (see above).
 */
export async function bundleScript(entry: string): Promise<string> {
  const outfile = join(ROOT, 'dist/bench', `${basename(entry, '.ts')}.js`);
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

/** The client build the pages link and the server bundle, built now (well under a second). */
export function buildApp(): void {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

export interface BenchIndex {
  file: string;
  /** 'wiki' (the corpus slice) or 'starter' (the site's own content). */
  kind: 'wiki' | 'starter';
  description: string;
  cleanup(): void;
}

/** The local index the benches search: the corpus slice when present, else the starter index. */
export async function benchIndex(): Promise<BenchIndex> {
  if (process.env.BENCH_INDEX === 'starter') console.log('BENCH_INDEX=starter: using the starter index');
  else if (existsSync(WIKI_SLICE)) {
    const { size, mtimeMs } = statSync(WIKI_SLICE);
    const dir = join(tmpdir(), 'karma-bench-cache');
    const file = join(dir, `enwiki-slice-${size}-${Math.round(mtimeMs)}-v${INDEX_FORMAT_VERSION}.sqlite`);
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      console.log(`building the corpus index once into ${file} (kept for the next runs)`);
      await buildIndex({
        inputs: [WIKI_SLICE],
        outFile: file,
        format: 'wikiextractor',
        replace: true,
        onProgress: progressLine(process.stderr),
      });
    }
    return {
      file,
      kind: 'wiki',
      description: `Wikipedia slice of ${CORPUS} (~100k articles)`,
      cleanup: () => {},
    };
  }
  if (process.env.BENCH_INDEX !== 'starter') {
    console.log(`corpus not found at ${CORPUS}: using the starter index (the site's own pages; few, short results)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'karma-bench-index-'));
  const file = join(dir, 'index.sqlite');
  await ensureStarterIndex(file);
  return {
    file,
    kind: 'starter',
    description: 'starter index (site content)',
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A query with at least 3 results, titles and snippets on the given index. */
export function sampleQuery(index: BenchIndex): string {
  return index.kind === 'wiki' ? 'river' : 'animals';
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts a script (a .ts one through tsx) in a child Node process with `env` on a
 * free port, and waits until `readyPath` answers 200. Every server runs with the Node options of
 * `npm start` (the static baseline too: a server tuned alike), then BENCH_NODE_ARGS, then
 * `nodeArgs` (e.g. ['--cpu-prof']).
 */
export async function startChild(
  entry: string,
  env: Record<string, string>,
  options: { readyPath?: string; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const args = entry.endsWith('.js') ? [entry] : ['--import', 'tsx', entry];
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const nodeOptions = [...serverNodeOptions(ROOT), ...extra, ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeOptions, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitForHttp(`${url}${options.readyPath ?? '/readyz'}`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}

/**
 * The real app (dist/main.js unless BENCH_ENTRY says otherwise) in production mode on the bench
 * index, with a temporary DATA_DIR (SQLite stores, starter notifications, the sponsored links of
 * sponsored-fixture.ts). SMTP_URL is required
 * in production but never used here (no login).
 */
export async function startApp(
  index: BenchIndex,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'karma-bench-data-'));
  await seedSponsoredLinks(dataDir);
  const server = await startChild(
    process.env.BENCH_ENTRY ?? 'dist/main.js',
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      LEDGER_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEARCH_PROVIDER: 'local',
      // Empty is unset: a SEARCH_PROVIDERS in the shell must not bring the open APIs into a bench.
      SEARCH_PROVIDERS: '',
      SEARCH_INDEX_FILE: index.file,
      LOG_LEVEL: 'warn',
      // One load generator is one address: the scraper limit would refuse most of its pages.
      SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    { nodeArgs },
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `main`, exits with its status; an exception exits 1. */
export function run(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
