import { describe, expect, it } from 'vitest';
import { applySiteRules, LOWER_PLACES, RAISE_PLACES } from '../../server/site-rules/apply-site-rules.ts';
import {
  isBlocked,
  MAX_RULES,
  mergeRules,
  ruleFor,
  type SiteAction,
  type SiteRule,
  setRule,
} from '../../server/site-rules/site-rules.ts';

/** A rule list written compactly: `'pin a.com'`. */
const rules = (...lines: string[]): SiteRule[] =>
  lines.map((line) => {
    const [action, host] = line.split(' ') as [SiteAction, string];
    return { host, action };
  });

/** Results are their hosts, with a suffix to tell two of one site apart: `a.com#2`. */
const hostOf = (result: string) => result.split('#')[0];
const apply = (results: string[], list: SiteRule[]) => applySiteRules(results, list, hostOf);

const manyRules = (count: number): SiteRule[] =>
  Array.from({ length: count }, (_, i) => ({ host: `site${i}.example`, action: 'block' }));

describe('setRule', () => {
  it.each<[string, SiteRule[], string, SiteAction | 'remove', SiteRule[]]>([
    ['adds a rule', [], 'Example.com', 'block', rules('block example.com')],
    ['normalizes the host', [], 'https://www.bücher.de/', 'pin', rules('pin xn--bcher-kva.de')],
    ['replaces a host’s rule', rules('block a.com'), 'a.com', 'raise', rules('raise a.com')],
    [
      'moves a changed rule to the end, so a new pin is the last',
      rules('pin a.com', 'lower b.com', 'pin c.com'),
      'b.com',
      'pin',
      rules('pin a.com', 'pin c.com', 'pin b.com'),
    ],
    [
      'keeps a pin’s place when pinned again',
      rules('pin a.com', 'pin b.com'),
      'www.a.com',
      'pin',
      rules('pin a.com', 'pin b.com'),
    ],
    ['removes', rules('pin a.com', 'block b.com'), 'a.com', 'remove', rules('block b.com')],
    ['removing an absent host changes nothing', rules('pin a.com'), 'b.com', 'remove', rules('pin a.com')],
    [
      'a parent and a subdomain are two rules',
      rules('block a.com'),
      'docs.a.com',
      'pin',
      rules('block a.com', 'pin docs.a.com'),
    ],
  ])('%s', (_, before, input, action, after) => {
    expect(setRule(before, input, action)).toEqual({ rules: after });
  });

  it.each<[string, SiteRule[], string, SiteAction | 'remove', string]>([
    ['a bad host', rules('pin a.com'), 'a.com/blog', 'block', 'has-path'],
    ['an empty host, even to remove', rules('pin a.com'), ' ', 'remove', 'empty'],
    ['a rule past the limit', manyRules(MAX_RULES), 'one-more.com', 'block', 'too-many-rules'],
  ])('refuses %s and changes nothing', (_, before, input, action, error) => {
    const copy = structuredClone(before);
    expect(setRule(before, input, action)).toEqual({ error });
    expect(before).toEqual(copy);
  });

  it('still replaces or removes rules when the list is full', () => {
    const full = manyRules(MAX_RULES);
    expect(setRule(full, 'site5.example', 'pin')).toMatchObject({ rules: { length: MAX_RULES } });
    expect(setRule(full, 'site5.example', 'remove')).toMatchObject({ rules: { length: MAX_RULES - 1 } });
  });
});

describe('mergeRules', () => {
  it('adds in order, replacing hosts set before, and refuses past the limit', () => {
    const own = manyRules(MAX_RULES - 1);
    const { rules: merged, refused } = mergeRules(own, rules('pin site0.example', 'raise new.com', 'block other.com'));
    expect(merged).toHaveLength(MAX_RULES);
    expect(merged.at(-2)).toEqual({ host: 'site0.example', action: 'pin' });
    expect(merged.at(-1)).toEqual({ host: 'new.com', action: 'raise' });
    expect(refused).toEqual(rules('block other.com'));
  });
});

describe('ruleFor and isBlocked', () => {
  const list = rules('block example.com', 'pin docs.example.com', 'raise a.docs.example.com');
  it.each<[string | undefined, SiteAction | undefined]>([
    ['example.com', 'block'],
    ['www.example.com', 'block'],
    ['docs.example.com', 'pin'],
    ['x.docs.example.com', 'pin'],
    ['a.docs.example.com', 'raise'],
    ['other.com', undefined],
    [undefined, undefined],
  ])('%s → %s', (host, action) => {
    expect(ruleFor(list, host)?.action).toBe(action);
    expect(isBlocked(list, host)).toBe(action === 'block');
  });
});

describe('applySiteRules', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `r${i}.com`);

  it('moves raised and lowered results by the documented places', () => {
    expect([RAISE_PLACES, LOWER_PLACES]).toEqual([3, 3]);
  });

  it.each<[string, string[], SiteRule[], string[], number]>([
    ['no rules: the same order', ten.slice(0, 4), [], ten.slice(0, 4), 0],
    ['blocks and counts', ['a.com', 'b.com', 'www.a.com', 'c.com'], rules('block a.com'), ['b.com', 'c.com'], 2],
    [
      'pins first, in rule order, then their own order',
      ['x.com', 'b.com#1', 'a.com', 'y.com', 'b.com#2'],
      rules('pin a.com', 'pin b.com'),
      ['a.com', 'b.com#1', 'b.com#2', 'x.com', 'y.com'],
      0,
    ],
    [
      'raises three places',
      ten.slice(0, 6),
      rules('raise r4.com'),
      ['r0.com', 'r4.com', 'r1.com', 'r2.com', 'r3.com', 'r5.com'],
      0,
    ],
    ['raises to the top at most', ten.slice(0, 4), rules('raise r1.com'), ['r1.com', 'r0.com', 'r2.com', 'r3.com'], 0],
    [
      'lowers three places',
      ten.slice(0, 6),
      rules('lower r0.com'),
      ['r1.com', 'r2.com', 'r3.com', 'r0.com', 'r4.com', 'r5.com'],
      0,
    ],
    ['lowers to the end at most', ten.slice(0, 3), rules('lower r1.com'), ['r0.com', 'r2.com', 'r1.com'], 0],
    [
      'two raised results keep their order',
      ten.slice(0, 5),
      rules('raise r3.com', 'raise r4.com'),
      ['r3.com', 'r0.com', 'r4.com', 'r1.com', 'r2.com'],
      0,
    ],
    [
      'a raised result may pass a lowered one',
      ten.slice(0, 6),
      rules('lower r0.com', 'raise r5.com'),
      ['r1.com', 'r5.com', 'r2.com', 'r3.com', 'r0.com', 'r4.com'],
      0,
    ],
    [
      'places count after the pins and without the blocked',
      ['a.com', 'b.com', 'c.com', 'd.com', 'p.com', 'e.com', 'x.com'],
      rules('block b.com', 'pin p.com', 'raise x.com'),
      ['p.com', 'a.com', 'x.com', 'c.com', 'd.com', 'e.com'],
      1,
    ],
    [
      'the most specific rule wins',
      ['example.com', 'docs.example.com', 'www.example.com', 'blog.example.com'],
      rules('block example.com', 'pin docs.example.com'),
      ['docs.example.com'],
      3,
    ],
    [
      'a parent pin does not save a blocked subdomain',
      ['example.com', 'ads.example.com'],
      rules('pin example.com', 'block ads.example.com'),
      ['example.com'],
      1,
    ],
    ['a result without a host is governed by no rule', ['', 'a.com'], rules('pin a.com'), ['a.com', ''], 0],
  ])('%s', (_, results, list, kept, blockedCount) => {
    expect(apply(results, list)).toEqual({ kept, blockedCount });
  });

  it('is pure: neither the results nor the rules change', () => {
    const results = ['a.com', 'b.com', 'c.com'];
    const list = rules('pin c.com', 'block a.com');
    apply(results, list);
    expect(results).toEqual(['a.com', 'b.com', 'c.com']);
    expect(list).toEqual(rules('pin c.com', 'block a.com'));
  });

  it('keeps every result not blocked, exactly once', () => {
    const results = Array.from({ length: 40 }, (_, i) => `s${i % 7}.com#${i}`);
    const list = rules('raise s1.com', 'lower s2.com', 'pin s3.com', 'block s4.com', 'pin s5.com');
    const { kept, blockedCount } = apply(results, list);
    expect(kept.length + blockedCount).toBe(results.length);
    expect(new Set(kept).size).toBe(kept.length);
    expect(kept.some((result) => hostOf(result) === 's4.com')).toBe(false);
  });
});
