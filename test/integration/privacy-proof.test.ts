/**
 * The privacy proof: 50 searches per database, each with its own canary, through
 * every tab, autosuggest, the counter (the results page and POST /search/increment) and a
 * sponsored click, anonymous and logged in (the real login flow), with targeting consent (organic
 * links through the link resolver), with a real Redis shared as replicas share it. Afterwards no
 * canary is in any table, any Redis key or value, any file under DATA_DIR, the logs, /metrics, or
 * any outbound request except those to the search provider (a fake SearXNG); the encyclopedia and
 * the link resolver see article titles and result URLs only.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import type { LoginMailInput } from '../../server/mail/mailer.ts';
import { createEncyclopedia } from '../../server/search/encyclopedia.ts';
import type { SearchProvider } from '../../server/search/provider.ts';
import { createProvider, encyclopediaService } from '../../server/search/provider-registry.ts';
import type { SearchResult } from '../../server/shared/search-types.ts';
import { storesSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import { type FakeImageServer, startImageServer } from '../fakes/image-server.ts';
import { type FakeLinkResolver, startFakeLinkResolver } from '../fakes/link-resolver-server.ts';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';
import { type FakeWiki, startWikiServer } from '../fakes/wiki-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { type OutboundRecorder, recordOutboundRequests } from '../helpers/outbound-requests.ts';
import { BROWSER_UA, sponsoredItems, sponsoredLink } from '../helpers/sponsored.ts';

/** Every canary starts with this stem: finding the stem anywhere is a leak. */
const STEM = `zq${randomBytes(4).toString('hex')}canary`;
const SEARCHES = 50;
const TABS = ['/search', '/images', '/news', '/videos'];
const ORIGIN = 'http://karma.test';
/** Marks the test's own requests to the app, which the outbound recorder sees too. */
const TEST_CLIENT = 'x-privacy-proof-client';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

let searxng: FakeSearxng;
let resolver: FakeLinkResolver;
let wiki: FakeWiki;
let images: FakeImageServer;
let outbound: OutboundRecorder;
beforeAll(async () => {
  [searxng, resolver, wiki, images] = await Promise.all([
    startFakeSearxng(),
    startFakeLinkResolver(),
    startWikiServer(),
    startImageServer(),
  ]);
  outbound = recordOutboundRequests();
});
afterAll(async () => {
  outbound.stop();
  await Promise.all([searxng.close(), resolver.close(), wiki.close(), images.close()]);
});

/** Every file under `dir`, recursively, read as bytes (latin1 keeps ASCII canaries findable). */
function filesUnder(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => [path, readFileSync(path).toString('latin1')]);
}

describe.each(['sqlite', 'postgres'] as const)('no canary survives a visit (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let batcher: ReturnType<typeof storesSearchCountBatcher>;
  let clock = new Date('2026-11-24T10:00:00Z');
  const mails: LoginMailInput[] = [];
  /** This run's own keys in the shared Redis, so that a dump sees only what this app wrote. */
  const redisPrefix = `test-privacy-${kind}-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    const searxngConfig = parseConfig({ SEARCH_PROVIDER: 'searxng', SEARXNG_URL: searxng.url }).search;
    const searxngProvider = createProvider(searxngConfig);
    // Without the provider's own infobox the page asks the encyclopedia (the fake wiki) instead;
    // image thumbnails point at the fake image host, which the /img proxy then fetches.
    const localImages = (r: SearchResult): SearchResult =>
      r.vertical === 'images' ? { ...r, image: { ...r.image, thumbnail: images.url('/small.png') } } : r;
    const provider: SearchProvider = {
      ...searxngProvider,
      name: searxngProvider.name,
      capabilities: searxngProvider.capabilities,
      search: async (query, signal) => {
        const response = await searxngProvider.search(query, signal);
        return { ...response, results: response.results.map(localImages), infobox: undefined };
      },
      suggest: searxngProvider.suggest?.bind(searxngProvider),
    };
    const toWiki: typeof fetch = (input, init) =>
      fetch(String(input).replace(/^https:\/\/[a-z]+\.wikipedia\.org/, wiki.origin), init);
    batcher = storesSearchCountBatcher(database.stores, { logger: { warn: () => {} }, now: () => clock });
    t = buildTestApp(
      {
        ...database.env,
        SEARCH_PROVIDER: 'searxng',
        SEARXNG_URL: searxng.url,
        SEARCH_CACHE_TTL: '0',
        ADS_LINKS_RESOLVER_URL: resolver.url,
        SESSION_SECRET: 'privacy-proof-secret-of-at-least-32-characters',
        LOGIN_REQUESTS_PER_HOUR: '1000',
        METRICS: 'true',
        IMAGE_PROXY_ALLOW_PRIVATE: 'true',
        REDIS_URL,
      },
      {
        sharedKeyPrefix: redisPrefix,
        now: () => clock,
        searchProvider: provider,
        encyclopedia: encyclopediaService(provider, createEncyclopedia({ fetchImpl: toWiki, cacheTtlMs: 0 })),
        searchCounts: batcher,
        mailer: { sendLoginMail: async (mail) => void mails.push(mail), sendContactMessage: async () => {} },
      },
    );
    await database.stores.sponsors.upsertLinks([sponsoredLink('otter', { keywords: ['kayak'] })], clock);
  });
  afterAll(async () => {
    await batcher?.stop();
    await t?.close();
    await database?.close();
  });

  /** Logs in through the mail link, as a visitor would; returns the session cookie. */
  async function logIn(): Promise<string> {
    const email = `proof.${kind}@example.org`;
    await request(t.app).post('/auth/login').type('form').send({ email }).expect(200);
    const link = mails.find((m) => m.to === email)?.link ?? '';
    const verified = await request(t.app).post(link.replace(ORIGIN, '')).redirects(0);
    const cookie = ([] as string[])
      .concat(verified.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('karma_session='));
    expect(cookie, 'a session after following the mail link').toBeDefined();
    return (cookie ?? '').split(';')[0] as string;
  }

  async function visit(n: number, session: string | undefined): Promise<void> {
    clock = new Date(clock.getTime() + 60_000);
    const canary = `${STEM}${n}`;
    const tab = TABS[n % TABS.length] as string;
    // "biodiversity" names the fake SearXNG's first result, an article: the page asks the
    // encyclopedia for its summary, one more place a canary must not reach.
    const q = `kayak biodiversity ${canary}`;
    const cookie = ['karma_consent_v2=targeting', ...(session ? [session] : [])].join('; ');
    const send = (req: request.Test) =>
      req
        .set('Cookie', cookie)
        .set('User-Agent', BROWSER_UA)
        .set('X-Forwarded-For', `203.0.113.${n + 1}`)
        .set(TEST_CLIENT, '1');

    await send(request(t.app).get(`/search/autosuggest?q=${encodeURIComponent(q)}&lang=en&country=GB`)).expect(200);
    const page = await send(request(t.app).get(`${tab}?q=${encodeURIComponent(q)}`)).expect(200);
    // The proxy fetches the image URL it signed: never the query.
    const sources = [...page.text.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) =>
      (m[1] ?? '').replaceAll('&amp;', '&'),
    );
    for (const src of sources) expect(src, 'images come from the site itself').toMatch(/^\//);
    const proxied = sources.find((src) => src.startsWith('/img?'));
    if (tab === '/images') {
      expect(proxied, 'image results through the proxy').toBeDefined();
      expect((await send(request(t.app).get(proxied ?? '/'))).status).toBe(200);
    }
    if (tab === '/search') {
      const [item] = sponsoredItems(page.text);
      expect(item, 'a sponsored link on the page').toBeDefined();
      expect((await send(request(t.app).get(item?.href ?? '/'))).status).toBe(302);
      const out = /<a class="result__title" href="(\/out\?[^"]*)"/.exec(page.text)?.[1];
      expect(out, 'organic links through /out with targeting consent').toBeDefined();
      expect((await send(request(t.app).get((out ?? '/').replaceAll('&amp;', '&')))).status).toBe(302);
    }
    if (n % 5 === 0) await send(request(t.app).post('/search/increment').set('Origin', ORIGIN)).expect(200);
  }

  it('leaves no canary in tables, files, logs or requests other than to the provider', async () => {
    for (let n = 0; n < SEARCHES / 2; n++) await visit(n, undefined);
    const session = await logIn();
    for (let n = SEARCHES / 2; n < SEARCHES; n++) await visit(n, session);
    await batcher.flush();

    // The canaries did travel: to the provider, once per search and suggestion.
    const sent = searxng.requests.filter((r) => (r.query.q ?? '').includes(STEM));
    expect(new Set(sent.map((r) => /canary(\d+)/.exec(r.query.q ?? '')?.[1])).size).toBe(SEARCHES);
    expect(wiki.requests.length, 'the encyclopedia was asked').toBeGreaterThan(0);
    expect(resolver.requests.length, 'the resolver was asked').toBeGreaterThan(0);
    // The recorder sees the app's own requests (fetch), and the logs hold the visits.
    expect(outbound.requests.some((r) => r.url.startsWith(searxng.url) && r.url.includes(STEM))).toBe(true);
    expect(outbound.requests.some((r) => r.url.startsWith(wiki.origin))).toBe(true);
    expect(t.logs.length).toBeGreaterThan(SEARCHES);
    const dump = await tableDump();
    expect(dump.search_counts, 'the searches were counted').toBeDefined();
    expect(dump.ledger_entries, 'the clicks were billed').toContain('otter');
    expect(dump.accounts, 'the visitor logged in').toContain(`proof.${kind}@example.org`);

    for (const [table, rows] of Object.entries(dump)) expect(rows, `canary in table ${table}`).not.toContain(STEM);
    const redisDump = await redisKeysAndValues(redisPrefix);
    expect(redisDump.length, 'the rate limits and repeat clicks used Redis').toBeGreaterThan(0);
    for (const entry of redisDump) expect(entry, 'canary in Redis').not.toContain(STEM);
    const files = [t.dataDir, database.config.dataDir].filter((d) => existsSync(d)).flatMap(filesUnder);
    if (kind === 'sqlite') expect(files.map(([path]) => path).join()).toContain('karma.sqlite');
    for (const [path, bytes] of files) expect(bytes, `canary in ${path}`).not.toContain(STEM);
    expect(t.logs.join('\n'), 'canary in the logs').not.toContain(STEM);
    const metrics = await request(t.app).get('/metrics').expect(200);
    expect(metrics.text, 'the metrics counted the visits').toContain('/search');
    expect(metrics.text, 'canary in /metrics').not.toContain(STEM);
    const leaks = outbound.requests.filter(
      (r) =>
        !r.headers.includes(TEST_CLIENT) &&
        !r.url.startsWith(searxng.url) &&
        (r.url.includes(STEM) || r.headers.includes(STEM)),
    );
    expect(leaks, 'canary in a request to anyone but the provider').toEqual([]);
    for (const r of wiki.requests) expect(r.params.toString() + JSON.stringify(r.headers)).not.toContain(STEM);
    for (const r of resolver.requests) expect(JSON.stringify(r)).not.toContain(STEM);
    expect(images.requests.length, 'the image proxy fetched').toBeGreaterThan(0);
    for (const r of images.requests) expect(JSON.stringify(r)).not.toContain(STEM);
  }, 30_000); // about 3 s alone; room for a busy machine running the whole suite

  async function tableDump(): Promise<Record<string, string>> {
    const db = database.stores.db;
    const names =
      kind === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows
        : (
            await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema()`.execute(db)
          ).rows;
    const dump: Record<string, string> = {};
    for (const { name } of names) {
      dump[name] = JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(db)).rows);
    }
    return dump;
  }
});

/** Every key under `prefix` in the test Redis, with its value whatever its type, as lines. */
async function redisKeysAndValues(prefix: string): Promise<string[]> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    const lines: string[] = [];
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      for (const key of ([] as string[]).concat(keys)) {
        const type = await client.type(key);
        const value =
          type === 'string'
            ? await client.get(key)
            : type === 'hash'
              ? await client.hGetAll(key)
              : type === 'set'
                ? await client.sMembers(key)
                : type === 'zset'
                  ? await client.zRange(key, 0, -1)
                  : type === 'list'
                    ? await client.lRange(key, 0, -1)
                    : type;
        lines.push(`${key} ${JSON.stringify(value)}`);
      }
    }
    return lines;
  } finally {
    await client.quit();
  }
}
