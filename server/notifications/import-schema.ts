/**
 * One entry of a notifications import file, as zod checks it. The file format is documented in
 * README.md ("Notifications") and exemplified by server/content/notifications/
 * starter-notifications.json. Messages are written for the operator who runs the import: each
 * names the rule, and ./import-file.ts prefixes it with the entry and the field.
 *
 * Optional fields may be absent or null (so a GET /notifications answer can be edited and
 * imported back). Unknown fields are refused: a misspelt `expirationDate` must not pass silently.
 */
import { z } from 'zod';
import { importText, required, withoutControlCharacters } from '../import-text.ts';
import { LOCALES } from '../shared/locale-choice.ts';
import { parseIsoDate } from './iso-date.ts';
import { CONTENT_TYPES, DEFAULT_CONTENT_TYPE } from './notification-model.ts';
import { isSafeFieldUrl } from './url-rules.ts';

export const MAX_TITLE_LENGTH = 140;
export const MAX_CONTENT_LENGTH = 4000;
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const url = withoutControlCharacters(z.string({ error: required('a string') }))
  .refine(isSafeFieldUrl, 'Must be an https:// URL or a path on this site starting with a single "/"')
  .nullish()
  .transform((value) => value ?? null);

const isoDate = z.string({ error: required('a string') }).transform((value, ctx) => {
  const date = parseIsoDate(value);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: 'Invalid ISO date (e.g. 2026-11-02 or 2026-11-02T09:00:00Z)' });
  return z.NEVER;
});

export const importEntrySchema = z
  .object({
    id: z
      .string({ error: required('a string') })
      .regex(ID_PATTERN, 'Must be 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit'),
    locale: z.enum(LOCALES, { error: `Must be one of ${LOCALES.join(', ')}` }),
    title: importText(MAX_TITLE_LENGTH),
    content: importText(MAX_CONTENT_LENGTH, { multiline: true }),
    thumbnailUrl: url,
    imageUrl: url,
    contentType: z
      .enum(CONTENT_TYPES, { error: `Must be one of ${CONTENT_TYPES.join(', ')}` })
      .nullish()
      .transform((value) => value ?? DEFAULT_CONTENT_TYPE),
    destinationUrl: url,
    publishedAt: isoDate,
    willSendNotificationOnDesktop: z
      .boolean({ error: 'Expected true or false' })
      .nullish()
      .transform((value) => value ?? false),
    expirationDate: isoDate.nullish().transform((value) => value ?? null),
  })
  .strict();

export type ImportEntry = z.output<typeof importEntrySchema>;

export const MAX_ENTRIES = 1000;

export const importFileSchema = z
  .object(
    {
      notifications: z
        .array(z.unknown(), { error: required('an array') })
        .max(MAX_ENTRIES, `Too many entries (at most ${MAX_ENTRIES} per file)`),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Expected an object: {"notifications": [ … ]}' : undefined) },
  )
  .strict();
