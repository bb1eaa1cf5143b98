/**
 * Builds the browser extension (client/extension/) for Chromium browsers and Firefox:
 *   dist/extension-chromium/  and  dist/extension-chromium.zip   (Chrome, Edge, Brave)
 *   dist/extension-firefox/   and  dist/extension-firefox.zip
 * with the site's BASE_URL and name baked in (config from the environment, server/config.ts).
 * The unpacked folders are what `--load-extension` and about:debugging take.
 * Run: npm run build:extension            (into dist/)
 *      npm run build:extension -- --out DIR (elsewhere; test/integration/extension-build.test.ts)
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import {
  BACKGROUND_SCRIPT,
  DETECT_SCRIPT,
  EXTENSION_ICON_SIZES,
  type ExtensionBrowser,
  extensionManifest,
  NEW_TAB_PAGE,
} from '../client/extension/manifest.ts';
import en from '../locales/en.json' with { type: 'json' };
import packageJson from '../package.json' with { type: 'json' };
import { parseConfig } from '../server/config.ts';

const root = join(import.meta.dirname, '..');
const source = join(root, 'client/extension');
const BROWSERS: readonly ExtensionBrowser[] = ['chromium', 'firefox'];

export interface ExtensionBuildOptions {
  /** The site's BASE_URL, without a trailing slash. */
  baseUrl: string;
  /** FIREFOX_EXTENSION_ID; without it `extension@<BASE_URL's host>`. */
  firefoxId?: string;
  outDir: string;
}

/** Every file under a folder by its path inside it, sorted so that the same sources make the same zip. */
function filesUnder(dir: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, filesUnder(path, `${prefix}${entry.name}/`));
    else files[`${prefix}${entry.name}`] = readFileSync(path);
  }
  return files;
}

async function buildOne(browser: ExtensionBrowser, options: ExtensionBuildOptions): Promise<string> {
  const { baseUrl, outDir } = options;
  const dir = join(outDir, `extension-${browser}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'icons'), { recursive: true });
  await esbuild.build({
    entryPoints: [
      join(source, 'background.ts'),
      join(source, 'newtab.ts'),
      // Firefox's stand-in for externally_connectable (client/extension/detect.ts).
      ...(browser === 'firefox' ? [join(source, 'detect.ts')] : []),
    ],
    outdir: dir,
    bundle: true,
    format: 'iife',
    target: ['chrome111', 'firefox115'],
    minify: true,
    define: {
      SITE_ORIGIN: JSON.stringify(new URL(baseUrl).origin),
      SITE_URL: JSON.stringify(baseUrl),
      EXTENSION_VERSION: JSON.stringify(packageJson.version),
    },
    logLevel: 'warning',
  });
  copyFileSync(join(source, NEW_TAB_PAGE), join(dir, NEW_TAB_PAGE));
  for (const size of EXTENSION_ICON_SIZES) {
    await sharp(join(root, 'public/icon-512.png'))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(dir, 'icons', `icon-${size}.png`));
  }
  const manifest = extensionManifest({
    browser,
    baseUrl,
    name: en.site.name,
    description: en.site.description,
    version: packageJson.version,
    firefoxId: options.firefoxId ?? `extension@${new URL(baseUrl).hostname}`,
  });
  const built = readdirSync(dir);
  for (const script of browser === 'firefox' ? [BACKGROUND_SCRIPT, DETECT_SCRIPT] : [BACKGROUND_SCRIPT]) {
    if (!built.includes(script)) throw new Error(`${script} was not built`);
  }
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const zip = join(outDir, `extension-${browser}.zip`);
  // A fixed date: zips of the same build are byte for byte the same.
  const mtime = new Date('2026-01-01T00:00:00Z');
  writeFileSync(zip, zipSync(filesUnder(dir), { level: 9, mtime }));
  return zip;
}

export async function buildExtensions(options: ExtensionBuildOptions): Promise<string[]> {
  mkdirSync(options.outDir, { recursive: true });
  const zips: string[] = [];
  for (const browser of BROWSERS) zips.push(await buildOne(browser, options));
  return zips;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = parseConfig(process.env);
  const { firefoxId } = config.extensions;
  const out = process.argv.indexOf('--out');
  const outDir = out > 0 && process.argv[out + 1] ? resolve(process.argv[out + 1] as string) : join(root, 'dist');
  buildExtensions({ baseUrl: config.baseUrl, firefoxId, outDir }).then(
    (zips) => console.log(`built ${zips.join(', ')} for ${config.baseUrl}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
