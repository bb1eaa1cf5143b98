/**
 * Firefox only: Firefox has no `externally_connectable`, so the site's pages cannot message the
 * add-on's background script. This content script, injected into the site's own pages and no
 * other (its match pattern is the site's origin: the one host the add-on may touch, granted at
 * install), answers the page's `{action: 'hasExtensionInstalled'}` posted on window with
 * `{installed: true, version}` (client/lib/extension-detection.ts, detectByMessage). It reads
 * nothing from the page and calls no extension API: the version is baked in by the build.
 */
declare const SITE_ORIGIN: string;
declare const EXTENSION_VERSION: string;

const PAGE = 'karma-page';
const EXTENSION = 'karma-extension';

addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window || event.origin !== SITE_ORIGIN) return;
  const data = event.data as { source?: unknown; action?: unknown } | null;
  if (data?.source !== PAGE || data.action !== 'hasExtensionInstalled') return;
  window.postMessage({ source: EXTENSION, installed: true, version: EXTENSION_VERSION }, SITE_ORIGIN);
});

// A module, so that its build-time constants do not clash with background.ts's declarations.
export {};
