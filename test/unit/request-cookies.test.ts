import { describe, expect, it } from 'vitest';
import { COOKIE_SHAPES, isWellShaped } from '../../server/middleware/cookie-shapes.ts';
import { knownCookies, parseCookieHeader } from '../../server/middleware/cookies.ts';

describe('parseCookieHeader: every value a plain string, nothing decoded beyond %XX', () => {
  it.each([
    ['', {}],
    ['a=1', { a: '1' }],
    ['a=1; b=2', { a: '1', b: '2' }],
    ['a=1;b=2', { a: '1', b: '2' }],
    ['  a =  1 ; b=2  ', { a: '1', b: '2' }],
    ['a=x%2Cy', { a: 'x,y' }],
    ['a="quoted"', { a: 'quoted' }],
    ['a=1=2', { a: '1=2' }],
    ['a=1; a=2', { a: '1' }],
    ['a=', { a: '' }],
    ['novalue; a=1', { a: '1' }],
    ['=1; a=2', { a: '2' }],
    // cookie-parser's magic prefixes are plain text here.
    ['a=j:[1]', { a: 'j:[1]' }],
    ['a=j:{}', { a: 'j:{}' }],
    ['a=j:null', { a: 'j:null' }],
    ['a=j%3A%7B%7D', { a: 'j:{}' }],
    ['a=s:abc.def', { a: 's:abc.def' }],
    // A value that does not decode is no value.
    ['a=%E0%A4%A; b=2', { b: '2' }],
    ['a=%; b=2', { b: '2' }],
  ])('%j', (header, expected) => {
    expect({ ...parseCookieHeader(header) }).toEqual(expected);
  });

  it('answers an object without a prototype: a cookie named like a prototype member is just a name', () => {
    const cookies = parseCookieHeader('__proto__=x; constructor=y; toString=z');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(cookies.constructor).toBe('y');
    expect(cookies.toString).toBe('z');
    expect(Object.getOwnPropertyDescriptor(cookies, '__proto__')?.value).toBe('x');
    expect(parseCookieHeader('a=1').hasOwnProperty).toBeUndefined();
  });

  it('reads no header as no cookies', () => {
    expect({ ...parseCookieHeader(undefined) }).toEqual({});
  });
});

/** A value the app itself writes, for every cookie it reads. */
const WRITTEN: [string, string][] = [
  ['karma_i18n_redirected', 'fr'],
  ['karma_consent_v2', 'targeting,analytics'],
  ['karma_consent_v2', ''],
  ['karma_consent', 'anything:{"old":1}'],
  ['karma_color_mode', 'dark'],
  ['karma_safesearch', 'off.strict'],
  ['karma_personalized', '1'],
  ['karma_learn_act_region', 'INTL'],
  ['karma_search_region', 'fr-FR'],
  ['karma_associations', 'default'],
  ['karma_associations', 'ASPAS.L214'],
  ['karma_service_provider', 'proton'],
  ['karma_search_count', '42'],
  ['karma_last_count', 'AbC-_9xYz01234Zz.1700000000000'],
  ['karma_last_count', '.1700000000000'],
  ['karma_session', 'Zx-_abcdefghijklmnopqrstuvwxyz0123'],
  ['karma_show_redirect_page', '0'],
  ['karma_notifications_seen', '1700000000000'],
  ['karma_notification_preview', 'Les loups reviennent : « bonne nouvelle » !'],
  ['karma_bell_opened', '1'],
  ['karma_features_viewed', 'auth,mail'],
  ['karma_features_viewed', ''],
  ['karma_companion', '{"counterCompanion":3,"chromeExtensionInstalled":false}'],
];

/** cookie-parser's JSON and signature prefixes: no cookie of a fixed shape may hold them. */
const MAGIC = ['j:[1]', 'j:{}', 'j:null', 'j:"x"', 's:abc', 's:abc.def'];
/** Refused even by the cookies holding free text (the bell's preview title). */
const NEVER = ['x'.repeat(4096), 'a\u0000b', 'a\r\nb', 'a\tb', 'a\u007fb', 'a\u001bb'];
const FREE_TEXT = new Set(['karma_notification_preview', 'karma_consent']);

describe('cookie shapes', () => {
  it.each(WRITTEN)('%s=%j, as the app writes it, is read', (name, value) => {
    expect(isWellShaped(name, value)).toBe(true);
  });

  for (const name of COOKIE_SHAPES.keys()) {
    if (name === 'karma_consent') continue;
    const hostile = FREE_TEXT.has(name) ? NEVER : [...MAGIC, ...NEVER];
    it.each(hostile.map((value) => [JSON.stringify(value).slice(0, 24), value]))(
      `${name}: a planted %s is ignored`,
      (_label, value) => {
        expect(isWellShaped(name, value)).toBe(false);
      },
    );
  }

  it('the legacy consent cookie is read only to be deleted, whatever it holds', () => {
    expect(isWellShaped('karma_consent', 'j:[1]')).toBe(true);
    expect(isWellShaped('karma_consent', 'x'.repeat(4096))).toBe(true);
  });

  it('a cookie the app does not read is never passed on', () => {
    expect(isWellShaped('_ga', 'GA1.1.1')).toBe(false);
    expect(isWellShaped('constructor', 'x')).toBe(false);
    expect(isWellShaped('__proto__', 'x')).toBe(false);
  });

  it('every cookie name is listed once and starts with karma_', () => {
    for (const name of COOKIE_SHAPES.keys()) expect(name).toMatch(/^karma_[a-z0-9_]+$/);
  });
});

describe('knownCookies', () => {
  it('keeps the well-shaped cookies the app reads, drops the rest', () => {
    const cookies = knownCookies(
      'karma_color_mode=dark; karma_associations=j:[1]; karma_learn_act_region=j:{}; _ga=GA1; karma_search_count=7',
    );
    expect({ ...cookies }).toEqual({ karma_color_mode: 'dark', karma_search_count: '7' });
    expect(Object.getPrototypeOf(cookies)).toBeNull();
  });
});
