/**
 * Validates a whole sponsored-links file before anything is written, so a bad file changes
 * nothing (the store writes all entries in one transaction, or none). Every problem is
 * reported, each naming its entry (numbered from 1, as an editor counts), its id and the field:
 *
 *   entry 3 (id "otter-kayaks"): url: Must be an https:// URL
 */
import type { z } from 'zod';
import { entryLabel } from '../notifications/import-file.ts';
import { type ImportEntry, importEntrySchema, importFileSchema } from './import-schema.ts';

export type SponsorImportValidation = { ok: true; entries: ImportEntry[] } | { ok: false; errors: string[] };

function issueText(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The rules that span fields; zod has checked each field. */
function crossChecks(entry: ImportEntry): string[] {
  const problems: string[] = [];
  if (entry.start > entry.end) problems.push(`end: Must not be before start (${entry.start})`);
  if (entry.keywords.length === 0 && entry.phrases.length === 0) {
    problems.push('keywords: Give at least one keyword or phrase');
  }
  return problems;
}

export function validateSponsorFile(json: unknown): SponsorImportValidation {
  const file = importFileSchema.safeParse(json);
  if (!file.success) return { ok: false, errors: file.error.issues.map((issue) => `file: ${issueText(issue)}`) };
  const errors: string[] = [];
  const entries: ImportEntry[] = [];
  const firstIndexOf = new Map<string, number>();
  file.data.forEach((raw, index) => {
    const label = entryLabel(index, raw);
    const parsed = importEntrySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(`${label}: ${issueText(issue)}`);
      return;
    }
    const problems = crossChecks(parsed.data);
    const first = firstIndexOf.get(parsed.data.id);
    if (first !== undefined) problems.push(`id: Same id as entry ${first + 1}`);
    else firstIndexOf.set(parsed.data.id, index);
    for (const problem of problems) errors.push(`${label}: ${problem}`);
    if (problems.length === 0) entries.push(parsed.data);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries };
}

export function validateSponsorText(text: string): SponsorImportValidation {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`file: Not valid JSON (${(error as Error).message})`] };
  }
  return validateSponsorFile(json);
}
