/**
 * The browser extension's manifest (client/extension/manifest.ts): the site as default
 * search engine with suggestions, its /newtab as the new tab, detection by the site alone, and no
 * permission at all: on Firefox, one content script on the site's own origin (ADR 026), nothing more.
 */
import { describe, expect, it } from 'vitest';
import { type ExtensionBrowser, extensionManifest } from '../../client/extension/manifest.ts';

const manifestFor = (browser: ExtensionBrowser, baseUrl = 'https://karma.example') =>
  extensionManifest({
    browser,
    baseUrl,
    name: 'Karma',
    description: 'A search engine',
    version: '1.2.3',
    firefoxId: 'extension@karma.example',
  }) as Record<string, unknown> & ReturnType<typeof extensionManifest>;

/** Every key that can widen what an extension may read or do, and what each may hold at most. */
const POWERFUL_KEYS = [
  'permissions',
  'optional_permissions',
  'host_permissions',
  'optional_host_permissions',
  'content_scripts',
  'web_accessible_resources',
  'declarative_net_request',
  'devtools_page',
  'omnibox',
  'content_security_policy',
];

describe.each<ExtensionBrowser>(['chromium', 'firefox'])('the %s manifest', (browser) => {
  it('is Manifest V3 with the site name and version', () => {
    const manifest = manifestFor(browser);
    expect(manifest).toMatchObject({ manifest_version: 3, name: 'Karma', version: '1.2.3' });
  });

  it('makes the site the default search engine, with its suggestions and favicon', () => {
    expect(manifestFor(browser).chrome_settings_overrides.search_provider).toMatchObject({
      search_url: 'https://karma.example/search?q={searchTerms}',
      suggest_url: 'https://karma.example/search/autosuggest?q={searchTerms}',
      favicon_url: 'https://karma.example/favicon.ico',
      encoding: 'UTF-8',
      is_default: true,
    });
  });

  it("replaces the new tab with the extension's page", () => {
    expect(manifestFor(browser).chrome_url_overrides).toEqual({ newtab: 'newtab.html' });
  });

  it('asks for no permission, host access or exposed resource; no content script beyond Firefox’s one', () => {
    const manifest = manifestFor(browser);
    for (const key of POWERFUL_KEYS) {
      if (browser === 'firefox' && key === 'content_scripts') continue;
      expect(manifest[key], key).toBeUndefined();
    }
  });
});

describe('browser differences', () => {
  it('Chromium: a service worker, reachable from the pages of the site origin only', () => {
    const manifest = manifestFor('chromium', 'https://karma.example:8443');
    expect(manifest.background).toEqual({ service_worker: 'background.js' });
    expect(manifest.externally_connectable).toEqual({ matches: ['https://karma.example:8443/*'] });
  });

  it('Firefox: an event page and an add-on id, no externally_connectable (Firefox ignores it)', () => {
    const manifest = manifestFor('firefox');
    expect(manifest.background).toEqual({ scripts: ['background.js'] });
    expect(manifest.browser_specific_settings).toMatchObject({ gecko: { id: 'extension@karma.example' } });
    expect(manifest.externally_connectable).toBeUndefined();
  });

  it("Firefox: the detection content script runs on the site's host and nowhere else", () => {
    // Firefox's match patterns take no port; detect.js answers the exact origin only.
    const manifest = manifestFor('firefox', 'https://karma.example:8443');
    expect(manifest.content_scripts).toEqual([
      { matches: ['https://karma.example/*'], js: ['detect.js'], run_at: 'document_start' },
    ]);
  });
});
