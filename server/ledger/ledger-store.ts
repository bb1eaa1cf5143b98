/**
 * The event ledger's reads and writes that are not billing (billing appends in billClick's own
 * transaction): the months' shares and chain positions, the payouts, the stored statements and
 * the public keys that signed them. On SQLite and PostgreSQL alike; server/stores.ts gates it
 * behind the boot migrations.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, StoreKind } from '../db/schema.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { appendEvent } from './chain-append.ts';
import { GENESIS_HASH, type PayoutEvent, payoutEvent } from './ledger-event.ts';
import type { PublicJwk } from './signing-key.ts';

/** Where the chain stood at the end of a month. */
export interface MonthChain {
  /** Events whose hour is in the month. */
  events: number;
  /** The hash of the last event (in chain order) of this month or an earlier one; GENESIS_HASH if none. */
  chainHead: string;
}

export interface StoredStatement {
  month: string;
  kid: string;
  body: string;
}

export type PayoutOutcome = { recorded: true; seq: number } | { recorded: false; reason: string };

export interface LedgerStore {
  /** Month → the share in ppm of its last click. */
  monthShares(): Promise<Map<string, number>>;
  /** The chain at the end of each of `months` ('YYYY-MM', any order). */
  monthChains(months: readonly string[]): Promise<Map<string, MonthChain>>;
  payouts(): Promise<PayoutEvent[]>;
  /** Refused when the month of its date already has a final statement. */
  recordPayout(payout: Omit<PayoutEvent, 'v' | 'kind' | 'seq' | 'hour'>, now: Date): Promise<PayoutOutcome>;
  statement(month: string): Promise<StoredStatement | undefined>;
  statements(): Promise<StoredStatement[]>;
  /** Stores a final statement unless one is there (another replica's): the stored one is returned. */
  storeStatement(statement: StoredStatement, now: Date): Promise<StoredStatement>;
  keys(): Promise<PublicJwk[]>;
  rememberKey(jwk: PublicJwk, now: Date): Promise<void>;
}

const monthOf = (hour: string) => hour.slice(0, 7);
// Literal positions, not parameters: PostgreSQL must see the select's and the group's expression alike.
const EVENT_MONTH = sql<string>`substr(hour, 1, 7)`;

export function createLedgerStore(db: Kysely<Database>, kind: StoreKind): LedgerStore {
  const statement = async (month: string) =>
    db.selectFrom('ledger_statements').select(['month', 'kid', 'body']).where('month', '=', month).executeTakeFirst();
  return {
    async monthShares() {
      const rows = await db
        .selectFrom('ledger_events')
        .select(['hour', 'share_ppm'])
        .where('kind', '=', 'click')
        .where('seq', 'in', (eb) =>
          eb
            .selectFrom('ledger_events')
            .select((e) => e.fn.max('seq').as('seq'))
            .where('kind', '=', 'click')
            // One click per month: the last one, whose share the month's rows were last written with.
            .groupBy(EVENT_MONTH),
        )
        .execute();
      return new Map(rows.map((row) => [monthOf(row.hour), Number(row.share_ppm)]));
    },

    async monthChains(months) {
      const rows = await db
        .selectFrom('ledger_events')
        .select((e) => [EVENT_MONTH.as('month'), e.fn.countAll().as('events'), e.fn.max('seq').as('last')])
        .groupBy(EVENT_MONTH)
        .execute();
      const perMonth = rows.map((r) => ({ month: String(r.month), events: Number(r.events), last: Number(r.last) }));
      const lastSeqs = [...new Set(perMonth.map((r) => r.last))];
      const hashes = new Map<number, string>();
      if (lastSeqs.length > 0) {
        const found = await db
          .selectFrom('ledger_events')
          .select(['seq', 'hash'])
          .where('seq', 'in', lastSeqs)
          .execute();
        for (const row of found) hashes.set(Number(row.seq), row.hash);
      }
      const chains = new Map<string, MonthChain>();
      for (const month of months) {
        const upTo = perMonth.filter((r) => r.month <= month);
        const last = upTo.reduce((max, r) => Math.max(max, r.last), 0);
        chains.set(month, {
          events: perMonth.find((r) => r.month === month)?.events ?? 0,
          chainHead: last === 0 ? GENESIS_HASH : (hashes.get(last) ?? GENESIS_HASH),
        });
      }
      return chains;
    },

    async payouts() {
      const rows = await db
        .selectFrom('ledger_events')
        .select('body')
        .where('kind', '=', 'payout')
        .orderBy('seq')
        .execute();
      return rows.map((row) => JSON.parse(row.body) as PayoutEvent);
    },

    async recordPayout(payout, now) {
      return inWriteTransaction(db, kind, async (trx) => {
        const closed = await trx
          .selectFrom('ledger_statements')
          .select('month')
          .where('month', '=', payout.date.slice(0, 7))
          .executeTakeFirst();
        if (closed) {
          return { recorded: false, reason: `the statement of ${closed.month} is final: date the payout later` };
        }
        const hour = now.toISOString().slice(0, 13);
        const { seq } = await appendEvent(trx, kind, payoutEvent({ hour, ...payout }));
        return { recorded: true, seq };
      });
    },

    statement,

    async statements() {
      return db.selectFrom('ledger_statements').select(['month', 'kid', 'body']).orderBy('month').execute();
    },

    async storeStatement(toStore, now) {
      await db
        .insertInto('ledger_statements')
        .values({ ...toStore, issued_at: now.getTime() })
        .onConflict((oc) => oc.column('month').doNothing())
        .execute();
      return (await statement(toStore.month)) ?? toStore;
    },

    async keys() {
      const rows = await db.selectFrom('ledger_keys').select(['kid', 'x']).orderBy('first_used_at').execute();
      return rows.map(({ kid, x }) => ({ kty: 'OKP', crv: 'Ed25519', x, kid }));
    },

    async rememberKey(jwk, now) {
      await db
        .insertInto('ledger_keys')
        .values({ kid: jwk.kid, x: jwk.x, first_used_at: now.getTime() })
        .onConflict((oc) => oc.column('kid').doNothing())
        .execute();
    },
  };
}
