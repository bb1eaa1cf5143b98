/**
 * Validates a whole notifications import file before anything is written, so a bad file changes
 * nothing (the caller writes all entries in one transaction, or none). Every problem is reported,
 * each naming its entry (numbered from 1, as an editor counts) and field:
 *
 *   entry 3 (id "spring-news"): publishedAt: Invalid ISO date (e.g. 2026-11-02 or …)
 *
 * Content is sanitized here (./sanitize.ts); an entry whose markup the sanitizer changed is
 * imported, with a warning, so the operator sees what the site will show.
 */
import type { z } from 'zod';
import { type ImportEntry, importEntrySchema, importFileSchema } from './import-schema.ts';
import type { Notification } from './notification-model.ts';
import { sanitizeNotificationHtml, sanitizerRemovesMarkup } from './sanitize.ts';

export type ImportValidation =
  | { ok: true; notifications: Notification[]; warnings: string[] }
  | { ok: false; errors: string[] };

function issueText(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** `entry 3 (id "x")`, or `entry 3` when the entry has no usable id. */
export function entryLabel(index: number, raw: unknown): string {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  const shown = typeof id === 'string' && id !== '' ? ` (id ${JSON.stringify(id.slice(0, 64))})` : '';
  return `entry ${index + 1}${shown}`;
}

/** The rules that span fields or entries; zod has checked each field. */
function crossChecks(entry: ImportEntry, content: string): string[] {
  const problems: string[] = [];
  if (content === '') problems.push('content: Nothing is left once unsafe markup is removed');
  if (entry.expirationDate && entry.expirationDate <= entry.publishedAt) {
    problems.push('expirationDate: Must be later than publishedAt');
  }
  // The bell previews a desktop notification only until it expires: without a date, never.
  if (entry.willSendNotificationOnDesktop && !entry.expirationDate) {
    problems.push('expirationDate: Required when willSendNotificationOnDesktop is true');
  }
  return problems;
}

export function validateImportFile(json: unknown): ImportValidation {
  const file = importFileSchema.safeParse(json);
  if (!file.success) {
    return { ok: false, errors: file.error.issues.map((issue) => `file: ${issueText(issue)}`) };
  }
  const errors: string[] = [];
  const warnings: string[] = [];
  const notifications: Notification[] = [];
  const firstIndexOf = new Map<string, number>();
  file.data.notifications.forEach((raw, index) => {
    const label = entryLabel(index, raw);
    const parsed = importEntrySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(`${label}: ${issueText(issue)}`);
      return;
    }
    const entry = parsed.data;
    const content = sanitizeNotificationHtml(entry.content);
    const problems = crossChecks(entry, content);
    const key = `${entry.id}\u0000${entry.locale}`;
    const first = firstIndexOf.get(key);
    if (first !== undefined) problems.push(`id: Same id and locale as entry ${first + 1}`);
    else firstIndexOf.set(key, index);
    if (problems.length > 0) {
      for (const problem of problems) errors.push(`${label}: ${problem}`);
      return;
    }
    if (sanitizerRemovesMarkup(entry.content)) {
      warnings.push(`${label}: content: Markup that is not allowed was removed; the site shows: ${content}`);
    }
    notifications.push({ ...entry, content });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, notifications, warnings };
}

/** Parses the text of a file, then validates it. */
export function validateImportText(text: string): ImportValidation {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`file: Not valid JSON (${(error as Error).message})`] };
  }
  return validateImportFile(json);
}
