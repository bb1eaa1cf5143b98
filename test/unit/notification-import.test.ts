/**
 * Import file validation (server/notifications/import-file.ts): a bad file yields messages that
 * name the entry and the field, and no notification at all; and the shipped starter file passes
 * the same rules plus the editorial ones it promises.
 */
import { describe, expect, it } from 'vitest';
import { validateImportFile, validateImportText } from '../../server/notifications/import-file.ts';
import { STARTER_FILE, starterNotifications } from '../../server/notifications/starter.ts';
import { LOCALES } from '../../server/shared/locale-choice.ts';

const good = (overrides: Record<string, unknown> = {}) => ({
  id: 'welcome',
  locale: 'en',
  title: 'Welcome',
  content: '<p>Hello</p>',
  publishedAt: '2026-11-02T09:00:00Z',
  ...overrides,
});

const errorsOf = (entries: unknown[]) => {
  const result = validateImportFile({ notifications: entries });
  if (result.ok) throw new Error('expected the file to be refused');
  return result.errors;
};

describe('validateImportFile', () => {
  it('accepts a minimal entry and fills the defaults', () => {
    const result = validateImportFile({ notifications: [good()] });
    expect(result).toEqual({
      ok: true,
      warnings: [],
      notifications: [
        {
          id: 'welcome',
          locale: 'en',
          title: 'Welcome',
          content: '<p>Hello</p>',
          thumbnailUrl: null,
          imageUrl: null,
          contentType: 'learn',
          destinationUrl: null,
          publishedAt: new Date('2026-11-02T09:00:00Z'),
          willSendNotificationOnDesktop: false,
          expirationDate: null,
        },
      ],
    });
  });

  it('accepts nulls for the optional fields (an API answer edited and imported back)', () => {
    const entry = good({ thumbnailUrl: null, contentType: null, willSendNotificationOnDesktop: null });
    expect(validateImportFile({ notifications: [entry] }).ok).toBe(true);
  });

  it.each([
    [{ publishedAt: '2026-02-30' }, 'entry 2 (id "welcome"): publishedAt: Invalid ISO date'],
    [{ publishedAt: undefined }, 'entry 2 (id "welcome"): publishedAt: Required'],
    [{ id: 'no spaces' }, 'entry 2 (id "no spaces"): id: Must be 1 to 64 letters'],
    [{ id: 42 }, 'entry 2: id: Expected a string'],
    [{ locale: 'de' }, 'entry 2 (id "welcome"): locale: Must be one of en, fr, es'],
    [{ title: '   ' }, 'entry 2 (id "welcome"): title: Must not be empty'],
    [{ title: 'x'.repeat(141) }, 'entry 2 (id "welcome"): title: Too long (at most 140 characters)'],
    [{ content: 'x'.repeat(4001) }, 'entry 2 (id "welcome"): content: Too long (at most 4000 characters)'],
    [{ content: '<script>alert(1)</script>' }, 'entry 2 (id "welcome"): content: Nothing is left'],
    [{ destinationUrl: 'javascript:alert(1)' }, 'entry 2 (id "welcome"): destinationUrl: Must be an https:// URL'],
    [{ imageUrl: 'http://example.org/a.png' }, 'entry 2 (id "welcome"): imageUrl: Must be an https:// URL'],
    [{ thumbnailUrl: '//cdn.example/a.png' }, 'entry 2 (id "welcome"): thumbnailUrl: Must be an https:// URL'],
    [{ contentType: 'gossip' }, 'entry 2 (id "welcome"): contentType: Must be one of act, learn, news, victory'],
    [{ willSendNotificationOnDesktop: 'yes' }, 'entry 2 (id "welcome"): willSendNotificationOnDesktop: Expected true'],
    [
      { willSendNotificationOnDesktop: true },
      'entry 2 (id "welcome"): expirationDate: Required when willSendNotificationOnDesktop is true',
    ],
    [{ expirationDate: '2026-11-01' }, 'entry 2 (id "welcome"): expirationDate: Must be later than publishedAt'],
    [{ expiryDate: '2027-01-01' }, 'entry 2 (id "welcome"): Unrecognized key: "expiryDate"'],
  ])('refuses %j: %s', (overrides, message) => {
    const errors = errorsOf([good({ id: 'first' }), good(overrides)]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('refuses an entry that is not an object, and a duplicate id in the same locale', () => {
    expect(errorsOf(['oops'])[0]).toMatch(/^entry 1: /);
    const errors = errorsOf([good(), good({ locale: 'fr' }), good({ title: 'Again' })]);
    expect(errors).toEqual(['entry 3 (id "welcome"): id: Same id and locale as entry 1']);
  });

  it('reports every bad entry, not just the first', () => {
    const errors = errorsOf([good({ id: 'a', locale: 'xx' }), good({ id: 'b' }), good({ id: 'c', title: '' })]);
    expect(errors.map((e) => e.split(':')[0])).toEqual(['entry 1 (id "a")', 'entry 3 (id "c")']);
  });

  it.each([
    [[], 'file: Expected an object'],
    [{}, 'file: notifications: Required'],
    [{ notifications: {} }, 'file: notifications: Expected an array'],
    [{ notifications: [], extra: 1 }, 'file: Unrecognized key: "extra"'],
  ])('refuses the file %j', (json, message) => {
    const result = validateImportFile(json);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toContain(message);
  });

  it('says when the text is not JSON', () => {
    const result = validateImportText('{"notifications": [');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^file: Not valid JSON/);
  });

  it('sanitizes the content and warns when markup was removed', () => {
    const result = validateImportFile({ notifications: [good({ content: '<p onclick="x()">Hi</p>' })] });
    expect(result.ok && result.notifications[0]?.content).toBe('<p>Hi</p>');
    expect(result.ok && result.warnings).toEqual([
      'entry 1 (id "welcome"): content: Markup that is not allowed was removed; the site shows: <p>Hi</p>',
    ]);
  });
});

describe('the starter notifications', () => {
  const starter = starterNotifications();

  it('are valid, with 4 or 5 per locale and the same ids in every locale', () => {
    const idsOf = (locale: string) =>
      starter
        .filter((n) => n.locale === locale)
        .map((n) => n.id)
        .sort();
    for (const locale of LOCALES) {
      expect(idsOf(locale).length).toBeGreaterThanOrEqual(4);
      expect(idsOf(locale).length).toBeLessThanOrEqual(5);
      expect(idsOf(locale)).toEqual(idsOf('en'));
    }
  });

  it('flag at most one per locale for the desktop preview, expiring a few months after publication', () => {
    for (const locale of LOCALES) {
      const flagged = starter.filter((n) => n.locale === locale && n.willSendNotificationOnDesktop);
      expect(flagged.length).toBeLessThanOrEqual(1);
      for (const n of flagged) {
        const months = (n.expirationDate!.getTime() - n.publishedAt.getTime()) / (30 * 24 * 3600_000);
        expect(months).toBeGreaterThan(1);
        expect(months).toBeLessThan(6);
      }
    }
  });

  it('are published before 2026-11-21, show the feed images and lead to pages of this site', () => {
    for (const n of starter) {
      expect(n.publishedAt.getTime()).toBeLessThan(Date.parse('2026-11-21T00:00:00Z'));
      expect(n.imageUrl).toMatch(/^\/feed\/[a-z]+\.webp$/);
      expect(n.thumbnailUrl).toMatch(/^\/feed\/[a-z]+\.webp$/);
      expect(n.destinationUrl).toMatch(n.locale === 'en' ? /^\/(?!fr\/|es\/)/ : new RegExp(`^/${n.locale}/`));
    }
  });

  it('carry no markup the sanitizer would remove', () => {
    expect(validateImportFile(STARTER_FILE)).toMatchObject({ ok: true, warnings: [] });
  });
});
