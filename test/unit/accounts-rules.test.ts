import { describe, expect, it } from 'vitest';
import { emailProblem, normalizeEmail, webmailFor } from '../../server/accounts/email.ts';
import { settingsFromCookies } from '../../server/accounts/preference-cookies.ts';
import { queryFingerprint } from '../../server/accounts/query-fingerprint.ts';
import { codeHashOf, isWellFormedToken, newLoginCode, newLoginToken, sha256 } from '../../server/accounts/secrets.ts';
import { parseSettingsForm } from '../../server/accounts/settings-form.ts';
import { isSameSiteRequest } from '../../server/middleware/same-origin.ts';
import { DEFAULT_SETTINGS, defaultAssociations } from '../../server/shared/account-settings.ts';
import { MIN_INTERVAL_MS, padCounter, parseCounter, parseLastCount, shouldCount } from '../../server/shared/counter.ts';

describe('counting searches', () => {
  const now = 1_000_000;
  it.each([
    ['first search', { page: 1, fingerprint: 'a', last: undefined }, true],
    ['a new query', { page: 1, fingerprint: 'b', last: { hash: 'a', at: now - 10_000 } }, true],
    ['the same query again', { page: 1, fingerprint: 'a', last: { hash: 'a', at: now - 600_000 } }, false],
    ['page 2', { page: 2, fingerprint: 'b', last: undefined }, false],
    [
      'too soon after the last count',
      { page: 1, fingerprint: 'b', last: { hash: 'a', at: now - MIN_INTERVAL_MS + 1 } },
      false,
    ],
    ['just past the interval', { page: 1, fingerprint: 'b', last: { hash: 'a', at: now - MIN_INTERVAL_MS } }, true],
    ['an increment from elsewhere, in time', { page: 1, fingerprint: '', last: { hash: '', at: now - 5000 } }, true],
    ['an increment from elsewhere, too soon', { page: 1, fingerprint: '', last: { hash: '', at: now - 100 } }, false],
  ])('%s', (_name, input, expected) => {
    expect(shouldCount({ ...input, now })).toBe(expected);
  });

  it('fingerprints ignore case and spacing, and depend on the secret', () => {
    expect(queryFingerprint(' Red  Fox', 's')).toBe(queryFingerprint('red fox', 's'));
    expect(queryFingerprint('red fox', 's')).not.toBe(queryFingerprint('red fox', 't'));
    expect(queryFingerprint('red fox', 's')).not.toContain('fox');
  });

  it.each([
    ['abc.1700000000000', { hash: 'abc', at: 1_700_000_000_000 }],
    ['.1700000000000', { hash: '', at: 1_700_000_000_000 }],
    ['abc', undefined],
    ['<script>.1', undefined],
    [undefined, undefined],
  ])('last count %s', (value, expected) => expect(parseLastCount(value)).toEqual(expected));

  it.each([
    ['12', 12],
    ['0', 0],
    ['-3', 0],
    ['1e9', 0],
    ['9999999999', 0],
    [undefined, 0],
  ])('counter cookie %s → %i', (value, n) => expect(parseCounter(value)).toBe(n));

  it.each([
    [0, '000'],
    [7, '007'],
    [42, '042'],
    [1234, '1234'],
  ])('pads %i as %s', (n, text) => expect(padCounter(n)).toBe(text));
});

describe('e-mail addresses', () => {
  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['not-an-email', 'invalid'],
    ['a@b', 'invalid'],
    [`${'a'.repeat(250)}@x.org`, 'invalid'],
    ['Someone@Example.ORG ', undefined],
  ])('%j → %s', (value, problem) => expect(emailProblem(value)).toBe(problem));

  it('normalizes and finds webmails', () => {
    expect(normalizeEmail('  Ana@Example.ORG ')).toBe('ana@example.org');
    expect(webmailFor('x@gmail.com')).toBe('https://mail.google.com/');
    expect(webmailFor('x@hotmail.fr')).toBe('https://outlook.live.com/mail/');
    expect(webmailFor('x@proton.me')).toBe('https://mail.proton.me/');
    expect(webmailFor('x@small-company.example')).toBeUndefined();
  });
});

describe('login secrets', () => {
  it('tokens are 32 random bytes, stored as their SHA-256', () => {
    const a = newLoginToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.tokenHash).toBe(sha256(a.token));
    expect(newLoginToken().token).not.toBe(a.token);
    expect(isWellFormedToken(a.token)).toBe(true);
    expect(isWellFormedToken(`${a.token}x`)).toBe(false);
    expect(isWellFormedToken("' OR 1=1 --")).toBe(false);
  });

  it('codes read as 123-456 and match with or without the dash', () => {
    const { code, codeHash } = newLoginCode();
    expect(code).toMatch(/^\d{3}-\d{3}$/);
    expect(codeHashOf(code)).toBe(codeHash);
    expect(codeHashOf(code.replace('-', ' '))).toBe(codeHash);
    expect(codeHashOf('12345')).toBeUndefined();
  });
});

describe('settings form', () => {
  const base = {
    safeSearch: 'strict',
    locale: 'fr',
    learnActRegion: 'FR',
    searchRegion: 'fr-FR',
    associationsMode: 'default',
    serviceProvider: '',
    colorMode: 'dark',
  };
  it.each([
    [
      'everything',
      { ...base, personalized: '1' },
      {
        ok: true,
        settings: {
          ...DEFAULT_SETTINGS,
          safeSearch: 'strict',
          personalized: true,
          locale: 'fr',
          learnActRegion: 'FR',
          searchRegion: 'fr-FR',
          colorMode: 'dark',
        },
      },
    ],
    [
      'a custom selection',
      { ...base, associationsMode: 'custom', associations: ['L214', 'INAT', 'L214'] },
      { ok: true },
    ],
    [
      'zero associations in a custom selection is refused',
      { ...base, associationsMode: 'custom' },
      { ok: false, problem: 'noAssociation' },
    ],
    [
      'an unknown association',
      { ...base, associationsMode: 'custom', associations: 'WWF' },
      { ok: false, problem: 'invalid', field: 'associations' },
    ],
    ['an unknown region', { ...base, searchRegion: 'xx-XX' }, { ok: false, problem: 'invalid', field: 'searchRegion' }],
    ['a mail environment', { ...base, serviceProvider: 'proton' }, { ok: true }],
  ])('%s', (_name, body, expected) => {
    expect(parseSettingsForm(body, DEFAULT_SETTINGS)).toMatchObject(expected);
  });

  it('deduplicates a custom selection', () => {
    const result = parseSettingsForm(
      { ...base, associationsMode: 'custom', associations: ['L214', 'INAT', 'L214'] },
      DEFAULT_SETTINGS,
    );
    expect(result.ok && result.settings.associations).toEqual(['L214', 'INAT']);
  });

  it('settings from cookies keep each valid value and ignore the rest', () => {
    const settings = settingsFromCookies({
      karma_safesearch: 'off.strict',
      karma_i18n_redirected: 'es',
      karma_search_region: 'es-MX',
      karma_associations: 'L214.HSUK',
      karma_learn_act_region: 'MARS',
      karma_color_mode: 'neon',
      karma_personalized: '1',
    });
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      safeSearch: 'off',
      locale: 'es',
      searchRegion: 'es-MX',
      associations: ['L214', 'HSUK'],
      personalized: true,
    });
  });

  it.each([
    ['fr-FR', ['ASPAS', 'NAAT', 'L214']],
    ['en-GB', ['HSUK']],
    ['en-US', ['RWLD', 'INAT']],
    ['ja-JP', ['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT']],
  ])('default associations of %s', (region, list) => expect(defaultAssociations(region)).toEqual(list));
});

describe('same-site requests', () => {
  const site = ['https://karma.example'];
  it.each([
    ['same origin by Sec-Fetch-Site', { secFetchSite: 'same-origin' }, true],
    ['typed in the address bar', { secFetchSite: 'none' }, true],
    ['cross-site', { secFetchSite: 'cross-site', origin: 'https://evil.example' }, false],
    ['cross-site even with our origin claimed', { secFetchSite: 'cross-site', origin: 'https://karma.example' }, false],
    ['our origin', { origin: 'https://karma.example' }, true],
    ['another origin', { origin: 'https://evil.example', host: 'karma.example' }, false],
    ['the host it was sent to', { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' }, true],
    ['an opaque origin', { origin: 'null' }, false],
    ['a same-origin form post under no-referrer (Origin: null)', { secFetchSite: 'same-origin', origin: 'null' }, true],
    ['a sibling subdomain', { secFetchSite: 'same-site', origin: 'https://other.karma.example' }, false],
    ['no browser headers (a script)', {}, true],
  ])('%s', (_name, headers, expected) => {
    expect(isSameSiteRequest(headers, site)).toBe(expected);
  });
});
