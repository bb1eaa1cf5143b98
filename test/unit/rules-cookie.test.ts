import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNormalizedHost } from '../../server/shared/site-host.ts';
import { siteRulesSchema } from '../../server/shared/site-rule.ts';
import {
  decodeRulesCookie,
  encodeRulesCookie,
  fitsRulesCookie,
  MAX_RULES_COOKIE_VALUE,
  RULES_COOKIE,
} from '../../server/site-rules/rules-cookie.ts';
import { MAX_RULES, SITE_ACTIONS, type SiteRule } from '../../server/site-rules/site-rules.ts';
import { cookieValue, HOSTILE_WIRE_VALUES } from '../helpers/hostile-inputs.ts';

/** Hosts people block, raise or pin: 5 to 21 characters, 12 on average. */
const REALISTIC_HOSTS = `pinterest.com quora.com w3schools.com geeksforgeeks.org tutorialspoint.com javatpoint.com
  programiz.com stackoverflow.com superuser.com serverfault.com askubuntu.com github.com gitlab.com bitbucket.org
  developer.mozilla.org docs.python.org nodejs.org typescriptlang.org reactjs.org vuejs.org angular.io svelte.dev
  rust-lang.org go.dev kotlinlang.org wikipedia.org wiktionary.org wikimedia.org archive.org reddit.com
  medium.com dev.to hashnode.com substack.com wordpress.com blogspot.com tumblr.com linkedin.com facebook.com
  instagram.com tiktok.com twitter.com x.com youtube.com vimeo.com dailymotion.com twitch.tv amazon.com
  ebay.com aliexpress.com etsy.com walmart.com bestbuy.com target.com ikea.com tripadvisor.com booking.com
  expedia.com airbnb.com yelp.com imdb.com rottentomatoes.com goodreads.com allrecipes.com foodnetwork.com
  bbcgoodfood.com seriouseats.com nytimes.com theguardian.com bbc.co.uk lemonde.fr elpais.com spiegel.de
  washingtonpost.com forbes.com businessinsider.com buzzfeed.com huffpost.com dailymail.co.uk foxnews.com
  cnn.com reuters.com apnews.com bloomberg.com ft.com economist.com theverge.com wired.com arstechnica.com
  techcrunch.com engadget.com gizmodo.com cnet.com zdnet.com tomshardware.com howtogeek.com lifehacker.com
  makeuseof.com wikihow.com ehow.com answers.com scribd.com slideshare.net coursehero.com chegg.com
  issuu.com yumpu.com`
  .split(/\s+/)
  .filter(Boolean)
  .slice(0, MAX_RULES);

const realisticRules = (): SiteRule[] =>
  REALISTIC_HOSTS.map((host, i) => ({ host, action: SITE_ACTIONS[i % SITE_ACTIONS.length]! }));

describe('encodeRulesCookie and decodeRulesCookie', () => {
  it('round-trip any list, pins in order', () => {
    const rules: SiteRule[] = [
      { host: 'developer.mozilla.org', action: 'pin' },
      { host: 'pinterest.com', action: 'block' },
      { host: 'xn--bcher-kva.de', action: 'raise' },
      { host: 'example.org', action: 'lower' },
      { host: 'docs.python.org', action: 'pin' },
    ];
    const encoded = encodeRulesCookie(rules);
    expect(encoded).toEqual({
      value: '1.pdeveloper.mozilla.org_bpinterest.com_rxn--bcher-kva.de_lexample.org_pdocs.python.org',
    });
    expect(decodeRulesCookie('value' in encoded ? encoded.value : '')).toEqual(rules);
    expect(encodeRulesCookie([])).toEqual({ value: '1.' });
    expect(decodeRulesCookie('1.')).toEqual([]);
  });

  it('holds MAX_RULES realistic rules in under 1.5 KB, within a 4,096-byte cookie', () => {
    expect(REALISTIC_HOSTS).toHaveLength(MAX_RULES);
    const encoded = encodeRulesCookie(realisticRules());
    if (!('value' in encoded)) throw new Error('100 realistic rules must fit');
    expect(RULES_COOKIE.length + 1 + encoded.value.length).toBeLessThanOrEqual(4096);
    expect(encoded.value.length).toBeLessThan(1500);
    expect(decodeRulesCookie(encoded.value)).toEqual(realisticRules());
  });

  it('holds MAX_RULES hosts of up to 38 characters on average', () => {
    const ofLength = (length: number) =>
      Array.from({ length: MAX_RULES }, (_, i): SiteRule => {
        const host = `${String(i).padStart(3, '0')}${'a'.repeat(length - 7)}.org`;
        return { host, action: 'block' };
      });
    expect(ofLength(38)[0]!.host).toHaveLength(38);
    expect(fitsRulesCookie(ofLength(38))).toBe(true);
    expect(fitsRulesCookie(ofLength(39))).toBe(false);
  });

  it('refuses a list too long for the cookie instead of writing one a browser drops', () => {
    const long = Array.from({ length: MAX_RULES }, (_, i): SiteRule => {
      const host = `${String(i).padStart(3, '0')}-a-rather-long-subdomain.example.org`;
      return { host, action: 'block' };
    });
    expect(encodeRulesCookie(long)).toEqual({ error: 'too-large' });
    expect(fitsRulesCookie(long.slice(0, 90))).toBe(true);
    expect(MAX_RULES_COOKIE_VALUE).toBe(4096 - RULES_COOKIE.length - 1);
  });

  it.each<[string, unknown, SiteRule[]]>([
    ['not a string', 42, []],
    ['undefined', undefined, []],
    ['empty', '', []],
    ['an unknown version', '2.bexample.com', []],
    ['no version', 'bexample.com', []],
    ['a JSON cookie', 'j:{"__proto__":1}', []],
    ['a bad first entry', '1.xexample.com_bother.com', []],
    [
      'the valid prefix before an unknown letter',
      '1.bexample.com_xother.com_pthird.com',
      [{ host: 'example.com', action: 'block' }],
    ],
    [
      'the valid prefix before a host not normalized',
      '1.bexample.com_pWWW.Other.com',
      [{ host: 'example.com', action: 'block' }],
    ],
    [
      'the valid prefix before a repeated host',
      '1.bexample.com_pexample.com',
      [{ host: 'example.com', action: 'block' }],
    ],
    [
      'the valid prefix before an empty entry',
      '1.bexample.com__pother.com',
      [{ host: 'example.com', action: 'block' }],
    ],
    ['a trailing separator', '1.bexample.com_', [{ host: 'example.com', action: 'block' }]],
    ['a percent-encoded value, not decoded again', '1.b%65xample.com', []],
  ])('%s', (_, value, expected) => {
    expect(decodeRulesCookie(value)).toEqual(expected);
  });

  it('reads at most MAX_RULES entries', () => {
    const value = `1.${Array.from({ length: MAX_RULES + 20 }, (_, i) => `bsite${i}.com`).join('_')}`;
    expect(decodeRulesCookie(value)).toHaveLength(MAX_RULES);
  });
});

describe('decodeRulesCookie on untrusted values', () => {
  const isValidList = (rules: SiteRule[]) =>
    Array.isArray(rules) &&
    rules.length <= MAX_RULES &&
    new Set(rules.map((rule) => rule.host)).size === rules.length &&
    rules.every((rule) => isNormalizedHost(rule.host) && SITE_ACTIONS.includes(rule.action));

  const untrusted = fc.oneof(
    cookieValue,
    fc.constantFrom(...HOSTILE_WIRE_VALUES),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => `1.${text}`),
    fc
      .array(fc.constantFrom('b', 'p', 'x', 'example.com', '_', '.', '%', ';', 'ü', '-', '1'), { maxLength: 60 })
      .map((parts) => `1.${parts.join('')}`),
    fc.nat({ max: 50_000 }).map((length) => `1.b${'a'.repeat(length)}.com`),
  );

  it('never throws and always gives a valid list', () => {
    fc.assert(
      fc.property(untrusted, (value) => {
        const rules = decodeRulesCookie(value);
        expect(isValidList(rules)).toBe(true);
        // What the settings keep unchecked (preference-cookies.ts): the stored schema accepts it.
        expect(siteRulesSchema.safeParse(rules).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
