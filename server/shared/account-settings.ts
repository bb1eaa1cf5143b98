/**
 * Account settings: one zod schema for the settings form, the account API and the store. Every
 * field is optional in an update; unknown fields are refused so a typo cannot be silently lost.
 */
import { z } from 'zod';
import { COLOR_MODES } from '../../client/contract/color-mode.ts';
import { LOCALES } from './locale-choice.ts';
import { siteRulesSchema } from './site-rule.ts';

export const ASSOCIATIONS = ['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT'] as const;
export type Association = (typeof ASSOCIATIONS)[number];

/** Search regions offered on the settings page; 'en' is labelled International. */
export const SEARCH_REGIONS = [
  'es-AR',
  'en-AU',
  'de-AT',
  'nl-BE',
  'fr-BE',
  'pt-BR',
  'en-CA',
  'fr-CA',
  'es-CL',
  'da-DK',
  'fi-FI',
  'fr-FR',
  'de-DE',
  'zh-HK',
  'en-IN',
  'en-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'en-MY',
  'es-MX',
  'nl-NL',
  'en-NZ',
  'no-NO',
  'zh-CN',
  'pl-PL',
  'en-PH',
  'ru-RU',
  'en-ZA',
  'es-ES',
  'sv-SE',
  'fr-CH',
  'de-CH',
  'zh-TW',
  'tr-TR',
  'en-GB',
  'en-US',
  'es-US',
  'en',
] as const;
export type SearchRegion = (typeof SEARCH_REGIONS)[number];

/** Learn & Act content is written per partner country, or international. */
export const LEARN_ACT_REGIONS = ['FR', 'GB', 'US', 'INTL'] as const;

export const MAIL_ENVIRONMENTS = ['google', 'microsoft', 'proton', 'yahoo'] as const;

export const settingsSchema = z
  .object({
    safeSearch: z.enum(['off', 'moderate', 'strict']),
    personalized: z.boolean(),
    locale: z.enum(LOCALES),
    learnActRegion: z.enum(LEARN_ACT_REGIONS),
    searchRegion: z.enum(SEARCH_REGIONS),
    /** 'default': the partners of the search region; otherwise a non-empty custom selection. */
    associations: z.union([
      z.literal('default'),
      z.array(z.enum(ASSOCIATIONS)).min(1, 'choose at least one association').max(ASSOCIATIONS.length),
    ]),
    serviceProvider: z.enum(MAIL_ENVIRONMENTS).nullable(),
    colorMode: z.enum(COLOR_MODES),
    /** Blocked, lowered, raised and pinned sites (server/site-rules/). */
    siteRules: siteRulesSchema,
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateSchema = settingsSchema.partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const DEFAULT_SETTINGS: Settings = {
  safeSearch: 'moderate',
  personalized: false,
  locale: 'en',
  learnActRegion: 'INTL',
  searchRegion: 'en',
  associations: 'default',
  serviceProvider: null,
  colorMode: 'system',
  siteRules: [],
};

/**
 * The partners of the search region's own country (or language area): none for International,
 * which names no country, nor for a country no partner works in.
 */
export function regionAssociations(searchRegion: string): Association[] {
  const country = searchRegion.split('-')[1] ?? '';
  if (['FR', 'BE', 'CH', 'CA'].includes(country) && searchRegion.startsWith('fr')) return ['ASPAS', 'NAAT', 'L214'];
  if (country === 'FR') return ['ASPAS', 'NAAT', 'L214'];
  if (country === 'GB') return ['HSUK'];
  if (country === 'US') return ['RWLD', 'INAT'];
  return [];
}

/** The partners of a search region (the 'default' selection): its own, or every partner when it has none. */
export function defaultAssociations(searchRegion: string): Association[] {
  const own = regionAssociations(searchRegion);
  return own.length > 0 ? own : [...ASSOCIATIONS];
}
