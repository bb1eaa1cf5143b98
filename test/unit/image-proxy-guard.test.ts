/** Which addresses and URLs the image proxy may fetch (the SSRF guard), table by table. */
import { describe, expect, it } from 'vitest';
import {
  checkImageUrl,
  GuardRefusal,
  HostNotFound,
  ipBytes,
  isPublicAddress,
  pinnedLookup,
  type VettedAddress,
  vetHost,
} from '../../server/search/image-proxy-guard.ts';

describe('isPublicAddress', () => {
  it.each([
    // IPv4, public
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['93.184.215.14', true],
    ['100.63.255.255', true], // just below CGNAT
    ['100.128.0.0', true], // just above CGNAT
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['223.255.255.255', true],
    // IPv4, refused
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['10.0.0.1', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['169.254.169.254', false], // cloud metadata
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.0.0.8', false],
    ['192.0.2.1', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['198.19.255.255', false],
    ['198.51.100.7', false],
    ['203.0.113.7', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    // IPv6, public
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4007:80e::200e', true],
    ['[2001:4860:4860::8888]', true],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::808:808', true], // NAT64 of 8.8.8.8
    ['2002:808:808::1', true], // 6to4 of 8.8.8.8
    // IPv6, refused
    ['::', false],
    ['::1', false],
    ['0:0:0:0:0:0:0:1', false],
    ['[::1]', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false], // the same, as the URL parser writes it
    ['::ffff:10.1.2.3', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:0.0.0.0', false],
    ['::127.0.0.1', false], // IPv4-compatible (deprecated)
    ['64:ff9b::7f00:1', false], // NAT64 of 127.0.0.1
    ['2002:a00:1::1', false], // 6to4 of 10.0.0.1
    ['2001:0:4136:e378::1', false], // Teredo
    ['2001:db8::1', false],
    ['fc00::1', false],
    ['fd12:3456:789a::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['febf:ffff::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['100::1', false],
    // not addresses
    ['', false],
    ['localhost', false],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['::g', false],
  ])('%s → %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});

describe('ipBytes', () => {
  it.each([
    ['1.2.3.4', [1, 2, 3, 4]],
    ['::1', [...Array(15).fill(0), 1]],
    ['1::', [0, 1, ...Array(14).fill(0)]],
    ['::ffff:1.2.3.4', [...Array(10).fill(0), 0xff, 0xff, 1, 2, 3, 4]],
    ['1:2:3:4:5:6:7:8', [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]],
    ['abcd:ef01::2345', [0xab, 0xcd, 0xef, 0x01, ...Array(10).fill(0), 0x23, 0x45]],
  ])('%s', (ip, bytes) => {
    expect([...(ipBytes(ip) ?? [])]).toEqual(bytes);
  });
});

describe('checkImageUrl', () => {
  it.each([
    ['https://upload.example.org/a.png', undefined],
    ['http://example.org:8080/a.png', undefined],
    ['ftp://example.org/a.png', 'only http and https'],
    ['file:///etc/passwd', 'only http and https'],
    ['data:image/png;base64,AAAA', 'only http and https'],
    ['javascript:alert(1)', 'only http and https'],
    ['https://user:pw@example.org/a.png', 'credentials in url'],
    ['https://user@example.org/a.png', 'credentials in url'],
    ['not a url', 'invalid url'],
    ['', 'invalid url'],
  ])('%s', (raw, refusal) => {
    const result = checkImageUrl(raw);
    if (refusal === undefined) expect(result).toBeInstanceOf(URL);
    else expect(result).toEqual(new GuardRefusal(refusal));
  });
});

describe('vetHost', () => {
  const answers =
    (...addresses: string[]) =>
    async (): Promise<VettedAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('returns the first address of a public host', async () => {
    expect(await vetHost('img.example', false, answers('93.184.215.14', '2606:2800::1'))).toEqual({
      address: '93.184.215.14',
      family: 4,
    });
  });

  it.each([
    ['a private address', ['10.0.0.5']],
    ['loopback among public addresses (rebinding)', ['93.184.215.14', '127.0.0.1']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['link-local metadata', ['169.254.169.254']],
  ])('refuses a host resolving to %s', async (_label, addresses) => {
    await expect(vetHost('img.example', false, answers(...addresses))).rejects.toEqual(
      new GuardRefusal('address not allowed'),
    );
  });

  it('lets private addresses through only when allowPrivate (test-only) is set', async () => {
    expect(await vetHost('img.example', true, answers('127.0.0.1'))).toEqual({ address: '127.0.0.1', family: 4 });
  });

  it('strips the brackets of an IPv6 literal before resolving it', async () => {
    const seen: string[] = [];
    await vetHost('[2606:4700::1]', false, async (host) => {
      seen.push(host);
      return [{ address: host, family: 6 }];
    });
    expect(seen).toEqual(['2606:4700::1']);
  });

  it('reports a host DNS does not know as HostNotFound, not as a refusal', async () => {
    const failing = async () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await expect(vetHost('nowhere.example', false, failing)).rejects.toBeInstanceOf(HostNotFound);
    await expect(vetHost('empty.example', false, answers())).rejects.toBeInstanceOf(HostNotFound);
  });
});

describe('pinnedLookup', () => {
  it('answers the vetted address in both callback shapes, whatever the host', () => {
    const lookup = pinnedLookup({ address: '93.184.215.14', family: 4 });
    const single: unknown[] = [];
    lookup('rebound.example', {}, (...args: unknown[]) => single.push(...args));
    expect(single).toEqual([null, '93.184.215.14', 4]);
    const all: unknown[] = [];
    lookup('rebound.example', { all: true }, (...args: unknown[]) => all.push(...args));
    expect(all).toEqual([null, [{ address: '93.184.215.14', family: 4 }]]);
  });
});
