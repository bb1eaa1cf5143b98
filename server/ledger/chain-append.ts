/**
 * Appends one event to the chain, inside the caller's write transaction (billClick's, or a
 * payout's), so that an event exists exactly when the figures it explains were written.
 *
 * One order for every writer: the one-row `ledger_chain_head` is read FOR UPDATE on PostgreSQL,
 * so a concurrent append on any replica waits for this transaction to commit and then sees its
 * event as the head; on SQLite the caller's BEGIN IMMEDIATE already holds the file's write lock.
 * The head is the last thing a billing transaction locks, so no lock cycle can form.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, StoreKind } from '../db/schema.ts';
import { hashEvent, type LedgerEvent } from './ledger-event.ts';

type Unsequenced<E> = E extends LedgerEvent ? Omit<E, 'seq'> : never;

export async function appendEvent(
  trx: Kysely<Database>,
  kind: StoreKind,
  event: Unsequenced<LedgerEvent>,
): Promise<{ seq: number; hash: string }> {
  let read = trx.selectFrom('ledger_chain_head').select(['seq', 'hash']).where('id', '=', 1);
  if (kind === 'postgres') read = read.forUpdate();
  const head = await read.executeTakeFirstOrThrow();
  const seq = Number(head.seq) + 1;
  const sequenced = { ...event, seq } as LedgerEvent;
  const { body, hash } = hashEvent(head.hash, sequenced);
  const row = {
    seq,
    kind: sequenced.kind,
    hour: sequenced.hour,
    link_id: sequenced.kind === 'click' ? sequenced.link : null,
    share_ppm: sequenced.kind === 'click' ? sequenced.sharePpm : null,
    body,
    hash,
  };
  if (kind === 'postgres') {
    // One round trip for both writes: the head stays locked for as short a time as can be.
    await sql`with appended as (
        insert into ledger_events (seq, kind, hour, link_id, share_ppm, body, hash)
        values (${seq}, ${row.kind}, ${row.hour}, ${row.link_id}, ${row.share_ppm}, ${body}, ${hash})
        returning seq, hash
      )
      update ledger_chain_head set seq = appended.seq, hash = appended.hash from appended where id = 1`.execute(trx);
    return { seq, hash };
  }
  await trx.insertInto('ledger_events').values(row).execute();
  await trx.updateTable('ledger_chain_head').set({ seq, hash }).where('id', '=', 1).execute();
  return { seq, hash };
}
