/**
 * At most one name lookup per host under way, its answer kept `freshForMs` once it succeeds, for
 * any outbound neighbour (a wiki host, an image host).
 *
 * Why: the system resolver runs on libuv's small thread pool (shared with compression and file
 * reads), and a lookup cannot be cancelled: when the resolver never answers, every call that gave
 * up at its budget still holds a thread until the resolver's own timeout, and a few such calls
 * stall every page. Here a host's callers wait (each until its own signal aborts) for the one
 * lookup of their host, so a dead resolver ties up one thread per host rather than one per call.
 * Failures are not kept: the next call after one asks again (a breaker in front decides how often).
 *
 *   const names = hostNameLookup({ lookupHost: lookupAddresses });
 *   const addresses = await names.resolve('upload.wikimedia.org', signal); // rejects on failure or abort
 */
import dns from 'node:dns';
import { LRUCache } from 'lru-cache';

export type HostLookup<T> = (hostname: string) => Promise<T>;

export interface HostNameLookupOptions<T> {
  lookupHost: HostLookup<T>;
  /** How long a successful answer is reused without another lookup. Default 60 s. */
  freshForMs?: number;
  /** Hosts whose answers are kept at most (the least recently used go first). Default 1000. */
  maxHosts?: number;
  now?: () => number;
}

export interface HostNameLookup<T> {
  /** The host's answer, shared with its other callers; rejects when the lookup fails or `signal` aborts. */
  resolve(hostname: string, signal: AbortSignal): Promise<T>;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host, as http.request's own lookup would find them (dns.lookup, read at call time). */
export const lookupAddresses: HostLookup<ResolvedAddress[]> = (hostname) =>
  new Promise((resolve, reject) =>
    dns.lookup(hostname, { all: true, verbatim: true }, (error, answers) =>
      error ? reject(error) : resolve(answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }))),
    ),
  );

interface Answer<T> {
  value: T;
  at: number;
}

export function hostNameLookup<T>(options: HostNameLookupOptions<T>): HostNameLookup<T> {
  const { lookupHost, freshForMs = 60_000, maxHosts = 1000, now = Date.now } = options;
  // Ages are checked against `now` rather than lru-cache's own TTL, whose clock tests cannot move.
  const answers = new LRUCache<string, Answer<T>>({ max: maxHosts });
  // One entry per lookup really under way: bounded by the resolver's own timeout, not by callers.
  const pending = new Map<string, Promise<T>>();

  function start(hostname: string): Promise<T> {
    const running = lookupHost(hostname)
      .then((value) => {
        answers.set(hostname, { value, at: now() });
        return value;
      })
      .finally(() => pending.delete(hostname));
    // Every caller may have given up before it settles: its failure is theirs, not the process's.
    running.catch(() => undefined);
    pending.set(hostname, running);
    return running;
  }

  return {
    resolve(hostname, signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      const known = answers.get(hostname);
      if (known && now() - known.at < freshForMs) return Promise.resolve(known.value);
      const running = pending.get(hostname) ?? start(hostname);
      return new Promise<T>((resolve, reject) => {
        const stop = () => reject(signal.reason);
        signal.addEventListener('abort', stop, { once: true });
        running.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
      });
    },
  };
}
