/**
 * The home page's landing sections: their order (ids double as anchors, `/#how-it-works`) and
 * their copy per language. Headings are `landing.<key>.heading` in locales/*.json.
 */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import { LANDING_EN } from './en.ts';
import { LANDING_ES } from './es.ts';
import { LANDING_FR } from './fr.ts';
import type { LandingCopy } from './landing-copy.ts';

export type { LandingCopy, LandingStep } from './landing-copy.ts';

export const LANDING_COPY: Localized<LandingCopy> = { en: LANDING_EN, fr: LANDING_FR, es: LANDING_ES };

/** In page order: `key` names the locale keys, `id` the anchor. */
export const LANDING_SECTIONS = [
  { key: 'howItWorks', id: 'how-it-works' },
  { key: 'partners', id: 'partners' },
  { key: 'showcase', id: 'showcase' },
  { key: 'learnAct', id: 'learn-act' },
  { key: 'searchDifferently', id: 'search-differently' },
  { key: 'privacy', id: 'privacy' },
  { key: 'tryMe', id: 'try' },
  { key: 'install', id: 'install' },
  { key: 'media', id: 'media' },
  { key: 'testimonials', id: 'testimonials' },
] as const;

/**
 * Sections spanning the page's width, first: what happens to the money, in three steps, and where
 * it goes. The others follow in columns (on phones, one row of cards that scrolls sideways).
 */
export const WIDE_LANDING_SECTIONS: readonly LandingSectionKey[] = ['howItWorks', 'partners'];

/**
 * Sections from the operator's lists (server/shared/press-mentions.ts, testimonials.ts), after the
 * cards and as wide as the page; each is left out while its list is empty.
 */
export const CLOSING_LANDING_SECTIONS: readonly LandingSectionKey[] = ['media', 'testimonials'];

export type LandingSectionKey = (typeof LANDING_SECTIONS)[number]['key'];
