/**
 * At most one name lookup per wiki host under way, remembered `freshForMs` once it succeeds
 * (server/http/host-name-lookup.ts says why). Addresses are never looked up.
 *
 * The encyclopedia asks fetch, which resolves the name itself: the gate only lets a call through
 * once its host's name is known to resolve, so a dead resolver holds one thread per host, not one
 * per page.
 *
 *   const names = nameLookupGate();
 *   await names.ready('en.wikipedia.org', signal); // rejects if the name does not resolve
 */
import dns from 'node:dns';
import { isIP } from 'node:net';
import { hostNameLookup } from '../http/host-name-lookup.ts';

export type HostLookup = (hostname: string) => Promise<unknown>;

/** The lookup fetch itself makes (dns.lookup, read at call time: a patched one is the one used). */
const systemLookup: HostLookup = (hostname) =>
  new Promise((resolve, reject) =>
    dns.lookup(hostname, (error, address) => (error ? reject(error) : resolve(address))),
  );

export interface NameLookupGate {
  /** Resolves once `hostname` has an address; rejects when the lookup fails or `signal` aborts. */
  ready(hostname: string, signal: AbortSignal): Promise<void>;
}

export interface NameLookupGateOptions {
  lookupHost?: HostLookup;
  /** How long a successful lookup lets calls through without another. Default 60 s. */
  freshForMs?: number;
  now?: () => number;
}

export function nameLookupGate(options: NameLookupGateOptions = {}): NameLookupGate {
  const { lookupHost = systemLookup, freshForMs, now } = options;
  const names = hostNameLookup({ lookupHost, freshForMs, now });
  return {
    async ready(hostname, signal) {
      if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return;
      await names.resolve(hostname, signal);
    },
  };
}
