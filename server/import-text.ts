/**
 * The text fields of the operators' import files (sponsored links, notifications), as zod checks
 * them. Control characters are refused with the character named: a NUL passes JSON and SQLite
 * but PostgreSQL refuses it mid-import ("invalid byte sequence … 0x00"), and the others are
 * invisible on a page. Multi-line fields keep line breaks and tabs.
 */
import { z } from 'zod';

/** zod's default for a missing field reads "expected string, received undefined". */
export const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'Required' : `Expected ${expected}`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The first control character of `value` the field refuses, as U+XXXX, or undefined. */
export function controlCharacterIn(value: string, multiline = false): string | undefined {
  const found = (multiline ? CONTROL_BUT_LINES : CONTROL).exec(value)?.[0];
  return found === undefined ? undefined : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Adds the control-character rule to a string schema. */
export function withoutControlCharacters<T extends z.ZodType<string>>(schema: T, multiline = false) {
  return schema.superRefine((value, ctx) => {
    const found = controlCharacterIn(value, multiline);
    if (found) ctx.addIssue({ code: 'custom', message: `Must not contain control characters (found ${found})` });
  });
}

/** A required, trimmed, non-empty text of at most `max` characters, without control characters. */
export const importText = (max: number, options: { multiline?: boolean } = {}) =>
  withoutControlCharacters(
    z
      .string({ error: required('a string') })
      .trim()
      .min(1, 'Must not be empty')
      .max(max, `Too long (at most ${max} characters)`),
    options.multiline,
  );
