/**
 * The extension's manifest (Manifest V3), one source for Chromium browsers (Chrome, Edge, Brave)
 * and Firefox, with the site's address and name baked in by scripts/build-extension.ts.
 * It makes the site the default search engine with address-bar suggestions, replaces the new tab
 * with the site's /newtab, and lets the site's pages (and only them) ask whether it is installed.
 * No permission at all: none of this needs one, and a unit test keeps it that way. Firefox, which
 * has no externally_connectable, gets one content script instead, matching the site's origin only
 * (its sole host access, shown and granted at install): ./detect.ts, ADR 026.
 */
export type ExtensionBrowser = 'chromium' | 'firefox';

export interface ExtensionManifestOptions {
  browser: ExtensionBrowser;
  /** The site's BASE_URL, without a trailing slash. */
  baseUrl: string;
  name: string;
  description: string;
  version: string;
  /** Firefox's add-on id (FIREFOX_EXTENSION_ID: name@domain or a {GUID}). */
  firefoxId: string;
}

export const EXTENSION_ICON_SIZES = [16, 32, 48, 128] as const;
export const BACKGROUND_SCRIPT = 'background.js';
export const NEW_TAB_PAGE = 'newtab.html';
export const DETECT_SCRIPT = 'detect.js';

export function extensionManifest(options: ExtensionManifestOptions) {
  const { browser, baseUrl, name, description, version } = options;
  const site = new URL(baseUrl);
  const origin = site.origin;
  const icons = Object.fromEntries(EXTENSION_ICON_SIZES.map((size) => [String(size), `icons/icon-${size}.png`]));
  return {
    manifest_version: 3,
    name,
    short_name: name,
    description,
    version,
    icons,
    chrome_settings_overrides: {
      search_provider: {
        name,
        keyword: new URL(baseUrl).hostname,
        search_url: `${baseUrl}/search?q={searchTerms}`,
        suggest_url: `${baseUrl}/search/autosuggest?q={searchTerms}`,
        favicon_url: `${baseUrl}/favicon.ico`,
        encoding: 'UTF-8',
        is_default: true,
      },
    },
    chrome_url_overrides: { newtab: NEW_TAB_PAGE },
    // Firefox runs MV3 background scripts as event pages, Chromium as a service worker.
    background: browser === 'firefox' ? { scripts: [BACKGROUND_SCRIPT] } : { service_worker: BACKGROUND_SCRIPT },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: { gecko: { id: options.firefoxId, strict_min_version: '115.0' } },
          // Firefox's match patterns take no port (the script itself answers the exact origin only).
          content_scripts: [
            { matches: [`${site.protocol}//${site.hostname}/*`], js: [DETECT_SCRIPT], run_at: 'document_start' },
          ],
        }
      : { externally_connectable: { matches: [`${origin}/*`] } }),
  };
}
