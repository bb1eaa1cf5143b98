/**
 * Which verticals the index file being served holds records of, learnt from the index once per
 * generation (a newly imported file is asked again). Until the answer is there, and should the
 * question fail, every vertical may hold records: the lookups go to the index as before.
 *
 *   const presence = verticalPresence(() => ask({ op: 'verticals' }), generation);
 *   if (!presence.mayHold('news')) return EMPTY;
 */
import type { Vertical } from '../../../shared/search-types.ts';

export interface VerticalPresence {
  /** False only when the current index is known to hold no record of the vertical. */
  mayHold(vertical: Vertical): boolean;
}

export function verticalPresence(ask: () => Promise<Vertical[]>, generation: () => string): VerticalPresence {
  let known: { generation: string; held?: ReadonlySet<Vertical> } | undefined;
  return {
    mayHold(vertical) {
      const current = generation();
      if (known?.generation !== current) {
        const entry: { generation: string; held?: ReadonlySet<Vertical> } = { generation: current };
        known = entry;
        // Asked after the lookups of this turn: a file without the list is read in one pass,
        // which the page that asks first must not wait for. Not answered (no index yet, an old
        // format): every vertical until the file changes.
        setImmediate(() =>
          ask().then(
            (held) => {
              entry.held = new Set(held);
            },
            () => {},
          ),
        );
      }
      return known.held?.has(vertical) ?? true;
    },
  };
}
