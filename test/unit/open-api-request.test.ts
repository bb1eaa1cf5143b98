import { describe, expect, it } from 'vitest';
import { httpUrl, openApiUserAgent, retryAfterMs } from '../../server/search/providers/open-api-request.ts';

describe('retryAfterMs', () => {
  const now = Date.parse('2025-01-10T12:00:00Z');
  it.each<[string | null, number | undefined]>([
    ['120', 120_000],
    [' 0 ', 0],
    ['Fri, 10 Jan 2025 12:01:30 GMT', 90_000],
    ['Fri, 10 Jan 2025 11:00:00 GMT', 0],
    ['-5', undefined],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s ms', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});

describe('openApiUserAgent', () => {
  it('names Karma and the operator, and cannot break the header', () => {
    expect(openApiUserAgent('ops@example.org')).toBe('KarmaSearch/1.0 (privacy-first search engine; ops@example.org)');
    expect(openApiUserAgent('ops@example.org\r\nCookie: x')).toBe(
      'KarmaSearch/1.0 (privacy-first search engine; ops@example.orgCookie: x)',
    );
  });
});

describe('httpUrl', () => {
  it.each<[string | undefined, string | undefined, string | undefined]>([
    ['https://example.org/a b', undefined, 'https://example.org/a%20b'],
    ['//example.org/x.jpg', undefined, 'https://example.org/x.jpg'],
    ['/thumb.jpg', 'https://videos.example.org', 'https://videos.example.org/thumb.jpg'],
    ['javascript:alert(1)', undefined, undefined],
    ['data:image/png;base64,AA', undefined, undefined],
    ['not a url', undefined, undefined],
    [undefined, undefined, undefined],
  ])('%s (base %s) → %s', (value, base, expected) => {
    expect(httpUrl(value, base)).toBe(expected);
  });
});
