/**
 * `npm run ledger -- verify`'s event side, read from the database: the chain, the aggregates
 * recomputed from it (ledger_entries, sponsored_spend; of the days starting with `dayPrefix`)
 * and the stored statements (./chain-verify.ts, ./statement-verify.ts). The first mismatch wins.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  aggregatesOf,
  compareAggregates,
  type EventRow,
  ledgerKey,
  type Verdict,
  verifyChain,
} from './chain-verify.ts';
import type { LedgerEvent } from './ledger-event.ts';
import { createLedgerStore } from './ledger-store.ts';
import { verifyStatements } from './statement-verify.ts';

export async function verifyEvents(
  db: Kysely<Database>,
  dayPrefix: string,
): Promise<Verdict & { events: number; statements: number }> {
  const [rawEvents, head, ledger, spend] = await Promise.all([
    db.selectFrom('ledger_events').selectAll().orderBy('seq').execute(),
    db.selectFrom('ledger_chain_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('ledger_entries').selectAll().where('day', 'like', `${dayPrefix}%`).execute(),
    db.selectFrom('sponsored_spend').selectAll().where('day', 'like', `${dayPrefix}%`).execute(),
  ]);
  const rows: EventRow[] = rawEvents.map((r) => ({
    ...r,
    seq: Number(r.seq),
    share_ppm: r.share_ppm === null ? null : Number(r.share_ppm),
  }));
  const store = createLedgerStore(db, 'sqlite');
  const [statements, keys] = await Promise.all([store.statements(), store.keys()]);
  const counts = { events: rows.length, statements: statements.length };
  const chain = verifyChain(rows, head && { seq: Number(head.seq), hash: head.hash });
  if (!chain.ok) return { ...chain, ...counts };
  const events = rows.map((r) => JSON.parse(r.body) as LedgerEvent);
  const recomputed = aggregatesOf(events);
  const inScope = <T>(map: Map<string, T>) => new Map([...map].filter(([key]) => key.startsWith(dayPrefix)));
  const checks = [
    () =>
      compareAggregates(
        'ledger_entries',
        new Map(
          ledger.map((r) => [
            ledgerKey(r.day, r.sponsor_id, r.association, r.currency),
            { clicks: Number(r.clicks), gross: Number(r.gross), redistributed: Number(r.redistributed) },
          ]),
        ),
        inScope(recomputed.ledger),
      ),
    () =>
      compareAggregates(
        'sponsored_spend',
        new Map(spend.map((r) => [`${r.day} ${r.link_id}`, { clicks: Number(r.clicks), spent: Number(r.spent) }])),
        inScope(recomputed.spend),
      ),
    () => verifyStatements(statements, keys, rows, events),
  ];
  for (const check of checks) {
    const verdict = check();
    if (!verdict.ok) return { ...verdict, ...counts };
  }
  return { ok: true, ...counts };
}
