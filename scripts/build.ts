/**
 * Builds the client (island chunks, boot script, stylesheet, critical CSS) into public/build with
 * content hashes and a manifest the server reads, and bundles the server into dist/main.js and
 * the operators' CLIs into dist/notifications.js, dist/sponsors.js and dist/ledger.js (run in the
 * Docker image, which has no tsx).
 *
 *   tsx scripts/build.ts              build everything
 *   tsx scripts/build.ts --if-missing build only when an output is absent (used by `npm start`)
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import * as esbuild from 'esbuild';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'public/build');
const manifestFile = join(outdir, 'manifest.json');
const serverFile = join(root, 'dist/main.js');
const notificationsCliFile = join(root, 'dist/notifications.js');
const searchWorkerFile = join(root, 'dist/search-worker.js');
// The starter index's articles, read by the bundle beside main.js (server/search/local/build/starter-articles.ts).
const starterArticlesDir = join(root, 'dist/starter-index');

// React is aliased to Preact in the browser: the same components, a tenth of the bytes.
const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** Inlined in the <head>, not linked: every page's first paint, and the results pages'. */
const INLINED_STYLES = ['critical.css', 'critical-results.css'];

async function minifiedCss(file: string): Promise<string> {
  const built = await esbuild.build({
    entryPoints: [join(root, 'client/styles', file)],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return built.outputFiles[0]?.text.trim() ?? '';
}

/**
 * An island's name, as pages place it (views/islands.ts) and the manifest keys it: its file's
 * name without the `Island` suffix (client/islands/NotificationBellIsland.tsx: NotificationBell).
 * The suffix is required, so an island never shares its file name with a view component.
 */
export function islandName(file: string): string {
  const name = basename(file, '.tsx');
  if (!name.endsWith('Island') || name === 'Island') {
    throw new Error(`client/islands/${basename(file)}: an island's file name ends in Island.tsx`);
  }
  return name.slice(0, -'Island'.length);
}

export async function buildClient(): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const islandFiles = readdirSync(join(root, 'client/islands'))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => join(root, 'client/islands', f));
  islandFiles.forEach(islandName); // a file not named like an island fails the build here
  // Every stylesheet but the inlined critical ones: site.css on every page, the others only where
  // their feature shows (server/assets.ts `styles`), so the home page does not carry them.
  const styleFiles = readdirSync(join(root, 'client/styles'))
    .filter((f) => f.endsWith('.css') && !INLINED_STYLES.includes(f))
    .map((f) => join(root, 'client/styles', f));
  const result = await esbuild.build({
    entryPoints: [join(root, 'client/boot.ts'), ...islandFiles, ...styleFiles],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020', 'chrome90', 'firefox90', 'safari15'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    alias: preactAliases,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });

  const url = (file: string) => `/build/${relative(outdir, join(root, file))}`;
  const islands: Record<string, string> = {};
  let boot = '';
  const styles: Record<string, string> = {};
  // Each JavaScript output's static imports, to know what loading a file really loads.
  const staticImports = new Map<string, string[]>();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const chunks = output.imports.filter((d) => d.kind === 'import-statement').map((d) => url(d.path));
    staticImports.set(url(file), chunks);
    const entry = output.entryPoint;
    if (!entry) continue;
    if (entry.endsWith('client/boot.ts')) boot = url(file);
    else if (entry.endsWith('.css')) styles[basename(entry, '.css')] = url(file);
    else if (entry.includes('client/islands/')) islands[islandName(entry)] = url(file);
  }
  const closure = (start: string): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      for (const chunk of staticImports.get(file) ?? []) {
        if (!seen.has(chunk)) {
          seen.add(chunk);
          visit(chunk);
        }
      }
    };
    visit(start);
    return [...seen];
  };
  // Every chunk an island needs before it runs, and the chunks all islands need (the Preact
  // runtime): those are worth preloading on every page; the others come with their island.
  const islandChunks = Object.fromEntries(Object.entries(islands).map(([name, file]) => [name, closure(file)]));
  const everyIsland = Object.values(islandChunks).reduce((common, list) => common.filter((c) => list.includes(c)));
  const shared = [...new Set([...closure(boot), ...everyIsland])];
  const [criticalCss, criticalResultsCss] = await Promise.all(INLINED_STYLES.map(minifiedCss));
  const manifest = {
    boot,
    stylesheet: styles.site ?? '',
    styles,
    criticalCss,
    criticalResultsCss,
    islands,
    islandChunks,
    shared,
  };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function buildServer(): Promise<void> {
  await esbuild.build({
    entryPoints: {
      main: join(root, 'server/main.ts'),
      // Started by the local provider's worker pool from beside main.js (worker-pool.ts).
      'search-worker': join(root, 'server/search/local/runtime/search-worker.ts'),
      notifications: join(root, 'scripts/notifications.ts'),
      // The operators' sponsored-links and ledger CLIs (server/sponsors/cli.ts, ledger-cli.ts).
      sponsors: join(root, 'scripts/sponsors.ts'),
      ledger: join(root, 'scripts/ledger.ts'),
    },
    outdir: join(root, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/content/starter-index'), starterArticlesDir, { recursive: true });
}

async function main(): Promise<void> {
  const ifMissing = process.argv.includes('--if-missing');
  if (
    ifMissing &&
    [manifestFile, serverFile, notificationsCliFile, searchWorkerFile, starterArticlesDir].every((f) => existsSync(f))
  )
    return;
  const started = performance.now();
  await Promise.all([buildClient(), buildServer()]);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  console.log(
    `built ${Object.keys(manifest.islands).length} islands, stylesheet and server in ${Math.round(performance.now() - started)} ms`,
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
