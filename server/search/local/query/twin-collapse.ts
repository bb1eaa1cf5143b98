/**
 * One copy per page: of ranked rows that are the same page in several languages (one twin key,
 * twin-key.ts), keep one, at the place of the best ranked, in the visitor's language when one of
 * the matching twins is in it. Rows without a key are all kept.
 */

export interface TwinInfo {
  twin: string;
  lang: string | null;
}

export function collapseTwins<Row extends { id: number }>(
  rows: readonly Row[],
  twins: ReadonlyMap<number, TwinInfo>,
  language: string,
): Row[] {
  const kept: Row[] = [];
  const slotOf = new Map<string, number>();
  for (const row of rows) {
    const info = twins.get(row.id);
    if (!info) {
      kept.push(row);
      continue;
    }
    const slot = slotOf.get(info.twin);
    if (slot === undefined) {
      slotOf.set(info.twin, kept.length);
      kept.push(row);
    } else if (info.lang === language && twins.get(kept[slot]!.id)?.lang !== language) {
      kept[slot] = row;
    }
  }
  return kept;
}
