import { describe, expect, it } from 'vitest';
import {
  hostCovers,
  hostOfUrl,
  isNormalizedHost,
  type NormalizedHost,
  normalizeHost,
} from '../../server/shared/site-host.ts';

describe('normalizeHost', () => {
  it.each<[string, NormalizedHost]>([
    // Plain hosts: trimmed, lowercased, `www.` dropped.
    ['example.com', { host: 'example.com' }],
    ['  Example.COM  ', { host: 'example.com' }],
    ['www.example.com', { host: 'example.com' }],
    ['WWW.EXAMPLE.CO.UK', { host: 'example.co.uk' }],
    ['docs.example.com', { host: 'docs.example.com' }],
    ['www.docs.example.com', { host: 'docs.example.com' }],
    ['a-b.example.com', { host: 'a-b.example.com' }],
    ['example.com.', { host: 'example.com' }],
    // `www.` is kept when dropping it would leave no dot.
    ['www.com', { host: 'www.com' }],
    // A pasted URL is reduced to its host; a lone trailing slash is allowed.
    ['https://www.example.com/', { host: 'example.com' }],
    ['http://example.com', { host: 'example.com' }],
    ['HTTPS://Example.com/', { host: 'example.com' }],
    // IDN to punycode, full-width and ideographic dots included.
    ['bücher.de', { host: 'xn--bcher-kva.de' }],
    [' https://www.Bücher.de/ ', { host: 'xn--bcher-kva.de' }],
    ['例え.テスト', { host: 'xn--r8jz45g.xn--zckzah' }],
    ['ＥＸＡＭＰＬＥ．ｃｏｍ', { host: 'example.com' }],
    ['example。com', { host: 'example.com' }],
    ['xn--bcher-kva.de', { host: 'xn--bcher-kva.de' }],
    // Refused.
    ['', { error: 'empty' }],
    ['   ', { error: 'empty' }],
    ['https://', { error: 'empty' }],
    ['example.com/blog', { error: 'has-path' }],
    ['https://example.com/blog/', { error: 'has-path' }],
    ['example.com?q=1', { error: 'has-path' }],
    ['example.com#top', { error: 'has-path' }],
    ['example.com//', { error: 'has-path' }],
    ['ftp://example.com', { error: 'bad-scheme' }],
    ['javascript://example.com', { error: 'bad-scheme' }],
    ['example.com:8080', { error: 'has-port' }],
    ['https://example.com:443/', { error: 'has-port' }],
    ['user@example.com', { error: 'not-a-host' }],
    ['ex%41mple.com', { error: 'not-a-host' }],
    ['exa mple.com', { error: 'not-a-host' }],
    ['a_b.example.com', { error: 'not-a-host' }],
    ['-example.com', { error: 'not-a-host' }],
    ['example-.com', { error: 'not-a-host' }],
    ['a..com', { error: 'not-a-host' }],
    ['.example.com', { error: 'not-a-host' }],
    ['localhost', { error: 'not-a-host' }],
    ['com', { error: 'not-a-host' }],
    ['xn--zz.com', { error: 'not-a-host' }],
    ['example.123', { error: 'not-a-host' }],
    ['1.2.3.4', { error: 'ip-address' }],
    ['http://192.168.0.1/', { error: 'ip-address' }],
    ['0x7f.1', { error: 'ip-address' }],
    ['[::1]', { error: 'ip-address' }],
    ['https://[2001:db8::1]/', { error: 'ip-address' }],
    [`${'a'.repeat(64)}.com`, { error: 'too-long' }],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHost(input)).toEqual(expected);
  });

  it('refuses a host over 253 characters, and a pasted blob without reading it', () => {
    expect(normalizeHost(`${'abcdefghi.'.repeat(25)}comm`)).toEqual({ error: 'too-long' });
    expect(normalizeHost('x'.repeat(100_000))).toEqual({ error: 'too-long' });
  });

  it('accepts the longest labels and hosts', () => {
    const label = 'a'.repeat(63);
    expect(normalizeHost(`${label}.com`)).toEqual({ host: `${label}.com` });
    const host = `${'abcdefghi.'.repeat(25)}com`; // 253 characters
    expect(normalizeHost(host)).toEqual({ host });
  });

  it('is idempotent: a normalized host normalizes to itself', () => {
    for (const input of ['https://www.Bücher.de/', 'WWW.Example.co.uk', 'www.com']) {
      const first = normalizeHost(input);
      expect('host' in first && isNormalizedHost(first.host)).toBe(true);
    }
    expect(isNormalizedHost('www.example.com')).toBe(false);
    expect(isNormalizedHost('Example.com')).toBe(false);
  });
});

describe('hostCovers', () => {
  it.each<[string, string, boolean]>([
    ['example.com', 'example.com', true],
    ['example.com', 'www.example.com', true],
    ['example.com', 'docs.example.com', true],
    ['example.com', 'a.b.example.com', true],
    ['docs.example.com', 'example.com', false],
    ['example.com', 'notexample.com', false],
    ['example.com', 'example.com.evil.net', false],
    ['example.com', 'example.co', false],
  ])('%s covers %s: %s', (rule, result, expected) => {
    expect(hostCovers(rule, result)).toBe(expected);
  });
});

describe('hostOfUrl', () => {
  it.each<[string, string | undefined]>([
    ['https://www.Example.com/a?b#c', 'www.example.com'],
    ['https://bücher.de/', 'xn--bcher-kva.de'],
    ['https://example.com./', 'example.com'],
    ['not a url', undefined],
    ['mailto:someone@example.com', undefined],
  ])('%s → %s', (url, expected) => {
    expect(hostOfUrl(url)).toBe(expected);
  });
});
