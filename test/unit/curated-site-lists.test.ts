/**
 * The operator's curated site lists (server/shared/curated-site-lists.ts) are valid as shipped:
 * ids usable in a form, every language filled, hosts in stored form, one rule per host, and few
 * enough rules to fit with room to spare in a visitor's cookie.
 */
import { describe, expect, it } from 'vitest';
import { CURATED_SITE_LISTS, curatedSiteList } from '../../server/shared/curated-site-lists.ts';
import { LOCALES } from '../../server/shared/locale-choice.ts';
import { MAX_RULES, siteRulesSchema } from '../../server/shared/site-rule.ts';
import { fitsRulesCookie } from '../../server/site-rules/rules-cookie.ts';

describe('curated site lists', () => {
  it('have unique, form-safe ids', () => {
    const ids = CURATED_SITE_LISTS.map((list) => list.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(CURATED_SITE_LISTS.map((list) => [list.id, list] as const))(
    '%s is filled in every language and valid',
    (_id, list) => {
      for (const locale of LOCALES) {
        expect(list.title[locale].trim()).not.toBe('');
        expect(list.description[locale].trim()).not.toBe('');
      }
      expect(siteRulesSchema.safeParse(list.rules).success).toBe(true);
      expect(list.rules.length).toBeGreaterThan(0);
      expect(list.rules.length).toBeLessThanOrEqual(MAX_RULES / 4);
      expect(fitsRulesCookie(list.rules)).toBe(true);
    },
  );

  it('are found by id only', () => {
    for (const list of CURATED_SITE_LISTS) expect(curatedSiteList(list.id)).toBe(list);
    for (const id of ['', 'nope', '__proto__', 'constructor', undefined, 42, ['no-pinterest']]) {
      expect(curatedSiteList(id)).toBeUndefined();
    }
  });
});
