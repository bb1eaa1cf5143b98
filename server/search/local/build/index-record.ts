/**
 * The importer's record format (one JSON object per line; docs/index-format.md) and its zod
 * schema. Every record, whatever the input format, is validated here before it is indexed; a
 * record that fails is rejected with the first problem as its reason.
 */
import { z } from 'zod';
import { IMAGE_FILTER_VALUES } from '../../../shared/search-types.ts';

export const RECORD_TYPES = ['web', 'image', 'news', 'video'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Dominant colour names (the colour filter values) plus `monochrome` for black-and-white images. */
export const RECORD_COLOURS = [
  ...IMAGE_FILTER_VALUES.colour.filter((colour) => colour !== 'coloronly'),
  'monochrome',
] as const;

const SITE_PATH = /^\/(?!\/)\S*$/;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, or a path on this site such as /partners/aspas. */
const link = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isHttpUrl(value) || SITE_PATH.test(value), 'must be an http(s) URL or a path starting with /');

/** Date.parse rolls 2024-02-30 over to March 1st: check the day exists. */
function isCalendarDate(ymd: string): boolean {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === ymd;
}

/** A date (YYYY-MM-DD, taken as UTC midnight) or an ISO 8601 date-time; stored as epoch ms. */
const published = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'must be YYYY-MM-DD or ISO 8601',
  )
  .transform((value, context) => {
    const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value.replace(' ', 'T'));
    if (Number.isNaN(ms) || !isCalendarDate(value.slice(0, 10))) {
      context.addIssue({ code: 'custom', message: 'is not a real date' });
    }
    return ms;
  });

const pixels = z.number().int().positive().max(1_000_000);

const imageSchema = z.object({
  src: link,
  thumbnail: link.optional(),
  width: pixels.optional(),
  height: pixels.optional(),
  format: z.string().trim().toLowerCase().max(20).optional(),
  licence: z.string().trim().max(1000).optional(),
  colour: z.enum(RECORD_COLOURS).optional(),
  kind: z.enum(IMAGE_FILTER_VALUES.type).optional(),
});

const videoSchema = z.object({
  duration_s: z.number().nonnegative().max(10_000_000).optional(),
  resolution: z.string().trim().max(20).optional(),
  thumbnail: link.optional(),
  embed: link.optional(),
});

export const indexRecordSchema = z
  .object({
    type: z.enum(RECORD_TYPES),
    url: link,
    title: z.string().trim().min(1).max(1000),
    text: z.string().max(2_000_000).default(''),
    /** Primary language subtag; "fr-FR" is stored as "fr". */
    lang: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a language tag such as en or fr-FR')
      .transform((tag) => tag.split('-')[0]!.toLowerCase())
      .optional(),
    site: z.string().trim().min(1).max(200).optional(),
    published: published.optional(),
    adult: z.boolean().default(false),
    /** Static quality prior, 0 (unknown, the default) to 1 (most popular): ranking-priors.ts. */
    popularity: z.number().min(0).max(1).default(0),
    /** ISO 3166-1 country of the site (e.g. FR); absent: from the URL's country domain, if any. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as FR')
      .transform((code) => code.toUpperCase())
      .optional(),
    image: imageSchema.optional(),
    video: videoSchema.optional(),
    /** Wikidata item ("Q42"): the same entity's articles on other wikis are its twins (twin-key.ts). */
    entity: z
      .string()
      .trim()
      .regex(/^Q[1-9][0-9]{0,11}$/, 'must be a Wikidata item such as Q42')
      .optional(),
    /** The page's hreflang alternates: the same page in other languages, shown once (twin-key.ts). */
    alternates: z.array(link).max(50).optional(),
  })
  .refine((record) => record.type !== 'image' || record.image !== undefined, {
    message: 'is required when type is image',
    path: ['image'],
  });

export type IndexRecord = z.output<typeof indexRecordSchema>;
/** What a format mapper produces: a record before validation. */
export type RecordInput = z.input<typeof indexRecordSchema>;

export type Validation = { ok: true; record: IndexRecord } | { ok: false; reason: string };

/** Validates one record; the reason names the field and the problem, e.g. "url: must be …". */
export function validateRecord(value: unknown): Validation {
  const result = indexRecordSchema.safeParse(value, {
    error: (issue) => (issue.input === undefined ? 'is required' : undefined),
  });
  if (result.success) return { ok: true, record: result.data };
  const issue = result.error.issues[0]!;
  const path = issue.path.join('.');
  return { ok: false, reason: path ? `${path}: ${issue.message}` : issue.message };
}
