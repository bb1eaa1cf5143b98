/**
 * Loaded into the app by `bench:ssr -- --mixes` (node --import): host names other than loopback
 * fail to resolve at once, as on a server without a resolver.
 *
 * Why: this machine has no internet, and its resolver answers ENOTFOUND only after ~40 ms of a
 * libuv thread (4 of them, shared with gzip). A results page whose first result is a Wikipedia
 * disambiguation page asks Wikipedia for the panel (server/search/encyclopedia.ts); on a
 * connected server that answer is cached for an hour, here it fails every time, and a third of
 * the single-word pages queued behind those lookups: the single words, the mix every other is
 * compared with, ran at a third of their speed (86 pages/s against 250–300 for the others).
 */
import dns from 'node:dns';

const resolve = dns.lookup;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

dns.lookup = function lookup(hostname, ...rest) {
  if (LOOPBACK.has(hostname) || /^[\d.]+$|:/.test(hostname)) return resolve.call(this, hostname, ...rest);
  const done = rest.at(-1);
  const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: 'ENOTFOUND',
    syscall: 'getaddrinfo',
    hostname,
  });
  process.nextTick(done, error);
};
