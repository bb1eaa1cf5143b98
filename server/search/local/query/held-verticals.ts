/**
 * The verticals an index holds records of. The All tab looks up news, images and videos beside
 * the web results on every page; on an index of articles alone those lookups can only find
 * nothing, and the provider answers them without asking the index (runtime/vertical-presence.ts).
 */
import { VERTICALS, type Vertical } from '../../../shared/search-types.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { RECORD_TYPE } from './search-filters.ts';

/**
 * Read once per open index: from the meta table, where the importer writes the record types; a
 * file built before then is read in one pass over its filter table (some 50 ms per 100,000
 * records).
 */
export function heldVerticals(index: OpenIndex): Vertical[] {
  return index.memo('held-verticals', () => {
    const stored = index.statement("SELECT value FROM meta WHERE key = 'record_types'").pluck().get() as
      | string
      | undefined;
    const types = new Set(
      stored !== undefined
        ? stored.split(' ')
        : (index.statement('SELECT DISTINCT type FROM record_filters').pluck().all() as string[]),
    );
    return VERTICALS.filter((vertical) => types.has(RECORD_TYPE[vertical]));
  });
}
