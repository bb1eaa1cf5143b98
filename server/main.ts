/**
 * Entry point: parse config, open stores, listen on PORT; on SIGTERM/SIGINT shut down
 * gracefully (server/lifecycle.ts). A bad variable, an unreachable database or a taken port
 * stop the boot with one line on stderr and exit code 78 (server/boot-problems.ts).
 */
import { createApp } from './app.ts';
import { databaseProblem, EX_CONFIG, listenProblem } from './boot-problems.ts';
import { ConfigError, parseConfig } from './config.ts';
import { createHttpServer } from './http-server.ts';
import { shutdownGracefully } from './lifecycle.ts';
import { createLogger } from './logger.ts';
import { createMetrics, startMetricsServer } from './metrics/http-metrics.ts';
import { ensureStarterNotifications } from './notifications/starter.ts';
import { createEncyclopedia } from './search/encyclopedia.ts';
import { ensureStarterIndex } from './search/local/build/starter-index.ts';
import { cachedProviderCheck } from './search/provider-check.ts';
import { createProvider, encyclopediaService } from './search/provider-registry.ts';
import { resolveSessionSecret } from './session-secret.ts';
import { storesSearchCountBatcher } from './sponsors/search-count-batcher.ts';
import { openStores } from './stores.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EX_CONFIG);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  config = { ...config, sessionSecret: resolveSessionSecret(config) };
  const stores = openStores(config, { logger });
  try {
    await stores.ping();
  } catch (error) {
    const problem = databaseProblem(error, config);
    if (!problem) throw error;
    console.error(problem);
    process.exit(EX_CONFIG);
  }
  // A new installation shows the starter notifications; a failure here only leaves the bell empty.
  await ensureStarterNotifications(stores.notifications, logger, new Date()).catch((error) =>
    logger.error({ reason: (error as Error)?.message ?? String(error) }, 'starter notifications not imported'),
  );
  if (config.search.provider === 'local') await ensureStarterIndex(config.search.indexFile, logger);
  // The open sources' published limits are shared by the replicas through Redis when it is set.
  const metrics = config.metrics.enabled ? createMetrics({ processMetrics: true }) : undefined;
  const searchProvider = createProvider(config.search, {
    logger,
    redisUrl: config.redisUrl,
    // Each open source's lookups and circuit, beside the page's own (provider "merged").
    onLookup: metrics?.onLookup,
    onCircuitState: metrics?.onCircuitState,
  });
  // Say at boot, in the operator's words, if the provider cannot serve (/readyz says it too).
  const problem = await cachedProviderCheck(searchProvider)();
  if (problem) logger.error({ provider: searchProvider.name, problem }, 'search provider not ready');
  const encyclopedia = encyclopediaService(searchProvider, createEncyclopedia());
  // Searches supported are added up in memory; stop() below writes what is pending.
  const searchCounts = storesSearchCountBatcher(stores, { logger });
  const app = createApp(config, {
    logger,
    stores,
    searchProvider,
    encyclopedia,
    searchCounts,
    // Read at request time: `stopping` is set by the signal handler below.
    isStopping: () => stopping,
    metrics,
  });
  if (metrics && config.metrics.port !== undefined) startMetricsServer(metrics, config.metrics.port, logger);
  // Expired login tokens and sessions are deleted hourly (and used tokens a day after use).
  const purge = setInterval(() => {
    stores.accounts.purgeExpired(new Date()).catch((error) => logger.error({ err: error }, 'purge failed'));
  }, 3600_000);
  purge.unref();
  // Not app.listen: Express 5 calls its callback on 'error' too, which logged 'listening' for a
  // port that was taken.
  // Request time limits and a cap on connections per address; trusted proxies are not capped.
  const trustedProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const server = createHttpServer(app, { ...config.http, exempt: (address) => trustedProxy(address, 0) });
  server.on('error', (error) => {
    const problem = listenProblem(error, config.port);
    if (problem) {
      console.error(problem);
      process.exit(EX_CONFIG);
    }
    logger.fatal({ err: error }, 'server failed');
    process.exit(1);
  });
  server.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, stores: stores.kind }, `listening on http://localhost:${port}`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'signal received');
    const closeAll = async () => {
      await searchProvider.close?.();
      // After the last request, before the database goes: no count lost on SIGTERM.
      await searchCounts.stop();
      await stores.close();
    };
    shutdownGracefully(server, closeAll, logger).then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
