/**
 * The service worker's script (/sw.js), written per build: it precaches the boot script, the
 * stylesheet, the shared chunks, the manifest icons and the three offline pages, and serves later
 * /build/* files from the cache once fetched. Nothing else is ever stored: navigations (result
 * pages included) always go to the network and fall back to the offline page, and any URL with a
 * query string is left alone, so no search or query reaches the Cache Storage.
 * The version is a hash of what it precaches: a deploy changes the script, the browser installs the
 * new worker, and its activation deletes the previous caches.
 */
import { createHash } from 'node:crypto';
import type { Assets } from '../assets.ts';
import { LOCALES } from '../shared/locale-choice.ts';
import { MANIFEST_ICONS } from './web-app-manifest.ts';

export const SERVICE_WORKER_PATH = '/sw.js';
export const offlinePath = (locale: string) => `/offline/${locale}`;

/** The worker's body; its constants are prepended by serviceWorkerScript. Plain ES2020, no imports. */
const WORKER_BODY = `
const CACHE = 'karma-static-' + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The locale of the page asked for (its path prefix), else the browser's, else English. */
function offlineFor(url) {
  const prefix = url.pathname.split('/')[1];
  if (OFFLINE[prefix]) return OFFLINE[prefix];
  const language = (self.navigator.language || '').slice(0, 2).toLowerCase();
  return OFFLINE[language] || OFFLINE.en;
}

/** Hashed build files and icons only: never a page, never a URL with a query. */
function isStatic(url) {
  if (url.origin !== self.location.origin || url.search !== '') return false;
  return url.pathname.startsWith('/build/') || ICONS.includes(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(offlineFor(url)).then((page) => page || Response.error())),
    );
    return;
  }
  if (!isStatic(url)) return;
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
`;

export function serviceWorkerScript(assets: Assets): string {
  const icons = MANIFEST_ICONS.map((icon) => icon.src);
  const offline = Object.fromEntries(LOCALES.map((locale) => [locale, offlinePath(locale)]));
  const precache = [assets.boot, assets.stylesheet, ...assets.shared, ...icons, ...Object.values(offline)].filter(
    (url) => url !== '',
  );
  const constants = { PRECACHE: precache, ICONS: icons, OFFLINE: offline };
  const version = createHash('sha256').update(JSON.stringify(constants)).update(WORKER_BODY).digest('hex').slice(0, 12);
  const lines = Object.entries({ VERSION: version, ...constants }).map(
    ([name, value]) => `const ${name} = ${JSON.stringify(value)};`,
  );
  return `${lines.join('\n')}\n${WORKER_BODY}`;
}
