/**
 * The tamper-evident ledger's pure parts (server/ledger/): the hash chain and what breaks it,
 * the aggregates recomputed from events, a statement's figures and signature, the payout
 * command's checks, the distinct-search totals of the batcher and the CSV.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from '../../server/ledger/canonical-json.ts';
import { aggregatesOf, compareAggregates, type EventRow, verifyChain } from '../../server/ledger/chain-verify.ts';
import { clickEvent, GENESIS_HASH, hashEvent, type LedgerEvent } from '../../server/ledger/ledger-event.ts';
import { parsePayout } from '../../server/ledger/payout-command.ts';
import { KEY_FILE, ledgerKeyOf, publicJwk, resolveLedgerKey, verifyText } from '../../server/ledger/signing-key.ts';
import { signStatement, statementOf } from '../../server/ledger/statement.ts';
import type { MonthFigures } from '../../server/shared/transparency-report.ts';
import { createSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import { transparencyReport } from '../../server/sponsors/transparency.ts';

const click = (seq: number, amounts: Record<string, number>, hour = '2026-11-21T14'): LedgerEvent => ({
  ...clickEvent({ hour, link: 'otter', currency: 'EUR', sharePpm: 500_000, amounts }),
  seq,
});

/** Stored rows of a chain of events, hashed as chain-append.ts hashes them. */
function chainOf(events: LedgerEvent[]): EventRow[] {
  let previous = GENESIS_HASH;
  return events.map((event) => {
    const { body, hash } = hashEvent(previous, event);
    previous = hash;
    const isClick = event.kind === 'click';
    return {
      seq: event.seq,
      kind: event.kind,
      hour: event.hour,
      link_id: isClick ? event.link : null,
      share_ppm: isClick ? event.sharePpm : null,
      body,
      hash,
    };
  });
}

const events = [click(1, { L214: 40 }), click(2, { ASPAS: 3, NAAT: 3, L214: 3, REMAINDER: 1 }), click(3, { HSUK: 40 })];
const rows = chainOf(events);
const head = (r: EventRow[]) => ({ seq: r.at(-1)?.seq ?? 0, hash: r.at(-1)?.hash ?? GENESIS_HASH });

describe('the event chain', () => {
  it('hashes each event over the previous hash and its canonical form, from the genesis value', () => {
    expect(rows[0]?.body).toBe(
      '{"amounts":{"L214":40},"currency":"EUR","hour":"2026-11-21T14","kind":"click","link":"otter","seq":1,"sharePpm":500000,"v":1}',
    );
    expect(rows[0]?.hash).toBe(sha256Hex(`${GENESIS_HASH}${rows[0]?.body}`));
    expect(rows[1]?.hash).toBe(sha256Hex(`${rows[0]?.hash}${rows[1]?.body}`));
    expect(verifyChain(rows, head(rows))).toEqual({ ok: true });
    expect(verifyChain([], { seq: 0, hash: GENESIS_HASH })).toEqual({ ok: true });
  });

  const edited = (index: number, change: (row: EventRow) => EventRow) =>
    rows.map((row, i) => (i === index ? change({ ...row }) : row));
  it.each([
    ['an amount edited', edited(1, (r) => ({ ...r, body: r.body.replace('"L214":3', '"L214":4') })), /seq 2: hash/],
    [
      'a hash recomputed for an edit',
      chainOf([events[0] as LedgerEvent, click(2, { L214: 10 }), events[2] as LedgerEvent]).map((r, i) =>
        i === 1 ? r : (rows[i] as EventRow),
      ),
      /seq 3: hash/,
    ],
    ['an event deleted', [rows[0], rows[2]] as EventRow[], /expected seq 2/],
    [
      'two events swapped',
      [rows[1], rows[0], rows[2]].map((r, i) => ({ ...(r as EventRow), seq: i + 1 })),
      /seq 1: the seq column/,
    ],
    ['a column changed', edited(2, (r) => ({ ...r, hour: '2026-11-22T00' })), /seq 3: the hour column/],
    ['a body not canonical', edited(0, (r) => ({ ...r, body: ` ${r.body}` })), /not in canonical form/],
  ])('names the first event that does not hold: %s', (_name, changed, message) => {
    const verdict = verifyChain(changed, head(rows));
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.mismatch).toMatch(message);
  });

  it('names a head that is not the last event (the last event deleted)', () => {
    const verdict = verifyChain(rows.slice(0, 2), head(rows));
    expect(verdict.ok ? '' : verdict.mismatch).toMatch(/^ledger_chain_head: seq 3, expected 2/);
  });
});

describe('aggregates from events', () => {
  it('recomputes the ledger rows and the spend billClick writes', () => {
    const { ledger, spend } = aggregatesOf(events);
    expect(ledger.get('2026-11-21 otter L214 EUR')).toEqual({ clicks: 2, gross: 43, redistributed: 21 });
    expect(ledger.get('2026-11-21 otter REMAINDER EUR')).toEqual({ clicks: 0, gross: 1, redistributed: 0 });
    expect(spend.get('2026-11-21 otter')).toEqual({ clicks: 3, spent: 90 });
  });

  it.each([
    [{ clicks: 2, gross: 44, redistributed: 21 }, 'ledger_entries k: gross 44, the events give 43'],
    [undefined, 'ledger_entries k: missing, the events give clicks 2, gross 43, redistributed 21'],
  ])('names a row changed by hand: %j', (stored, message) => {
    const want = new Map([['k', { clicks: 2, gross: 43, redistributed: 21 }]]);
    const has = new Map(stored ? [['k', stored]] : []);
    expect(compareAggregates('ledger_entries', has, want)).toEqual({ ok: false, mismatch: message });
    expect(compareAggregates('ledger_entries', want, want)).toEqual({ ok: true });
  });
});

describe('a statement', () => {
  const key = ledgerKeyOf(generateKeyPairSync('ed25519').privateKey);
  const report = transparencyReport({
    ledger: [
      {
        day: '2026-11-03',
        sponsorId: 'a',
        association: 'L214',
        currency: 'EUR',
        clicks: 1,
        gross: 41,
        redistributed: 20,
      },
      {
        day: '2026-11-04',
        sponsorId: 'b',
        association: 'L214',
        currency: 'EUR',
        clicks: 1,
        gross: 41,
        redistributed: 20,
      },
    ],
    searches: [{ day: '2026-11-03', association: 'L214', searches: 4 }],
    totals: [{ day: '2026-11-03', searches: 4 }],
    payouts: [
      {
        v: 1,
        seq: 9,
        kind: 'payout',
        hour: '2026-11-30T10',
        date: '2026-11-30',
        association: 'L214',
        amount: 30,
        currency: 'EUR',
        reference: 'TR-1',
      },
    ],
    updated: undefined,
    now: new Date('2026-12-02T00:00:00Z'),
  });
  const figures = report.months.find((m) => m.month === '2026-11') as MonthFigures;
  const unsigned = statementOf({
    figures,
    currency: 'EUR',
    chain: { events: 2, chainHead: 'a'.repeat(64) },
    previous: null,
    final: true,
    issuedAt: new Date('2026-12-02T00:10:00.123Z'),
    kid: key.jwk.kid,
  });

  it('owes each line floor(its month gross × share), not the sum of its rows’ floors', () => {
    const l214 = unsigned.associations.find((a) => a.id === 'L214');
    expect(l214).toEqual({ id: 'L214', clicks: 2, searches: 4, gross: 82, redistributed: 41, paid: 30 });
    expect(unsigned.associations.at(-1)?.id).toBe('REMAINDER');
    expect(unsigned.totals).toEqual({ searches: 4, gross: 82, redistributed: 41, paid: 30 });
    expect(unsigned.issuedAt).toBe('2026-12-02T00:10:00Z');
  });

  it('is signed over its canonical form without the signature, and served canonical', () => {
    const text = signStatement(unsigned, key);
    const { signature, ...rest } = JSON.parse(text);
    expect(canonicalJson(JSON.parse(text))).toBe(text);
    expect(verifyText(key.jwk, canonicalJson(rest), signature)).toBe(true);
    expect(verifyText(key.jwk, canonicalJson({ ...rest, final: false }), signature)).toBe(false);
    expect(key.jwk.kid).toBe(publicJwk(key.jwk.x).kid);
  });
});

describe('payout command lines', () => {
  const today = '2026-12-02';
  it('accepts an association, minor units, a currency and a reference, dated today by default', () => {
    expect(parsePayout(['L214', '4600', 'EUR', 'SEPA 2026-12 L214'], undefined, today)).toEqual({
      association: 'L214',
      amount: 4600,
      currency: 'EUR',
      reference: 'SEPA 2026-12 L214',
      date: today,
    });
  });
  it.each([
    [['WWF', '4600', 'EUR', 'R1'], undefined, /ASSOCIATION/],
    [['L214', '46.00', 'EUR', 'R1'], undefined, /AMOUNT/],
    [['L214', '0', 'EUR', 'R1'], undefined, /AMOUNT/],
    [['L214', '4600', 'eur', 'R1'], undefined, /CURRENCY/],
    [['L214', '4600', 'EUR', ''], undefined, /REFERENCE/],
    [['L214', '4600', 'EUR', 'ref\u0007'], undefined, /REFERENCE/],
    [['L214', '4600', 'EUR', 'R1'], '2026-13-01', /--date/],
    [['L214', '4600', 'EUR', 'R1'], '2026-12-03', /future/],
  ])('refuses %j --date %s', (args, date, problem) => {
    const parsed = parsePayout(args, date, today);
    expect(Array.isArray(parsed) ? parsed.join('\n') : '').toMatch(problem);
  });
});

describe('distinct searches', () => {
  it('counts a search once in the day’s total, once per association in theirs', async () => {
    const written: unknown[][] = [];
    const batcher = createSearchCountBatcher({
      write: async (rows, totals) => void written.push(rows, totals),
      logger: { warn: () => {} },
    });
    for (let i = 0; i < 4; i++) batcher.add('2026-11-03', ['L214', 'HSUK']);
    batcher.add('2026-11-03', []);
    expect(batcher.pendingTotals()).toEqual([{ day: '2026-11-03', searches: 4 }]);
    await batcher.stop();
    expect(written[1]).toEqual([{ day: '2026-11-03', searches: 4 }]);
    expect((written[0] as { searches: number }[]).map((r) => r.searches)).toEqual([4, 4]);
  });

  it('publishes a month’s distinct searches, not the sum of the associations’', () => {
    const report = transparencyReport({
      ledger: [],
      searches: [
        { day: '2026-11-03', association: 'L214', searches: 4 },
        { day: '2026-11-03', association: 'HSUK', searches: 4 },
        // A day from before the totals: its largest count is what can be proven.
        { day: '2026-11-02', association: 'HSUK', searches: 2 },
        { day: '2026-11-02', association: 'L214', searches: 1 },
      ],
      totals: [{ day: '2026-11-03', searches: 4 }],
      updated: undefined,
      now: new Date('2026-11-05T00:00:00Z'),
    });
    expect(report.months[0]?.totals.searches).toBe(6);
  });
});

describe('the ledger key', () => {
  it('is generated once into DATA_DIR outside production, readable by its owner only, and kept', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'karma-ledger-key-'));
    try {
      const first = resolveLedgerKey({ ledgerSigningKey: undefined, dataDir });
      expect(statSync(join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(dataDir, KEY_FILE), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      expect(resolveLedgerKey({ ledgerSigningKey: undefined, dataDir }).jwk).toEqual(first.jwk);
      const configured = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
      const key = resolveLedgerKey({ ledgerSigningKey: configured.replaceAll('\n', '\\n'), dataDir });
      expect(key.jwk.kid).not.toBe(first.jwk.kid);
      expect(Object.keys(key.jwk)).toEqual(['kty', 'crv', 'x', 'kid']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
