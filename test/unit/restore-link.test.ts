import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNormalizedHost } from '../../server/shared/site-host.ts';
import { type DecodedRestore, decodeRestore, encodeRestore } from '../../server/site-rules/restore-link.ts';
import { MAX_RULES, SITE_ACTIONS, type SiteRule } from '../../server/site-rules/site-rules.ts';
import { HOSTILE_WIRE_VALUES } from '../helpers/hostile-inputs.ts';

const SETTINGS = { karma_theme: 'dark', karma_search_region: 'fr-FR', karma_associations: 'L214,WWF' };
const RULES: SiteRule[] = [
  { host: 'developer.mozilla.org', action: 'pin' },
  { host: 'pinterest.com', action: 'block' },
  { host: 'xn--bcher-kva.de', action: 'raise' },
];

/** A link's JSON, encoded as encodeRestore would: to build links encodeRestore refuses to write. */
const linkOf = (json: unknown, version = '1') =>
  `${version}.${Buffer.from(JSON.stringify(json), 'utf8').toString('base64url')}`;

describe('encodeRestore and decodeRestore', () => {
  it('round-trip settings and rules in a URL-safe, versioned string', () => {
    const s = encodeRestore(SETTINGS, RULES);
    expect(s).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeRestore(s)).toEqual({ settings: SETTINGS, rules: RULES });
    expect(decodeRestore(encodeRestore({}, []))).toEqual({ settings: {}, rules: [] });
  });

  it('keeps unicode values', () => {
    const settings = { karma_name: 'Zoë 🦊 «renard»' };
    expect(decodeRestore(encodeRestore(settings, []))).toEqual({ settings, rules: [] });
  });

  it('stays about 3 KB with MAX_RULES rules', () => {
    const rules = Array.from(
      { length: MAX_RULES },
      (_, i): SiteRule => ({ host: `site${i}-example.com`, action: 'pin' }),
    );
    const s = encodeRestore(SETTINGS, rules);
    expect(s.length).toBeLessThan(3500);
    expect(decodeRestore(s)).toEqual({ settings: SETTINGS, rules });
  });

  it('leaves out settings a link could not carry, so what it writes always decodes', () => {
    const s = encodeRestore({ ok: 'yes', __proto__x: 'no', 'bad name': 'no', long: 'x'.repeat(2000) }, []);
    expect(decodeRestore(s)).toEqual({ settings: { ok: 'yes' }, rules: [] });
  });

  it.each<[string, unknown, DecodedRestore]>([
    ['nothing', undefined, { error: 'empty' }],
    ['an empty string', '  ', { error: 'empty' }],
    ['not a string', ['1.e30'], { error: 'empty' }],
    ['a newer version', '2.eyJzIjp7fSwiciI6IiJ9', { error: 'unknown-version' }],
    ['version 0', '0.eyJzIjp7fSwiciI6IiJ9', { error: 'unknown-version' }],
    ['no version', 'eyJzIjp7fSwiciI6IiJ9', { error: 'malformed' }],
    ['a word for a version', 'v1.eyJzIjp7fSwiciI6IiJ9', { error: 'malformed' }],
    ['an empty payload', '1.', { error: 'malformed' }],
    ['characters outside base64url', '1.eyJzIjp7fSwiciI6IiJ9+/=', { error: 'malformed' }],
    ['a link cut short', encodeRestore(SETTINGS, RULES).slice(0, 40), { error: 'malformed' }],
    ['JSON that is not an object', linkOf([1, 2]), { error: 'malformed' }],
    ['an unknown field', linkOf({ s: {}, r: '', admin: true }), { error: 'malformed' }],
    ['a missing field', linkOf({ s: {} }), { error: 'malformed' }],
    ['a setting that is not a string', linkOf({ s: { a: 1 }, r: '' }), { error: 'malformed' }],
    ['a prototype key', '1.eyJzIjp7Il9fcHJvdG9fXyI6IngifSwiciI6IiJ9', { error: 'malformed' }],
    [
      'too many settings',
      linkOf({ s: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, 'v'])), r: '' }),
      { error: 'malformed' },
    ],
    ['a bad rule', linkOf({ s: {}, r: 'bexample.com_xother.com' }), { error: 'malformed' }],
    ['a host not normalized', linkOf({ s: {}, r: 'bWWW.example.com' }), { error: 'malformed' }],
    ['a repeated host', linkOf({ s: {}, r: 'bexample.com_pexample.com' }), { error: 'malformed' }],
    [
      'too many rules',
      linkOf({ s: {}, r: Array.from({ length: MAX_RULES + 1 }, (_, i) => `bs${i}.com`).join('_') }),
      { error: 'malformed' },
    ],
    ['a very long link', `1.${'A'.repeat(20_000)}`, { error: 'malformed' }],
  ])('refuses %s', (_, s, expected) => {
    expect(decodeRestore(s)).toEqual(expected);
  });

  it('accepts surrounding whitespace from a copied link', () => {
    expect(decodeRestore(` ${encodeRestore(SETTINGS, RULES)}\n`)).toEqual({ settings: SETTINGS, rules: RULES });
  });
});

describe('decodeRestore on untrusted values', () => {
  const isValidResult = (result: DecodedRestore) => {
    if ('error' in result) return ['empty', 'unknown-version', 'malformed'].includes(result.error);
    const { settings, rules } = result;
    return (
      Object.getPrototypeOf(settings) === Object.prototype &&
      Object.values(settings).every((value) => typeof value === 'string') &&
      rules.length <= MAX_RULES &&
      rules.every((rule) => isNormalizedHost(rule.host) && SITE_ACTIONS.includes(rule.action))
    );
  };

  const untrusted = fc.oneof(
    fc.constantFrom(...HOSTILE_WIRE_VALUES),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }).map((text) => `1.${text}`),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => `1.${Buffer.from(text).toString('base64url')}`),
    fc.jsonValue({ maxDepth: 3 }).map((json) => linkOf(json)),
    fc
      .record({
        s: fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })),
        r: fc.string({ maxLength: 40 }),
      })
      .map((json) => linkOf(json)),
    fc.string({ maxLength: 30 }).map((text) => `${text}.${text}`),
  );

  it('never throws and always gives a valid result', () => {
    fc.assert(
      fc.property(untrusted, (s) => {
        expect(isValidResult(decodeRestore(s))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
