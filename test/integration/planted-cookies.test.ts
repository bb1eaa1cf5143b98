/**
 * A cookie is untrusted text: another site on the parent domain, a browser extension or the
 * visitor can plant any value. Whatever a cookie the app reads holds (cookie-parser's `j:` JSON
 * and `s:` signature prefixes, 4 KB of junk, bad escapes, control characters), every page still
 * renders, exactly as if that cookie were absent.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_MODE_COOKIE } from '../../client/contract/color-mode.ts';
import { COMPANION_COOKIE } from '../../client/contract/companion-state.ts';
import { CONSENT_COOKIE, LEGACY_CONSENT_COOKIES } from '../../client/contract/consent.ts';
import { FEED_COUNTRY_COOKIE } from '../../client/contract/feed-country.ts';
import { FEATURES_VIEWED_COOKIE } from '../../client/contract/new-features.ts';
import { OPENED_COOKIE, PREVIEW_COOKIE, SEEN_COOKIE } from '../../client/contract/notification-rules.ts';
import { SHOW_REDIRECT_PAGE_COOKIE } from '../../server/redirects/country-rules.ts';
import { SAFE_SEARCH_COOKIE, SESSION_COOKIE, SETTING_COOKIES } from '../../server/shared/cookie-names.ts';
import { COUNTER_COOKIE, LAST_COUNT_COOKIE } from '../../server/shared/counter.ts';
import { LOCALE_COOKIE } from '../../server/shared/locale-choice.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/** Every cookie the server or a server-rendered component reads (one name serves two settings). */
const READ_COOKIES = [
  ...new Set([
    LOCALE_COOKIE,
    CONSENT_COOKIE,
    ...LEGACY_CONSENT_COOKIES,
    COLOR_MODE_COOKIE,
    SAFE_SEARCH_COOKIE,
    ...Object.values(SETTING_COOKIES),
    FEED_COUNTRY_COOKIE,
    COUNTER_COOKIE,
    LAST_COUNT_COOKIE,
    SESSION_COOKIE,
    SHOW_REDIRECT_PAGE_COOKIE,
    SEEN_COOKIE,
    PREVIEW_COOKIE,
    OPENED_COOKIE,
    FEATURES_VIEWED_COOKIE,
    COMPANION_COOKIE,
  ]),
];

/** As they travel in the Cookie header (control characters percent-encoded, as a browser keeps them). */
const HOSTILE = [
  'j:[1]',
  'j:{}',
  'j:null',
  'j:"x"',
  'j:%7B%22__proto__%22%3A%7B%7D%7D',
  's:abc',
  's:abc.def',
  'A1b-'.repeat(1024),
  '%E0%A4%A',
  '%00%01%1F',
  'a%0D%0Ab',
  'a\tb',
];

const PAGES = [
  '/',
  '/fr',
  '/search?q=wolf',
  '/images?q=wolf',
  '/settings',
  '/learn-act',
  '/counter',
  '/cookies',
  '/partners/aspas',
];

let t: TestApp;
beforeAll(() => {
  // The country header turns the country redirect (and its cookie) on.
  t = buildTestApp(
    { COUNTRY_HEADER: 'CF-IPCountry' },
    { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
  );
});
afterAll(() => t.close());

/**
 * The page without what differs on every response (the CSP nonce), nor the bell's preview title:
 * that cookie holds free text (any string is a title, `j:[1]` too), handed back to the island as
 * it came; it matches no notification, so the bell behaves as without it.
 */
const normalized = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(&quot;lastPreviewTitle&quot;:)(null|&quot;.*?[^\\]&quot;)/g, '$1…');

async function page(path: string, cookie?: string) {
  const req = request(t.app).get(path).set('CF-IPCountry', 'FR');
  return cookie === undefined ? req : req.set('Cookie', cookie);
}

describe('one planted cookie', () => {
  for (const name of READ_COOKIES) {
    it(`${name}: any planted value leaves the results page as without it`, async () => {
      const clean = await page('/search?q=wolf');
      expect(clean.status).toBe(200);
      for (const value of HOSTILE) {
        const res = await page('/search?q=wolf', `${name}=${value}`);
        expect(res.status, `${name}=${value.slice(0, 40)}`).toBe(200);
        expect(normalized(res.text), `${name}=${value.slice(0, 40)}`).toBe(normalized(clean.text));
      }
    });
  }
});

describe('every read cookie planted at once', () => {
  for (const path of PAGES) {
    it(`${path} renders as without cookies`, async () => {
      const clean = await page(path);
      expect(clean.status).toBe(200);
      for (const value of HOSTILE) {
        // 600 characters each: twenty 4 KB cookies would pass Node's 16 KB header limit (a 431).
        const res = await page(path, READ_COOKIES.map((name) => `${name}=${value.slice(0, 600)}`).join('; '));
        expect(res.status, value.slice(0, 40)).toBe(200);
        expect(normalized(res.text), value.slice(0, 40)).toBe(normalized(clean.text));
      }
    });
  }

  it('cookies named after Object.prototype members change nothing', async () => {
    const header = '__proto__=x; constructor=y; toString=z; hasOwnProperty=1; valueOf=2; j:x=1';
    for (const path of PAGES) {
      const clean = await page(path);
      const res = await page(path, header);
      expect(res.status, path).toBe(200);
      expect(normalized(res.text), path).toBe(normalized(clean.text));
    }
  });
});

describe('the site’s own values are still read', () => {
  it.each([
    ['karma_color_mode=dark', 'data-color-mode="dark"'],
    ['karma_i18n_redirected=es', '<html lang="es"'],
    ['karma_search_count=41', '042'],
  ])('%s', async (cookie, marker) => {
    const res = await page('/search?q=wolf', cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain(marker);
  });
});
