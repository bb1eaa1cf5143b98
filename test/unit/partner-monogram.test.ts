/**
 * The partners' monograms: initials from a name, the ink that reads on an accent, the WCAG
 * contrast behind it, and every partner's monogram legible (4.5:1, normal-size text).
 */
import { describe, expect, it } from 'vitest';
import { PARTNERS } from '../../server/shared/partners.ts';
import {
  contrastRatio,
  MONOGRAM_INKS,
  monogramColours,
  monogramInitials,
  relativeLuminance,
} from '../../views/content/partner-monogram.ts';

describe('monogramInitials', () => {
  it.each([
    ['ASPAS', 'AS'],
    ['Notre Affaire À Tous', 'NA'],
    ['L214', 'L214'],
    ['Humane World for Animals UK', 'HW'],
    ['Re:wild', 'RW'],
    ['iNaturalist', 'IN'],
    ['WWF', 'WWF'],
    ['Greenpeace', 'GR'],
    ['The Ocean Cleanup', 'OC'],
    ['Ligue pour la protection des oiseaux', 'LP'],
    ['  Sea-Watch  ', 'SW'],
    ['« Terre & Mer »', 'TM'],
    ['', '?'],
  ])('%j → %s', (name, initials) => expect(monogramInitials(name)).toBe(initials));
});

describe('contrast', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#808080', 0.2158605],
  ])('luminance of %s is %d', (hex, luminance) => expect(relativeLuminance(hex)).toBeCloseTo(luminance, 6));

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#0b7a53', '#ffffff', 5.35],
    ['#123456', '#123456', 1],
  ])('%s on %s is %d:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2));

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow(TypeError);
    expect(() => relativeLuminance('#fff')).toThrow(TypeError);
  });
});

describe('monogramColours', () => {
  it.each([
    ['#1f4e9c', MONOGRAM_INKS.light],
    ['#0b7a53', MONOGRAM_INKS.light],
    ['#f2c94c', MONOGRAM_INKS.dark],
    ['#ffffff', MONOGRAM_INKS.dark],
    ['#000000', MONOGRAM_INKS.light],
  ])('on %s the ink is %s', (accent, ink) =>
    expect(monogramColours(accent)).toEqual({ background: accent, text: ink }),
  );
});

describe('the partners', () => {
  it.each(PARTNERS.map((p) => [p.label, p.accent] as const))('%s: its monogram reads at 4.5:1 or more', (_, accent) => {
    const { background, text } = monogramColours(accent);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('each has a colour and initials of its own', () => {
    expect(new Set(PARTNERS.map((p) => p.accent.toLowerCase())).size).toBe(PARTNERS.length);
    expect(new Set(PARTNERS.map((p) => monogramInitials(p.label))).size).toBe(PARTNERS.length);
  });

  it('stands out from the dark page (3:1, a graphic beside its written name)', () => {
    for (const p of PARTNERS) expect(contrastRatio(p.accent, '#111418'), p.label).toBeGreaterThanOrEqual(3);
  });
});
