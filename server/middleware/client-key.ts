/**
 * The key a rate limit counts a client under: its address as Express computes it from
 * TRUST_PROXY (`req.ip`), with an IPv6 address reduced to its /64, because one subscriber gets a
 * whole /64 and could otherwise rotate through 2^64 addresses. IPv4-mapped IPv6 addresses
 * (`::ffff:1.2.3.4`, what a dual-stack socket reports for IPv4 clients) count as the IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail is turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? ''; // no zone id
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [, , , , , , high = 0, low = 0] = groups;
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
