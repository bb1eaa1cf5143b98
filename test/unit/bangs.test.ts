import { describe, expect, it } from 'vitest';
import { BANG_HOSTS, bangList, bangTarget, findBang, withBang } from '../../server/shared/bangs.ts';
import { OUTBOUND_SERVICES, servicesFor } from '../../server/shared/outbound-links.ts';

/** Where a query goes, or undefined for an ordinary search. */
const target = (text: string, locale: 'en' | 'fr' | 'es' = 'en') => {
  const bang = findBang(text);
  return bang && bangTarget(bang, locale);
};

describe('findBang and bangTarget', () => {
  it.each<[string, string | undefined]>([
    ['!w fox', 'https://en.wikipedia.org/w/index.php?search=fox'],
    ['fox !osm', 'https://www.openstreetmap.org/search?query=fox'],
    ['red !w fox', 'https://en.wikipedia.org/w/index.php?search=red%20fox'],
    ['!W Fox', 'https://en.wikipedia.org/w/index.php?search=Fox'],
    ['  !gh   karma   search ', 'https://github.com/search?q=karma%20search'],
    ['!g a&b=c #1 100%', 'https://www.google.com/search?q=a%26b%3Dc%20%231%20100%25'],
    ['!ddg !w fox', 'https://duckduckgo.com/?q=!w%20fox'],
    // Alone, a bang opens the site's home page.
    ['!w', 'https://en.wikipedia.org/'],
    ['!osm', 'https://www.openstreetmap.org/'],
    // Unknown bangs, and a ! that is not a word of its own, are ordinary searches.
    ['!nope fox', undefined],
    ['fox!w', undefined],
    ['! w fox', undefined],
    ['w! fox', undefined],
    ['fox', undefined],
    ['', undefined],
  ])('%s → %s', (text, expected) => {
    expect(target(text)).toBe(expected);
  });

  it('uses the visitor’s language where the site has one', () => {
    expect(target('!w renard', 'fr')).toBe('https://fr.wikipedia.org/w/index.php?search=renard');
    expect(target('zorro !wikt', 'es')).toBe('https://es.wiktionary.org/w/index.php?search=zorro');
  });

  it('bounds its work on a pasted blob', () => {
    expect(findBang(`${'x '.repeat(50_000)}!w`)).toBeUndefined();
    expect(findBang(`!w ${'x'.repeat(100_000)}`)?.service.id).toBe('wikipedia');
  });

  it('remembers where the bang was, for completions', () => {
    expect(withBang('fox', findBang('!w fo')!)).toBe('!w fox');
    expect(withBang('fox', findBang('fo !W')!)).toBe('fox !w');
    expect(withBang('red fox', findBang('red !w fo')!)).toBe('!w red fox');
  });
});

describe('the bang table is the menus’ table', () => {
  it('every outbound service has one short, unique, lower-case bang', () => {
    const bangs = OUTBOUND_SERVICES.map((entry) => entry.bang);
    expect(new Set(bangs).size).toBe(OUTBOUND_SERVICES.length);
    for (const bang of bangs) expect(bang).toMatch(/^[a-z0-9]{1,10}$/);
  });

  it('the /bangs list holds every menu entry, in the menus’ groups', () => {
    const menuIds = (['tryWith', 'other'] as const).flatMap((menu) =>
      servicesFor(menu, { query: 'x', vertical: 'web', locale: 'en' }).flatMap((group) =>
        group.links.map((link) => link.id),
      ),
    );
    const listed = bangList().flatMap((group) => group.bangs.map((entry) => entry.id));
    expect(new Set(listed)).toEqual(new Set(menuIds));
    expect(bangList().find((group) => group.group === 'maps')?.bangs).toEqual([
      { bang: 'osm', name: 'OpenStreetMap', id: 'openstreetmap' },
    ]);
  });
});

// The check of a bang's target is the redirect validator's (test/unit/safe-external-redirect.test.ts).
describe('BANG_HOSTS (the redirect allow-list)', () => {
  it('holds the hosts of every language', () => {
    expect(BANG_HOSTS.has('fr.wikipedia.org')).toBe(true);
  });
});
