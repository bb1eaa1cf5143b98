/**
 * The open APIs' limits kept in the real Redis (TEST_REDIS_URL, else 127.0.0.1:6379 database 9)
 * by two limiters, each with its own connection, as two replicas would: GDELT's one request per
 * 5 s, Openverse's quota and Wikimedia's one-at-a-time are kept by both together. With Redis
 * away, each keeps them in its own memory, says so once, and never throws. Keys carry a prefix
 * unique to the run and are deleted afterwards.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { redisSourceLimitStore } from '../../server/search/source-limit-redis.ts';
import { createSourceLimiter, type SourcePermit } from '../../server/search/source-limiter.ts';
import { lazyRedis, type SharedRedis } from '../../server/shared-state/redis-client.ts';
import { capturedLogger } from '../helpers/logs.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
/** Nothing listens there. */
const REDIS_DOWN = 'redis://127.0.0.1:6390';
const PREFIX = `karma-test:source-limit:${randomUUID()}:`;

const silent = createLogger('silent');
const connections: SharedRedis[] = [];
function connect(url = REDIS_URL, logger = silent): SharedRedis {
  const redis = lazyRedis(url, { logger, waitMs: 1000 });
  connections.push(redis);
  return redis;
}

const admin = connect();
const reachable = await admin.ping(1000).then(
  () => true,
  () => false,
);
if (!reachable) console.warn(`source-limits-redis: Redis not reachable at ${REDIS_URL}; these tests are skipped`);

/** One replica's limiter, on a connection of its own. */
function replica(limits?: Parameters<typeof createSourceLimiter>[0]['limits'], redis = connect(), logger = silent) {
  return createSourceLimiter({ store: redisSourceLimitStore(redis, { prefix: PREFIX, logger }), limits });
}

const query = defaultQuery('otters');
const NO_WAIT = { waitMs: 0, holdMs: 2400 };

afterAll(async () => {
  if (reachable) {
    const keys = await admin.command((client) => client.keys(`${PREFIX}*`));
    if (keys.length > 0) await admin.command((client) => client.del(keys));
  }
  await Promise.all(connections.map((redis) => redis.close()));
});

describe.skipIf(!reachable)('source limits shared by two replicas through Redis', () => {
  it('GDELT: one request per 5 s between both replicas', async () => {
    const [a, b] = [replica(), replica()];
    expect(await a.acquire('gdelt', query, NO_WAIT)).toBeDefined();
    expect(await b.acquire('gdelt', query, NO_WAIT)).toBeUndefined();
    expect(await a.acquire('gdelt', query, NO_WAIT)).toBeUndefined();
    // The slot is held for the 5 s, in Redis where both see it.
    const [key] = await admin.command((client) => client.keys(`${PREFIX}gdelt:*`));
    const ttl = await admin.command((client) => client.pTTL(key as string));
    expect(ttl).toBeGreaterThan(4000);
    expect(ttl).toBeLessThanOrEqual(5000);
  });

  it('the next request goes once the interval is over, from either replica', async () => {
    const limits = { quick: { rules: [{ kind: 'spacing' as const, everyMs: 300 }] } };
    const [a, b] = [replica(limits), replica(limits)];
    expect(await a.acquire('quick', query, NO_WAIT)).toBeDefined();
    expect(await b.acquire('quick', query, NO_WAIT)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await b.acquire('quick', query, NO_WAIT)).toBeDefined();
    expect(await a.acquire('quick', query, NO_WAIT)).toBeUndefined();
  });

  it('Openverse: 20 a minute between both replicas', async () => {
    const [a, b] = [replica(), replica()];
    const results: boolean[] = [];
    for (let i = 0; i < 24; i += 1) {
      results.push((await (i % 2 ? b : a).acquire('openverse', query, NO_WAIT)) !== undefined);
    }
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(results.slice(20)).toEqual([false, false, false, false]);
  });

  it('Wikimedia: one request at a time per host between both replicas; released, the other gets its turn', async () => {
    const [a, b] = [replica(), replica()];
    const first = (await a.acquire('wikipedia', query, NO_WAIT)) as SourcePermit;
    expect(first).toBeDefined();
    expect(await b.acquire('wikipedia', query, NO_WAIT)).toBeUndefined();
    // Waiting a little: the turn comes when the first request ends.
    setTimeout(() => first.release(), 50);
    const second = await b.acquire('wikipedia', query, { waitMs: 1000, holdMs: 2400 });
    expect(second).toBeDefined();
    second?.release();
  });

  it('with Redis away: limits kept in each process, said once, never thrown', async () => {
    const { logger, lines } = capturedLogger();
    const away = replica(undefined, connect(REDIS_DOWN, logger), logger);
    expect(await away.acquire('gdelt', query, NO_WAIT)).toBeDefined();
    expect(await away.acquire('gdelt', query, NO_WAIT)).toBeUndefined();
    const lock = await away.acquire('commons', query, NO_WAIT);
    expect(lock).toBeDefined();
    expect(await away.acquire('commons', query, NO_WAIT)).toBeUndefined();
    lock?.release();
    expect(await away.acquire('commons', query, NO_WAIT)).toBeDefined();
    const said = lines.filter((line) => line.includes('source limits kept per process: redis away'));
    expect(said).toHaveLength(1);
    expect(JSON.parse(said[0] as string).level).toBe('error');
    expect(lines.join('')).not.toContain(PREFIX);
  });
});
