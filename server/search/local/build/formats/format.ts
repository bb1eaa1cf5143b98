/**
 * What an input format is: how a file splits into raw items, and how one raw item becomes a
 * record (validated afterwards by index-record.ts) or a rejection reason.
 */
import type { RecordInput } from '../index-record.ts';
import type { Container } from '../input-reader.ts';

export interface MapOptions {
  /** Language of the input, for formats that do not carry one (--lang, default en). */
  lang: string;
}

export type Mapped = RecordInput | { reject: string };

export interface InputFormat {
  container: Container;
  toRecord(raw: Record<string, unknown>, options: MapOptions): Mapped;
}

/** A string field, trimmed; undefined when absent, not a string or empty. */
export function text(raw: Record<string, unknown>, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A positive integer field (numbers or numeric strings); undefined otherwise. */
export function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}
