/**
 * The short cache of active links in front of the store (one lookup at a time, a few seconds,
 * the last copy on failure, a bounded wait) and the in-memory record of repeat clicks.
 */
import { describe, expect, it } from 'vitest';
import { createActiveLinksCache } from '../../server/sponsors/active-links-cache.ts';
import { memoryDailyClickCap } from '../../server/sponsors/daily-click-cap.ts';
import {
  dailyClientKey,
  memoryRepeatClicks,
  REPEAT_WINDOW_MS,
  repeatClickKey,
} from '../../server/sponsors/repeat-clicks.ts';
import type { ActiveSponsoredLink } from '../../server/sponsors/sponsor-model.ts';
import { capturedLogger } from '../helpers/logs.ts';

const DAY = '2026-11-21';
const linkNamed = (id: string) => ({ id }) as ActiveSponsoredLink;

function setUp(answer: (day: string) => Promise<ActiveSponsoredLink[]>, waitMs = 50) {
  let now = new Date(`${DAY}T10:00:00Z`);
  const days: string[] = [];
  const { logger, lines } = capturedLogger();
  const cache = createActiveLinksCache({
    store: {
      activeLinks: (day) => {
        days.push(day);
        return answer(day);
      },
    },
    now: () => now,
    logger,
    ttlMs: 5000,
    waitMs,
  });
  return { cache, days, lines, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('active links cache', () => {
  it('asks the store once for concurrent pages, then again after 5 seconds', async () => {
    const { cache, days, advance } = setUp(async () => [linkNamed('otter')]);
    const pages = await Promise.all([cache.get(DAY), cache.get(DAY), cache.get(DAY)]);
    expect(pages.map((links) => links.map((l) => l.id))).toEqual([['otter'], ['otter'], ['otter']]);
    advance(4999);
    await cache.get(DAY);
    expect(days).toEqual([DAY]);
    advance(1);
    await cache.get(DAY);
    expect(days).toEqual([DAY, DAY]);
  });

  it("keeps the day's last copy when the store fails, and a new day starts empty", async () => {
    let fail = false;
    const { cache, lines, advance } = setUp(async () => {
      if (fail) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return [linkNamed('otter')];
    });
    await cache.get(DAY);
    fail = true;
    advance(6000);
    expect((await cache.get(DAY)).map((l) => l.id)).toEqual(['otter']);
    expect(await cache.get('2026-11-22')).toEqual([]);
    expect(lines.join('\n')).toContain('sponsored links unavailable: database unavailable');
  });

  it('answers a page within the wait limit when the store is slow; the click route waits', async () => {
    let release: (links: ActiveSponsoredLink[]) => void = () => {};
    const { cache } = setUp(() => new Promise((resolve) => (release = resolve)), 20);
    const started = Date.now();
    expect(await cache.get(DAY)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    const fresh = cache.fresh(DAY);
    release([linkNamed('otter')]);
    expect((await fresh).map((l) => l.id)).toEqual(['otter']);
    expect((await cache.get(DAY)).map((l) => l.id)).toEqual(['otter']);
  });
});

describe('repeat clicks in memory', () => {
  it('knows a repeat for 30 minutes by the injected clock', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const repeats = memoryRepeatClicks(() => now);
    expect(await repeats.firstClick('k')).toBe(true);
    expect(await repeats.firstClick('k')).toBe(false);
    expect(await repeats.firstClick('other')).toBe(true);
    now = new Date(now.getTime() + REPEAT_WINDOW_MS - 1);
    expect(await repeats.firstClick('k')).toBe(false);
    now = new Date(now.getTime() + 1);
    expect(await repeats.firstClick('k')).toBe(true);
  });
});

describe('repeatClickKey and dailyClientKey', () => {
  const click = { client: '198.51.100.7', linkId: 'otter' };
  const at = (iso: string) => new Date(iso);
  const key = (secret: string, when: Date, extra = {}) => repeatClickKey(secret, when, { ...click, ...extra });
  it.each([
    ['the same network, link and day', key('s', at('2026-11-21T23:59:00Z')), true],
    ['another day (a new salt)', key('s', at('2026-11-22T00:00:00Z')), false],
    ['another secret', key('t', at('2026-11-21T10:00:00Z')), false],
    ['another network', key('s', at('2026-11-21T10:00:00Z'), { client: '198.51.100.8' }), false],
    ['another link', key('s', at('2026-11-21T10:00:00Z'), { linkId: 'lynx' }), false],
    ['the daily key of the same network', dailyClientKey('s', at('2026-11-21T10:00:00Z'), '198.51.100.7'), false],
  ])('%s → same key: %s', (_label, other, same) => {
    const reference = key('s', at('2026-11-21T00:00:00Z'));
    expect(other === reference).toBe(same);
    expect(reference).not.toContain('198.51.100.7');
  });

  it('gives a network one daily key across links, another each day, and never shows the address', () => {
    const daily = dailyClientKey('s', at('2026-11-21T01:00:00Z'), '2001:db8:1:2::/64');
    expect(dailyClientKey('s', at('2026-11-21T23:00:00Z'), '2001:db8:1:2::/64')).toBe(daily);
    expect(dailyClientKey('s', at('2026-11-22T01:00:00Z'), '2001:db8:1:2::/64')).not.toBe(daily);
    expect(dailyClientKey('s', at('2026-11-21T01:00:00Z'), '2001:db8:1:3::/64')).not.toBe(daily);
    expect(daily).not.toContain('2001');
  });
});

describe('memoryDailyClickCap', () => {
  it('allows the cap, refuses past it, and takes a released slot again', async () => {
    const cap = memoryDailyClickCap();
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await cap.take('k', 3));
    expect(taken).toEqual([true, true, true, false]);
    expect(await cap.take('other', 3)).toBe(true);
    await cap.release('k');
    await cap.release('k');
    expect(await cap.take('k', 3)).toBe(true);
    expect(await cap.take('k', 3)).toBe(false);
  });
});
