/**
 * The client build's manifest (written by scripts/build.ts): hashed URLs of the boot script, the
 * stylesheet and every island chunk, plus the critical CSS that each page inlines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const BUILD_DIR = 'public/build';

const manifestSchema = z.object({
  boot: z.string(),
  /** site.css, linked by every page. */
  stylesheet: z.string(),
  /** Every stylesheet by name (client/styles/<name>.css): pages add the ones their features need. */
  styles: z.record(z.string(), z.string()),
  criticalCss: z.string(),
  /** Inlined after it by the search layout only: the results' first paint. */
  criticalResultsCss: z.string(),
  islands: z.record(z.string(), z.string()),
  /** Per island, every chunk it imports before it runs (transitively). */
  islandChunks: z.record(z.string(), z.array(z.string())),
  /** Chunks the boot script or every island needs (the Preact runtime), worth a modulepreload hint. */
  shared: z.array(z.string()),
});

export type Assets = z.infer<typeof manifestSchema>;

export class MissingBuildError extends Error {}

export function loadAssets(root = process.cwd()): Assets {
  const file = join(root, BUILD_DIR, 'manifest.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new MissingBuildError(`${file} is missing: run \`npm run build\` first`);
  }
  return manifestSchema.parse(JSON.parse(text));
}

/**
 * The JavaScript a page loads on a cold visit when these islands hydrate with it: the boot
 * script, the preloaded chunks, and each island with its chunks. Byte budgets add these up.
 */
export function scriptsForIslands(assets: Assets, names: readonly string[]): string[] {
  const urls = new Set<string>([assets.boot, ...assets.shared]);
  for (const name of names) {
    const island = assets.islands[name];
    if (!island) continue;
    urls.add(island);
    for (const chunk of assets.islandChunks[name] ?? []) urls.add(chunk);
  }
  return [...urls];
}
