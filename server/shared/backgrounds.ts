/**
 * The light homepage's background illustrations: what each shows (alt text per language), who
 * made it (credited under the hero), the colours painted before it loads, and which one is shown
 * on a given day. The four below are drawn in code by this project (scripts/make-backgrounds.ts),
 * so their author is Karma; no licence is recorded for them, and none is claimed.
 *
 * The files are drawn in code by scripts/make-backgrounds.ts and served from public/backgrounds/
 * as `<name>-<width>.<format>`; run that script again after changing this list. Their URLs carry
 * the file's hash (`?v=`, background-hashes.json, written by the same script), so browsers may
 * keep them for a year.
 */
import BACKGROUND_HASHES from './background-hashes.json' with { type: 'json' };
import type { Localized } from './locale-choice.ts';

export interface Background {
  /** File name stem in public/backgrounds/. */
  name: string;
  alt: Localized<string>;
  /** Shown under the hero as 'Illustration: {{author}}' (locales: home.heroTools.credit). */
  author: string;
  /** The licence the author gave, linked beside the credit; none is shown when none is recorded. */
  licence?: { name: string; url: string };
  /** Sky and land colours: the CSS gradient shown until the image arrives, and behind it. */
  sky: string;
  land: string;
}

/** Every file exists in each width and format; widths are what `srcset` offers. */
export const BACKGROUND_WIDTHS = [640, 1280, 1920] as const;
export const BACKGROUND_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type BackgroundFormat = (typeof BACKGROUND_FORMATS)[number];
/** Drawn at 16:10, so `width`/`height` on the <img> keep the ratio. */
export const BACKGROUND_SIZE = { width: 1920, height: 1200 } as const;

export const BACKGROUNDS: readonly Background[] = [
  {
    name: 'hills-dawn',
    author: 'Karma',
    sky: '#f6d7a7',
    land: '#3f7d5a',
    alt: {
      en: 'Illustration: green hills in layers under a pale dawn sky with a low sun.',
      fr: 'Illustration : des collines vertes en plans successifs sous un ciel pâle d’aube, soleil bas.',
      es: 'Ilustración: colinas verdes en capas bajo un cielo pálido de amanecer, con el sol bajo.',
    },
  },
  {
    name: 'forest-mist',
    author: 'Karma',
    sky: '#dce8e2',
    land: '#2f5247',
    alt: {
      en: 'Illustration: rows of fir trees fading into the morning mist.',
      fr: 'Illustration : des rangées de sapins qui s’effacent dans la brume du matin.',
      es: 'Ilustración: hileras de abetos que se desvanecen en la niebla de la mañana.',
    },
  },
  {
    name: 'sea-cliffs',
    author: 'Karma',
    sky: '#bfe0f2',
    land: '#2c6f8f',
    alt: {
      en: 'Illustration: grassy cliffs above a calm blue sea, with seabirds in the sky.',
      fr: 'Illustration : des falaises herbeuses au-dessus d’une mer bleue et calme, des oiseaux marins dans le ciel.',
      es: 'Ilustración: acantilados cubiertos de hierba sobre un mar azul y tranquilo, con aves marinas en el cielo.',
    },
  },
  {
    name: 'mountain-lake',
    author: 'Karma',
    sky: '#e9a07a',
    land: '#1f2b3a',
    alt: {
      en: 'Illustration: mountains at dusk reflected in a still lake edged with pines.',
      fr: 'Illustration : des montagnes au crépuscule qui se reflètent dans un lac calme bordé de pins.',
      es: 'Ilustración: montañas al atardecer reflejadas en un lago en calma rodeado de pinos.',
    },
  },
];

const DAY_MS = 86_400_000;

/** The same illustration all day (UTC) for everyone, the next one the day after. */
export function backgroundOfDay(date: Date): Background {
  const day = Math.floor(date.getTime() / DAY_MS);
  const index = ((day % BACKGROUNDS.length) + BACKGROUNDS.length) % BACKGROUNDS.length;
  return BACKGROUNDS[index] as Background;
}

/** The file's name in public/backgrounds/. */
export function backgroundFile(name: string, width: number, format: BackgroundFormat): string {
  return `${name}-${width}.${format}`;
}

/** The hash of a file in public/backgrounds/, if it has one (background-hashes.json). */
export function backgroundHash(file: string): string | undefined {
  return (BACKGROUND_HASHES as Record<string, string>)[file];
}

/** The file's URL, versioned by its content's hash. */
export function backgroundUrl(name: string, width: number, format: BackgroundFormat): string {
  const file = backgroundFile(name, width, format);
  const hash = backgroundHash(file);
  return hash ? `/backgrounds/${file}?v=${hash}` : `/backgrounds/${file}`;
}

/** `srcset` of one format: every width, with its `w` descriptor. */
export function backgroundSrcset(name: string, format: BackgroundFormat): string {
  return BACKGROUND_WIDTHS.map((width) => `${backgroundUrl(name, width, format)} ${width}w`).join(', ');
}
