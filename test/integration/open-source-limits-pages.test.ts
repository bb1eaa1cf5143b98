/**
 * The news tab with GDELT beside the local index, GDELT a local stand-in
 * (test/fakes/open-api-server.ts): two quick searches make one GDELT request, since GDELT asks
 * for at most one every 5 s, and the second page still comes with its local results, GDELT left
 * out. A search answered from the cache costs no request. With REDIS_URL, two app instances (two
 * replicas) keep that limit together.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { SearchProvider } from '../../server/search/provider.ts';
import { createProvider } from '../../server/search/provider-registry.ts';
import { lazyRedis } from '../../server/shared-state/redis-client.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { CONTACT_EMAIL } from '../helpers/open-provider-contract.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const PREFIX = `karma-test:source-limit:${randomUUID()}:`;

const GDELT = {
  articles: [
    {
      url: 'https://news.example.org/wildlife-report',
      title: 'Wildlife report from the zoo',
      seendate: '20250110T081500Z',
      domain: 'news.example.org',
    },
  ],
};

let dir: string;
let gdelt: FakeOpenApi;
let env: Record<string, string>;
const apps: TestApp[] = [];
const providers: SearchProvider[] = [];

function appWith(redisUrl?: string): TestApp {
  const provider = createProvider(parseConfig(env).search, redisUrl ? { redisUrl, keyPrefix: PREFIX } : {});
  providers.push(provider);
  const app = buildTestApp(env, { searchProvider: provider });
  apps.push(app);
  return app;
}

const news = (app: TestApp, q: string) =>
  request(app.app)
    .get(`/news?q=${encodeURIComponent(q)}&safe=off`)
    .expect(200);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-source-limits-'));
  gdelt = await startFakeOpenApi({ json: GDELT });
  const indexFile = join(dir, 'index.sqlite');
  await buildIndex({
    inputs: [
      {
        name: 'fixture',
        records: ['red panda', 'snow leopard', 'sea otter'].map((animal) => ({
          type: 'news' as const,
          url: `https://local.example.org/news/${animal.replace(' ', '-')}`,
          title: `Local story on the ${animal}`,
          text: animal,
          lang: 'en',
        })),
      },
    ],
    outFile: indexFile,
  });
  env = {
    DATA_DIR: dir,
    SEARCH_INDEX_FILE: indexFile,
    SEARCH_PROVIDERS: 'news=local+gdelt',
    SEARCH_WORKERS: '0',
    CONTACT_EMAIL,
    GDELT_API_URL: gdelt.url,
  };
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  // The app leaves its provider open; a provider given a REDIS_URL holds a connection of its own.
  await Promise.all(providers.splice(0).map((provider) => provider.close?.()));
  gdelt.reset();
});
afterAll(async () => {
  await gdelt?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GDELT’s one request per 5 s on the news tab', () => {
  it('two quick searches: one GDELT request, and both pages answer with their local results', async () => {
    const app = appWith();
    const first = await news(app, 'red panda');
    expect(first.text).toContain('Local story on the red panda');
    expect(first.text).toContain('Wildlife report from the zoo');
    const started = performance.now();
    const second = await news(app, 'snow leopard');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(second.text).toContain('Local story on the snow leopard');
    expect(second.text).not.toContain('Wildlife report from the zoo');
    expect(gdelt.requests).toHaveLength(1);
    // Answered from the cache: no request, so no permit needed.
    expect((await news(app, 'red panda')).text).toContain('Wildlife report from the zoo');
    expect(gdelt.requests).toHaveLength(1);
  });

  it('with REDIS_URL, two replicas keep it together', async (context) => {
    const probe = lazyRedis(REDIS_URL, { logger: createLogger('silent'), waitMs: 1000 });
    const reachable = await probe.ping(1000).then(
      () => true,
      () => false,
    );
    if (!reachable) {
      await probe.close();
      console.warn(`open-source-limits-pages: Redis not reachable at ${REDIS_URL}; skipped`);
      context.skip();
    }
    try {
      const [a, b] = [appWith(REDIS_URL), appWith(REDIS_URL)];
      expect((await news(a, 'red panda')).text).toContain('Wildlife report from the zoo');
      const second = await news(b, 'sea otter');
      expect(second.text).toContain('Local story on the sea otter');
      expect(second.text).not.toContain('Wildlife report from the zoo');
      expect(gdelt.requests).toHaveLength(1);
    } finally {
      const keys = await probe.command((client) => client.keys(`${PREFIX}*`));
      if (keys.length > 0) await probe.command((client) => client.del(keys));
      await probe.close();
    }
  });
});
