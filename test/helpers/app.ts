/** Builds the real app for tests: temp DATA_DIR, real SQLite stores, logs captured in memory. */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDeps, createApp } from '../../server/app.ts';
import { type Env, parseConfig } from '../../server/config.ts';
import { openStores } from '../../server/stores.ts';
import { capturedLogger } from './logs.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  logs: string[];
  stores: ReturnType<typeof openStores>;
  dataDir: string;
  /** Serves the app on a free loopback port, for tests that read raw bytes as they arrive. */
  listen(): Promise<number>;
  /** Stops the server (if listening) and the stores, and removes the data directory. */
  close(): Promise<void>;
}

export function buildTestApp(env: Env = {}, deps: Partial<AppDeps> = {}): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'karma-test-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: 'http://karma.test',
    // Tests load hundreds of pages from one address in seconds: the results pages' limit applies
    // only where a test sets it (test/integration/replicas.test.ts, the rate-limit tests).
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    // The local index alone, as before the open providers: a test that wants them sets SEARCH_PROVIDERS.
    SEARCH_PROVIDER: 'local',
    ...env,
  });
  const { logger, lines: logs } = capturedLogger();
  const stores = openStores(config);
  const app = createApp(config, { logger, stores, ...deps });
  let server: Server | undefined;
  return {
    app,
    logs,
    stores,
    dataDir,
    async listen() {
      server = app.listen(0);
      await once(server, 'listening');
      return (server.address() as AddressInfo).port;
    },
    async close() {
      if (server) {
        server.closeAllConnections();
        server.close();
      }
      await stores.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
