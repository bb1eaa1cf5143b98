import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNormalizedHost } from '../../server/shared/site-host.ts';
import { exportGoggles, importGoggles, type SkipReason } from '../../server/site-rules/goggles-file.ts';
import { MAX_RULES, SITE_ACTIONS, type SiteRule } from '../../server/site-rules/site-rules.ts';

const RULES: SiteRule[] = [
  { host: 'pinterest.com', action: 'block' },
  { host: 'developer.mozilla.org', action: 'pin' },
  { host: 'example.net', action: 'lower' },
  { host: 'example.org', action: 'raise' },
  { host: 'docs.python.org', action: 'pin' },
];

describe('exportGoggles', () => {
  it('writes a Goggles file with its header, one instruction per rule, pins marked', () => {
    expect(exportGoggles(RULES, new Date('2026-11-28T10:00:00Z'))).toBe(
      [
        '! name: Karma site rules',
        '! description: Sites blocked, lowered, raised or pinned in Karma. A pinned site is the strongest boost, marked karma:pin.',
        '! public: false',
        '! author: Karma',
        '! exported: 2026-11-28',
        '',
        '$discard,site=pinterest.com',
        '! karma:pin',
        '$boost=10,site=developer.mozilla.org',
        '$downrank=2,site=example.net',
        '$boost=2,site=example.org',
        '! karma:pin',
        '$boost=10,site=docs.python.org',
        '',
      ].join('\n'),
    );
  });

  it('round-trips through import exactly, pins in their order', () => {
    expect(importGoggles(exportGoggles(RULES))).toEqual({ rules: RULES, skipped: [] });
    expect(importGoggles(exportGoggles([]))).toEqual({ rules: [], skipped: [] });
  });

  it('round-trips any list of rules', () => {
    const host = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/),
        fc.constantFrom('com', 'org', 'co.uk', 'xn--p1ai'),
      )
      .map(([name, tld]) => `${name}.${tld}`)
      // Only hosts a rule can hold: "xn--a.com" is no host (its label is not Punycode), and
      // "www.x.com" is stored as "x.com".
      .filter(isNormalizedHost);
    const rules = fc
      .uniqueArray(fc.tuple(host, fc.constantFrom(...SITE_ACTIONS)), {
        selector: ([name]) => name,
        maxLength: MAX_RULES,
      })
      .map((pairs) => pairs.map(([name, action]): SiteRule => ({ host: name, action })));
    fc.assert(
      fc.property(rules, (list) => {
        expect(importGoggles(exportGoggles(list, new Date(0)))).toEqual({ rules: list, skipped: [] });
      }),
      { numRuns: 200 },
    );
  });
});

describe('importGoggles', () => {
  it.each<[string, string, SiteRule[]]>([
    ['discard is block', '$discard,site=example.com', [{ host: 'example.com', action: 'block' }]],
    ['any boost is raise', '$boost=7,site=example.com', [{ host: 'example.com', action: 'raise' }]],
    ['a bare boost is raise', '$boost,site=example.com', [{ host: 'example.com', action: 'raise' }]],
    ['a boost of 10 without the marker is raise', '$boost=10,site=a.com', [{ host: 'a.com', action: 'raise' }]],
    ['any downrank is lower', '$downrank=10,site=example.com', [{ host: 'example.com', action: 'lower' }]],
    ['options in any order, spaced', '  $site=example.com, downrank  ', [{ host: 'example.com', action: 'lower' }]],
    ['the marker pins the boost after it', '! karma:pin\n$boost=3,site=a.com', [{ host: 'a.com', action: 'pin' }]],
    [
      'the marker does not reach past a blank line',
      '! karma:pin\n\n$boost=3,site=a.com',
      [{ host: 'a.com', action: 'raise' }],
    ],
    ['the marker does not pin a discard', '! karma:pin\n$discard,site=a.com', [{ host: 'a.com', action: 'block' }]],
    ['hosts are normalized', '$discard,site=WWW.Bücher.de', [{ host: 'xn--bcher-kva.de', action: 'block' }]],
    [
      'a host set twice keeps its last line',
      '$discard,site=a.com\n$boost=2,site=b.com\n$boost=2,site=a.com',
      [
        { host: 'b.com', action: 'raise' },
        { host: 'a.com', action: 'raise' },
      ],
    ],
    [
      'CRLF line ends and a byte-order mark',
      '\uFEFF! name: x\r\n$discard,site=a.com\r\n',
      [{ host: 'a.com', action: 'block' }],
    ],
    ['comments and metadata are ignored', '! name: Tech\n! description: $discard,site=a.com\n\n', []],
  ])('%s', (_, text, rules) => {
    expect(importGoggles(text)).toEqual({ rules, skipped: [] });
  });

  it.each<[string, string, SkipReason]>([
    ['a URL pattern', '/blog/$boost=2,site=example.com', 'has-pattern'],
    ['a plain pattern', 'recipes', 'has-pattern'],
    ['an anchored pattern', '|https://example.com^$discard', 'has-pattern'],
    ['inurl', '$boost=2,inurl,site=example.com', 'unknown-option'],
    ['intitle', '$discard,intitle=foo,site=example.com', 'unknown-option'],
    ['a trailing comma', '$discard,site=example.com,', 'unknown-option'],
    ['no action', '$site=example.com', 'no-action'],
    ['no site', '$discard', 'no-site'],
    ['two actions', '$discard,boost=2,site=example.com', 'conflicting-options'],
    ['two sites', '$discard,site=a.com,site=b.com', 'conflicting-options'],
    ['a strength out of range', '$boost=11,site=example.com', 'bad-value'],
    ['a strength of zero', '$downrank=0,site=example.com', 'bad-value'],
    ['a strength that is not a number', '$boost=high,site=example.com', 'bad-value'],
    ['a value on discard', '$discard=1,site=example.com', 'bad-value'],
    ['two equal signs', '$boost=2=3,site=example.com', 'bad-value'],
    ['a site with a path', '$discard,site=example.com/blog', 'bad-host'],
    ['an empty site', '$discard,site=', 'bad-host'],
    ['an IP address', '$discard,site=10.0.0.1', 'bad-host'],
  ])('skips %s, with its line', (_, instruction, reason) => {
    const text = `! name: x\n$discard,site=kept.com\n${instruction}\n`;
    expect(importGoggles(text)).toEqual({
      rules: [{ host: 'kept.com', action: 'block' }],
      skipped: [{ line: 3, text: instruction, reason }],
    });
  });

  it('skips lines past MAX_RULES, listing each', () => {
    const lines = Array.from({ length: MAX_RULES + 2 }, (_, i) => `$discard,site=site${i}.com`);
    const { rules, skipped } = importGoggles(lines.join('\n'));
    expect(rules).toHaveLength(MAX_RULES);
    expect(skipped).toEqual([
      { line: MAX_RULES + 1, text: `$discard,site=site${MAX_RULES}.com`, reason: 'too-many-rules' },
      { line: MAX_RULES + 2, text: `$discard,site=site${MAX_RULES + 1}.com`, reason: 'too-many-rules' },
    ]);
  });

  it('shortens a very long skipped line', () => {
    const { skipped } = importGoggles(`x${'y'.repeat(10_000)}`);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.text.length).toBeLessThan(300);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const { rules, skipped } = importGoggles(text);
        return rules.length <= MAX_RULES && skipped.every((entry) => entry.line >= 1);
      }),
      { numRuns: 500 },
    );
  });
});
