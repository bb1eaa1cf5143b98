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
  islands: z.record(z.string(), z.string()),
  /** Chunks every island needs (the shared Preact runtime), worth a modulepreload hint. */
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
