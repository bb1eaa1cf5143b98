import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerRow } from '../../server/ledger/ledger-row.ts';
import { transparencyJson, transparencyReport, transparencySource } from '../../server/sponsors/transparency.ts';
import { formatMinorUnits } from '../../views/pages/TransparencyPage.tsx';

const row = (over: Partial<LedgerRow>): LedgerRow => ({
  day: '2026-11-03',
  sponsorId: 'otter-kayaks',
  association: 'L214',
  currency: 'EUR',
  clicks: 1,
  gross: 40,
  redistributed: 20,
  ...over,
});
const now = new Date('2026-12-02T10:00:00Z');

describe('transparency report', () => {
  it('lists every month from the first with figures to the current one, newest first, every association in each', () => {
    const report = transparencyReport({
      ledger: [row({ day: '2026-09-30' })],
      searches: [{ day: '2026-11-01', association: 'HSUK', searches: 7 }],
      updated: undefined,
      now,
    });
    expect(report.months.map((m) => m.month)).toEqual(['2026-12', '2026-11', '2026-10', '2026-09']);
    for (const month of report.months) {
      expect(month.associations.map((a) => a.id)).toEqual(['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT']);
    }
    expect(report.months[1]?.associations.find((a) => a.id === 'HSUK')?.searches).toBe(7);
    expect(report.updated).toEqual(now);
    expect(report.currency).toBe('EUR');
  });

  it('adds rows per association, keeps the remainder apart but in the totals', () => {
    const report = transparencyReport({
      ledger: [
        row({ association: 'ASPAS', gross: 3, redistributed: 1 }),
        row({ association: 'NAAT', gross: 3, redistributed: 1 }),
        row({ association: 'L214', gross: 3, redistributed: 1 }),
        row({ association: 'REMAINDER', gross: 1, redistributed: 0, clicks: 0 }),
        row({ day: '2026-11-20', sponsorId: 'other', association: 'L214', gross: 40, redistributed: 20 }),
      ],
      searches: [],
      updated: new Date('2026-11-20T08:00:00Z'),
      now,
    });
    const november = report.months.find((m) => m.month === '2026-11');
    expect(november?.associations.find((a) => a.id === 'L214')).toEqual({
      id: 'L214',
      clicks: 2,
      searches: 0,
      gross: 43,
      redistributed: 21,
    });
    expect(november?.remainder).toEqual({ gross: 1, redistributed: 0 });
    expect(november?.totals).toEqual({ searches: 0, gross: 50, redistributed: 23 });
  });

  it('keeps the most used currency and names the others', () => {
    const report = transparencyReport({
      ledger: [row({ currency: 'USD', clicks: 1 }), row({ currency: 'EUR', clicks: 3, sponsorId: 'b' })],
      searches: [],
      updated: undefined,
      now,
    });
    expect(report.currency).toBe('EUR');
    expect(report.otherCurrencies).toEqual(['USD']);
    expect(report.months.find((m) => m.month === '2026-11')?.totals.gross).toBe(40);
  });

  it('has the issue’s JSON shape, and the current month even without any figure', () => {
    const json = transparencyJson(transparencyReport({ ledger: [], searches: [], updated: undefined, now }));
    expect(json).toEqual({
      updated: '2026-12-02T10:00:00.000Z',
      currency: 'EUR',
      months: [
        {
          month: '2026-12',
          searches: 0,
          associations: ['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT'].map((id) => ({
            id,
            clicks: 0,
            searches: 0,
            gross: 0,
            redistributed: 0,
          })),
        },
      ],
    });
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [1234, 'EUR', 'en', '€12.34'],
    [1234, 'EUR', 'fr', '12,34 €'],
    [5, 'EUR', 'es', '0,05 €'],
    [1234, 'JPY', 'en', '¥1,234'],
    [0, 'GBP', 'en', '£0.00'],
    [1234, 'XYZ1', 'en', '1,234 XYZ1'],
  ] as const)('%d %s in %s → %s', (minor, currency, locale, expected) => {
    expect(formatMinorUnits(minor, currency, locale).replace(/\u202f|\u00a0/g, ' ')).toBe(expected);
  });
});

describe('transparency source', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the store at most once per 30 s, shares a read under way, and does not keep a failure', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    let reads = 0;
    let fail = false;
    const source = transparencySource({
      sponsors: {
        ledgerRows: async () => {
          reads += 1;
          if (fail) throw new Error('database away');
          return [row({ gross: 40 * reads })];
        },
        searchCounts: async () => [],
        lastUpdated: async () => undefined,
      },
      now: () => new Date(),
    });
    const gross = async () => (await source.report()).months[0]?.totals.gross;
    expect(await Promise.all([gross(), gross()])).toEqual([40, 40]);
    vi.advanceTimersByTime(29_000);
    expect(await gross()).toBe(40);
    vi.advanceTimersByTime(1_000);
    fail = true;
    await expect(source.report()).rejects.toThrow('database away');
    fail = false;
    expect(await gross()).toBe(120);
    expect(reads).toBe(3);
  });
});
