/**
 * Parses the dates of an import file: `2026-11-02` (midnight UTC) or a full ISO 8601 date-time
 * with `Z` or an offset (`2026-11-02T09:00:00+01:00`). Returns undefined for anything else,
 * including impossible days (`2026-02-30`), which Date.parse would silently roll into March.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseIsoDate(text: string): Date | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', zone] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) return undefined;
  if (zone && zone !== 'Z') {
    const [zh, zm] = zone.slice(1).split(':').map(Number) as [number, number];
    if (zh > 23 || zm > 59) return undefined;
  }
  // A bare date has no zone: midnight UTC, so the file means the same wherever it is imported.
  const millis = Date.parse(zone ? text : `${text}T00:00:00Z`);
  return Number.isFinite(millis) ? new Date(millis) : undefined;
}
