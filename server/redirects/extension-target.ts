/**
 * Where /extension sends a browser: the store page of Karma for it, chosen from the User-Agent
 * alone (ua-parser-js). Pure, so every branch has a table-driven test with real user agents
 * (test/unit/extension-redirect.test.ts).
 *
 * Order matters: phones and tablets get the app whatever their browser (Firefox on Android →
 * Play Store), then desktop browsers get their extension store. Chromium-based browsers without
 * a store of their own (Brave, Opera, Vivaldi, ChromeOS) go to the Chrome Web Store, which serves
 * them: Brave and Vivaldi install from it directly, and Opera offers to once its 'Install Chrome
 * Extensions' helper is added. The applications page would be one more click to the same place.
 */
import UAParser from 'ua-parser-js';
import type { StoreUrls } from '../shared/app-links.ts';

export type ExtensionTargetKind = 'ios' | 'android' | 'edge' | 'firefox' | 'safari' | 'chrome' | 'apps';

export interface ExtensionTarget {
  /** The page the URL points to ('apps' also when the matching store's URL is not configured). */
  kind: ExtensionTargetKind;
  url: string;
}

/**
 * Crawlers and tools. Search-engine bots claim to be Chrome (on Android, even), so ua-parser-js
 * alone would send them to a store; they get the applications page, which they can index.
 */
const NON_BROWSER =
  /(?:bot|spider|crawler)\/\d|\bslurp\b|facebookexternalhit|HeadlessChrome|^(?:curl|wget|python-requests|go-http-client|okhttp|java)\b/i;

/** The store that fits the browser, before knowing whether its URL is configured. */
export function storeKindFor(userAgent: string): ExtensionTargetKind {
  if (!userAgent.trim() || NON_BROWSER.test(userAgent)) return 'apps';
  const { browser, engine, os, device } = new UAParser(userAgent).getResult();
  // ua-parser-js names iPadOS 'iOS' when the iPad says so; an iPad asking for the desktop site
  // sends a macOS Safari user agent and gets the Safari extension, which iPadOS runs too.
  if (os.name === 'iOS') return 'ios';
  if (os.name === 'Android') return 'android';
  // Other phones and tablets (Windows Phone, KaiOS…): no store of ours fits.
  if (device.type === 'mobile' || device.type === 'tablet' || device.type === 'wearable') return 'apps';
  if (browser.name === 'Edge') return 'edge';
  // Firefox and its forks (LibreWolf, Waterfox) install from addons.mozilla.org.
  if (engine.name === 'Gecko') return 'firefox';
  // Chrome's user agent says Safari too; real Safari never says Chrome.
  if (browser.name === 'Safari' && !/\bChrom(?:e|ium)\//.test(userAgent)) return 'safari';
  if (engine.name === 'Blink') return 'chrome';
  return 'apps';
}

/** The page for this browser; the applications page when its store's URL is not configured. */
export function extensionTarget(userAgent: string, urls: StoreUrls & { apps: string }): ExtensionTarget {
  const kind = storeKindFor(userAgent);
  const url = kind === 'apps' ? undefined : urls[kind];
  return url ? { kind, url } : { kind: 'apps', url: urls.apps };
}
