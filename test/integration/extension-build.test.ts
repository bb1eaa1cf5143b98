/**
 * `npm run build:extension` (scripts/build-extension.ts): both zips hold a loadable
 * extension with the configured site baked into its manifest and scripts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtensions } from '../../scripts/build-extension.ts';

let outDir: string;
let zips: string[];
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'karma-extension-'));
  zips = await buildExtensions({ baseUrl: 'https://search.karma.example', firefoxId: 'search@karma.example', outDir });
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the extension build', () => {
  it('writes one zip for Chromium browsers and one for Firefox', () => {
    expect(zips).toEqual([join(outDir, 'extension-chromium.zip'), join(outDir, 'extension-firefox.zip')]);
  });

  it.each(['chromium', 'firefox'])(
    '%s: the zip holds every file its manifest names, for the configured site',
    async (browser) => {
      const files = unzipSync(readFileSync(join(outDir, `extension-${browser}.zip`)));
      const text = (name: string) => new TextDecoder().decode(files[name]);
      const manifest = JSON.parse(text('manifest.json'));
      expect(manifest.chrome_settings_overrides.search_provider.search_url).toBe(
        'https://search.karma.example/search?q={searchTerms}',
      );
      const background = manifest.background.service_worker ?? manifest.background.scripts[0];
      const contentScripts: string[] = (manifest.content_scripts ?? []).flatMap(
        (script: { js: string[] }) => script.js,
      );
      for (const name of [background, manifest.chrome_url_overrides.newtab, 'newtab.js', ...contentScripts]) {
        expect(Object.keys(files), name).toContain(name);
      }
      expect(text(background)).toContain('"https://search.karma.example"');
      expect(text(background)).toContain('hasExtensionInstalled');
      expect(text('newtab.js')).toContain('https://search.karma.example');
      for (const name of contentScripts) expect(text(name)).toContain('"https://search.karma.example"');
      for (const [size, path] of Object.entries<string>(manifest.icons)) {
        const { width, height, format } = await sharp(Buffer.from(files[path] as Uint8Array)).metadata();
        expect(`${format} ${width}x${height}`, path).toBe(`png ${size}x${size}`);
      }
    },
  );

  it('Firefox: the add-on id from FIREFOX_EXTENSION_ID and the detection script; Chromium needs neither', () => {
    const manifestOf = (browser: string) =>
      JSON.parse(
        new TextDecoder().decode(unzipSync(readFileSync(join(outDir, `extension-${browser}.zip`)))['manifest.json']),
      );
    expect(manifestOf('firefox').browser_specific_settings.gecko.id).toBe('search@karma.example');
    expect(manifestOf('firefox').content_scripts).toHaveLength(1);
    const chromium = unzipSync(readFileSync(join(outDir, 'extension-chromium.zip')));
    expect(Object.keys(chromium)).not.toContain('detect.js');
    expect(manifestOf('chromium').content_scripts).toBeUndefined();
  });

  it('`npm run build:extension` builds both zips for the BASE_URL and add-on id in the environment', () => {
    const cliOut = join(outDir, 'cli');
    const run = spawnSync('npm', ['run', '--silent', 'build:extension', '--', '--out', cliOut], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, BASE_URL: 'https://cli.karma.example', FIREFOX_EXTENSION_ID: 'cli@karma.example' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const manifestOf = (browser: string) =>
      JSON.parse(
        new TextDecoder().decode(unzipSync(readFileSync(join(cliOut, `extension-${browser}.zip`)))['manifest.json']),
      );
    expect(manifestOf('chromium').externally_connectable).toEqual({ matches: ['https://cli.karma.example/*'] });
    expect(manifestOf('firefox').browser_specific_settings.gecko.id).toBe('cli@karma.example');
  }, 60_000);
});
