/**
 * The SQL conditions for a query's vertical, safe search, freshness and image/video filters,
 * over the `record_filters` columns filled at index time (filter-rules.ts). Values are always bound
 * parameters, never spliced into the SQL.
 */
import type { SearchQuery, Vertical } from '../../../shared/search-types.ts';
import { LICENCE_FILTER_MASK } from '../build/filter-rules.ts';
import type { RecordType } from '../build/index-record.ts';
import { siteConditions } from './operator-match.ts';

export const RECORD_TYPE: Record<Vertical, RecordType> = { web: 'web', images: 'image', news: 'news', videos: 'video' };

const DAY_MS = 86_400_000;
/** Freshness windows, back from now: a day, 7 days, 30 days. */
export const FRESHNESS_DAYS = { day: 1, week: 7, month: 30 } as const;

export interface Conditions {
  sql: string;
  params: (string | number)[];
  /**
   * Set when the conditions are only the record's type and, with safe search, no adult flag: the
   * first-page shortcut then tests them on its copy of the columns (record-columns.ts).
   */
  plain?: { type: RecordType; adultHidden: boolean };
}

/** Conditions on the `f` (record_filters) alias, joined with AND. */
export function filterConditions(query: SearchQuery, nowMs: number): Conditions {
  const where: string[] = ['f.type = ?'];
  const params: (string | number)[] = [RECORD_TYPE[query.vertical]];
  const add = (sql: string, ...values: (string | number)[]) => {
    where.push(sql);
    params.push(...values);
  };
  // Moderate and strict both hide every record flagged adult (images included).
  if (query.safeSearch !== 'off') add('f.adult = 0');
  if (query.freshness !== 'any') add('f.published >= ?', nowMs - FRESHNESS_DAYS[query.freshness] * DAY_MS);
  if (query.vertical === 'images') {
    const { size, aspect, type, colour, licence } = query.image;
    // A wallpaper-sized image is large too.
    if (size === 'large') add("f.img_size IN ('large', 'wallpaper')");
    else if (size) add('f.img_size = ?', size);
    if (aspect) add('f.img_aspect = ?', aspect);
    if (type) add('f.img_kind = ?', type);
    if (colour === 'coloronly') add("f.img_colour IS NOT NULL AND f.img_colour <> 'monochrome'");
    else if (colour) add('f.img_colour = ?', colour);
    if (licence) add('(f.licence_bits & ?) <> 0', LICENCE_FILTER_MASK[licence]);
  }
  if (query.vertical === 'videos') {
    const { resolution, length } = query.video;
    if (resolution) add('f.vid_lines >= ?', resolution === '1080p' ? 1080 : 720);
    if (length) add('f.vid_length = ?', length);
  }
  // site: operators in the text (runSearch registered the function they call).
  const sites = siteConditions(query.text);
  where.push(...sites.sql);
  params.push(...sites.params);
  const adultHidden = query.safeSearch !== 'off';
  const plain = where.length === (adultHidden ? 2 : 1) ? { type: RECORD_TYPE[query.vertical], adultHidden } : undefined;
  return { sql: where.join(' AND '), params, ...(plain && { plain }) };
}
