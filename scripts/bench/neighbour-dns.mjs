/**
 * Loaded into the app by `bench:ssr -- --neighbour-down` (node --import): what lookups of host
 * names other than loopback do, by BENCH_OUTSIDE_NAMES, so that one build of the app can be timed
 * with its neighbours (the encyclopedia's wiki hosts) in each state:
 *
 *  - `fail` (the default): fail at once (ENOTFOUND), as offline-dns.mjs does;
 *  - `hang`: never answer, as a resolver that is down (the callback is never called);
 *  - an IPv4 address: every name resolves to it (a local server standing in for the neighbour).
 */
import dns from 'node:dns';
import { isIP } from 'node:net';

const resolve = dns.lookup;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);
const mode = process.env.BENCH_OUTSIDE_NAMES || 'fail';

dns.lookup = function lookup(hostname, ...rest) {
  if (LOOPBACK.has(hostname) || isIP(hostname) !== 0) return resolve.call(this, hostname, ...rest);
  const done = rest.at(-1);
  const options = typeof rest[0] === 'object' && rest[0] !== null ? rest[0] : {};
  if (mode === 'hang') return;
  if (isIP(mode) === 4) {
    // net.connect asks for every address ({ all: true }) when it may try several families.
    if (options.all) process.nextTick(done, null, [{ address: mode, family: 4 }]);
    else process.nextTick(done, null, mode, 4);
    return;
  }
  const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: 'ENOTFOUND',
    syscall: 'getaddrinfo',
    hostname,
  });
  process.nextTick(done, error);
};
