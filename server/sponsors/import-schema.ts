/**
 * One entry of a sponsored-links import file, as zod checks it (docs/sponsored-links.md
 * documents the format). Messages are written for the operator who runs the import; ./import-file.ts
 * prefixes each with the entry (numbered from 1) and the field. Unknown fields are refused: a
 * misspelt `dailyBudget` must not pass silently.
 */
import { z } from 'zod';
import { importText, required, withoutControlCharacters } from '../import-text.ts';
import { safeAnyHostTarget } from '../redirects/safe-redirect.ts';
import { SEARCH_REGIONS } from '../shared/account-settings.ts';
import { LOCALES } from '../shared/locale-choice.ts';

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const MAX_ENTRIES = 1000;
export const LIMITS = {
  advertiser: 80,
  title: 80,
  displayUrl: 60,
  url: 2000,
  description: 200,
  keyword: 40,
  phrase: 80,
  /** Keywords, and phrases, per entry. */
  terms: 100,
  /** Minor units: far above any real cost, far below 2^53 once summed over years. */
  amount: 100_000_000,
} as const;
export const REGION_CHOICES = [...SEARCH_REGIONS, 'all'] as const;

const text = (max: number) => importText(max);

/** What a click's redirect will accept (server/redirects/safe-redirect.ts), so no imported link is dead. */
function isHttpsUrl(value: string): boolean {
  return safeAnyHostTarget(value) !== undefined;
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z.string({ error: required('a string') }).refine(isDay, 'Must be a day written YYYY-MM-DD');

const amount = (min: number) =>
  z
    .number({ error: required('a number') })
    .int('Must be a whole number of minor units (cents)')
    .min(min, `Must be at least ${min} (minor units)`)
    .max(LIMITS.amount, `Must be at most ${LIMITS.amount} (minor units)`);

const termList = (term: z.ZodString) =>
  z
    .array(term, { error: required('an array of strings') })
    .max(LIMITS.terms, `Too many (at most ${LIMITS.terms})`)
    .default([]);

function uniqueList<T extends string>(choices: readonly T[], message: string) {
  return z
    .array(z.enum(choices as [T, ...T[]], { error: message }), { error: required('an array') })
    .min(1, 'Must name at least one')
    .refine((list) => new Set(list).size === list.length, 'Lists a value twice');
}

export const importEntrySchema = z
  .object({
    id: z
      .string({ error: required('a string') })
      .regex(ID_PATTERN, 'Must be 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit'),
    advertiser: text(LIMITS.advertiser),
    title: text(LIMITS.title),
    displayUrl: text(LIMITS.displayUrl).regex(/^\S+$/, 'Must not contain spaces (e.g. otter.example)'),
    url: withoutControlCharacters(
      z.string({ error: required('a string') }).max(LIMITS.url, `Too long (at most ${LIMITS.url} characters)`),
    ).refine(isHttpsUrl, 'Must be an https:// URL'),
    description: text(LIMITS.description),
    // Kept as written; the matcher folds both sides (case, accents) when it compares.
    keywords: termList(text(LIMITS.keyword).regex(/^\S+$/, 'A keyword is one word; put several words in phrases')),
    phrases: termList(text(LIMITS.phrase)),
    languages: uniqueList(LOCALES, `Must be one of ${LOCALES.join(', ')}`),
    regions: uniqueList(REGION_CHOICES, 'Must be a search region such as fr-FR or en-US, or all'),
    cpc: amount(1),
    currency: z.string({ error: required('a string') }).regex(/^[A-Z]{3}$/, 'Must be an ISO 4217 code such as EUR'),
    dailyBudget: amount(0),
    start: day,
    end: day,
    /** Absent: a new link starts active and an existing one keeps its state (./import-file.ts). */
    paused: z.boolean({ error: 'Expected true or false' }).optional(),
  })
  .strict();

export type ImportEntry = z.output<typeof importEntrySchema>;

export const importFileSchema = z
  .array(z.unknown(), { error: 'Expected a JSON array of sponsored links: [ {"id": …}, … ]' })
  .max(MAX_ENTRIES, `Too many entries (at most ${MAX_ENTRIES} per file)`);
