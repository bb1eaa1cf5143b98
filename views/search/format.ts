/** Small display formats shared by the result components. */

import { intlFormat } from '../../server/shared/intl-formats.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The site name shown with a result. A page of this site (a path: the local index's own pages,
 * /partners/l214) shows this site's public host, as any other result shows its own, whatever
 * name the index gave it (the starter index's records say 'karma'); another result its stated
 * site, else its host.
 */
export function siteNameOf(result: { url: string; site?: string }, ownHost: string): string {
  if (result.url.startsWith('/') && !result.url.startsWith('//')) return ownHost;
  return result.site || hostOf(result.url);
}

/** '3:07' or '1:02:09'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago', 'il y a 2 jours'; undefined for a missing or unreadable date. */
export function relativeDate(iso: string | undefined, locale: Locale, now: Date): string | undefined {
  if (!iso) return undefined;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return undefined;
  const seconds = (then - now.getTime()) / 1000;
  const format = intlFormat(Intl.RelativeTimeFormat, locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60), 'minute');
}
