/**
 * Conversions between `Date` and the epoch milliseconds stored in the database (see the
 * timestamp note in ./schema.ts).
 */
import type { EpochMillis } from './schema.ts';

export function toMillis(date: Date): EpochMillis {
  const millis = date.getTime();
  if (!Number.isFinite(millis)) throw new RangeError('invalid date');
  return millis;
}

/** Accepts text too: a PostgreSQL pool without the bigint parser returns int8 as text. */
export function fromMillis(value: EpochMillis | string): Date {
  return new Date(Number(value));
}

export function fromNullableMillis(value: EpochMillis | string | null): Date | null {
  return value === null ? null : fromMillis(value);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
