/**
 * What the image proxy may fetch: http(s) URLs without credentials, on hosts whose every address
 * is public. Image URLs come from search results (untrusted), so without this guard a result could
 * point the proxy at loopback, the LAN or a cloud metadata endpoint (SSRF).
 *
 *   const url = checkImageUrl(raw);                       // URL, or a GuardRefusal
 *   const vetted = await vetHost(url.hostname, false);    // throws GuardRefusal or HostNotFound
 *   http.request(url, { lookup: pinnedLookup(vetted) });  // connects to the vetted address only
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';

export class GuardRefusal extends Error {
  override name = 'GuardRefusal';
}

/** DNS had no answer: an upstream failure (502), not a refusal of what the caller asked for. */
export class HostNotFound extends Error {
  override name = 'HostNotFound';
  override message = 'host not found';
}

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

/** Parses an http(s) URL the proxy may request; a refusal names the reason (never the URL). */
export function checkImageUrl(raw: string): URL | GuardRefusal {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return new GuardRefusal('invalid url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return new GuardRefusal('only http and https');
  if (url.username || url.password) return new GuardRefusal('credentials in url');
  if (!url.hostname) return new GuardRefusal('no host');
  return url;
}

// Ranges no image host lives in: [first address, prefix length].
const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata endpoints live
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
];
const REFUSED_V6: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: tunnels to an IPv4 address we cannot vet
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];
// IPv6 forms that carry an IPv4 address the packet really goes to: [prefix, length, v4 offset].
const EMBEDS_V4: [string, number, number][] = [
  ['::ffff:0:0', 96, 12], // IPv4-mapped
  ['64:ff9b::', 96, 12], // NAT64
  ['2002::', 16, 2], // 6to4
];

/** Whether an IP address (v4 or v6, any textual form) is publicly routable. Junk is not. */
export function isPublicAddress(ip: string): boolean {
  const bytes = ipBytes(ip);
  if (!bytes) return false;
  if (bytes.length === 4) return !REFUSED_V4.some(([net, len]) => inPrefix(bytes, net, len));
  for (const [net, len, offset] of EMBEDS_V4) {
    if (inPrefix(bytes, net, len)) return isPublicAddress(bytes.subarray(offset, offset + 4).join('.'));
  }
  return !REFUSED_V6.some(([net, len]) => inPrefix(bytes, net, len));
}

/** Resolves a host and returns an address to connect to; refuses when any of its addresses isn't public. */
export async function vetHost(
  hostname: string,
  allowPrivate: boolean,
  lookup: (host: string) => Promise<VettedAddress[]> = lookupAll,
): Promise<VettedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: VettedAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    throw new HostNotFound();
  }
  const first = addresses[0];
  if (!first) throw new HostNotFound();
  // All, not some: a host answering one public and one private address is a rebinding attempt.
  if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new GuardRefusal('address not allowed');
  }
  return first;
}

/** A `lookup` for http(s).request that answers the vetted address instead of asking DNS again. */
export function pinnedLookup(vetted: VettedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    // Node 20 connects with happy eyeballs, which asks for every address ({ all: true }).
    if (options.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
}

async function lookupAll(host: string): Promise<VettedAddress[]> {
  const answers = await dnsLookup(host, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

function inPrefix(bytes: Uint8Array, network: string, length: number): boolean {
  const net = ipBytes(network)!;
  if (net.length !== bytes.length) return false;
  for (let bit = 0; bit < length; bit += 8) {
    const mask = length - bit >= 8 ? 0xff : (0xff << (8 - (length - bit))) & 0xff;
    if (((bytes[bit / 8]! ^ net[bit / 8]!) & mask) !== 0) return false;
  }
  return true;
}

/** 4 or 16 bytes; undefined when `ip` is not an address. Zone ids (fe80::1%eth0) are dropped. */
export function ipBytes(ip: string): Uint8Array | undefined {
  const text = ip.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const version = isIP(text);
  if (version === 4) return Uint8Array.from(text.split('.').map(Number));
  if (version !== 6) return undefined;
  const halves = text.split('::');
  const head = words16(halves[0] ?? '');
  const tail = halves.length > 1 ? words16(halves[1] ?? '') : [];
  const words = halves.length > 1 ? [...head, ...Array(8 - head.length - tail.length).fill(0), ...tail] : head;
  return Uint8Array.from(words.flatMap((w) => [w >> 8, w & 0xff]));
}

/** '1:ab:1.2.3.4' → [0x1, 0xab, 0x102, 0x304]: the 16-bit words of one side of a '::'. */
function words16(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((word) => {
    if (!word.includes('.')) return [Number.parseInt(word, 16)];
    const [a = 0, b = 0, c = 0, d = 0] = word.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
}
