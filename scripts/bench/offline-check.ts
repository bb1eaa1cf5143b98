/**
 * Whether this machine resolves outside host names, and the node arguments that load
 * offline-dns.mjs into the app when it does not (offline-dns.mjs says why: without internet each
 * failed lookup of Wikipedia's host, for a disambiguation page's panel, holds one of libuv's 4
 * threads ~40 ms, and the pages queue behind them; a deployed server resolves and caches it).
 *
 *   const app = await startApp(index, env, [...(await offlineDnsArgs()), ...otherArgs]);
 */
import { lookup } from 'node:dns/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A host the app looks up (server/search/encyclopedia.ts: the panel of a disambiguation page). */
const PROBE_HOST = 'en.wikipedia.org';
const PROBE_TIMEOUT_MS = 3000;

export const OFFLINE_DNS_ARGS: readonly string[] = [
  '--import',
  join(dirname(fileURLToPath(import.meta.url)), 'offline-dns.mjs'),
];

/** Resolves PROBE_HOST, false when that fails or takes longer than PROBE_TIMEOUT_MS. */
export async function resolvesOutsideNames(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
  });
  const probe = lookup(PROBE_HOST).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** OFFLINE_DNS_ARGS when the machine has no outside network, else none. */
export async function offlineDnsArgs(): Promise<string[]> {
  return (await resolvesOutsideNames()) ? [] : [...OFFLINE_DNS_ARGS];
}
