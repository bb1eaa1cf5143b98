/**
 * The rules page's edits (server/site-rules/rule-edit.ts): the host stored and its previous
 * action (for Undo), refusals that leave the list as it was, and a list kept in the cookie
 * refusing what would not fit while an account's takes it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RULES, type SiteRule } from '../../server/shared/site-rule.ts';
import { addSiteRules, editSiteRules } from '../../server/site-rules/rule-edit.ts';
import { fitsRulesCookie } from '../../server/site-rules/rules-cookie.ts';

const long = (i: number): SiteRule => ({ host: `${'x'.repeat(60)}${i}.org`, action: 'block' });

describe('editSiteRules', () => {
  it('stores the normalized host and says what it had before', () => {
    const rules: SiteRule[] = [{ host: 'example.org', action: 'raise' }];
    expect(editSiteRules(rules, 'https://www.Example.org/', 'block', true)).toEqual({
      rules: [{ host: 'example.org', action: 'block' }],
      host: 'example.org',
      previous: 'raise',
    });
    expect(editSiteRules(rules, 'other.org', 'pin', true)).toMatchObject({ previous: null });
    expect(editSiteRules(rules, 'example.org', 'remove', true)).toMatchObject({ rules: [], previous: 'raise' });
  });

  it('refuses a bad host or a full list, with the code the page words', () => {
    expect(editSiteRules([], 'example.org/x', 'block', true)).toEqual({ error: 'has-path' });
    const full = Array.from({ length: MAX_RULES }, (_, i): SiteRule => ({ host: `s${i}.io`, action: 'lower' }));
    expect(editSiteRules(full, 'one-more.org', 'block', false)).toEqual({ error: 'too-many-rules' });
    expect(editSiteRules(full, 's3.io', 'pin', false)).toMatchObject({ previous: 'lower' });
  });

  it('refuses in the cookie what an account keeps', () => {
    const rules = Array.from({ length: 60 }, (_, i) => long(i));
    expect(fitsRulesCookie(rules)).toBe(true);
    expect(editSiteRules(rules, 'another-site.org', 'block', true)).toEqual({ error: 'too-large' });
    expect(editSiteRules(rules, 'another-site.org', 'block', false)).toMatchObject({ host: 'another-site.org' });
    // Removing always fits.
    expect(editSiteRules(rules, long(0).host, 'remove', true)).toMatchObject({ previous: 'block' });
  });
});

describe('addSiteRules', () => {
  it('merges in order, counts only what changed, and refuses past the limit', () => {
    const rules: SiteRule[] = [{ host: 'a.org', action: 'block' }];
    const merged = addSiteRules(
      rules,
      [
        { host: 'a.org', action: 'block' },
        { host: 'b.org', action: 'pin' },
      ],
      true,
    );
    expect(merged).toEqual({
      rules: [
        { host: 'a.org', action: 'block' },
        { host: 'b.org', action: 'pin' },
      ],
      changed: 1,
      refused: [],
    });
    const full = Array.from({ length: MAX_RULES }, (_, i): SiteRule => ({ host: `s${i}.io`, action: 'lower' }));
    const past = addSiteRules(
      full,
      [
        { host: 'new.org', action: 'block' },
        { host: 's1.io', action: 'pin' },
      ],
      false,
    );
    expect(past.refused).toEqual([{ host: 'new.org', action: 'block' }]);
    expect(past.changed).toBe(1);
  });

  it('keeps a cookie list within the cookie, refusing the rules that would not fit', () => {
    const added = Array.from({ length: 80 }, (_, i) => long(i));
    const inCookie = addSiteRules([], added, true);
    expect(fitsRulesCookie(inCookie.rules)).toBe(true);
    expect(inCookie.refused.length).toBeGreaterThan(0);
    expect(inCookie.rules.length + inCookie.refused.length).toBe(80);
    expect(addSiteRules([], added, false).refused).toEqual([]);
  });
});
