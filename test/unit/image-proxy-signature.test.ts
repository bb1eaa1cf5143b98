/** Signed image URLs: only URLs this server signed pass, and checking never throws. */
import { describe, expect, it } from 'vitest';
import { signImageUrl, verifyImageSignature } from '../../server/search/image-proxy.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const URL_A = 'https://upload.example.org/thumb/Red_fox.jpg?width=320&q=é';

function signatureOf(path: string): string {
  return new URLSearchParams(path.slice(path.indexOf('?'))).get('h') ?? '';
}

describe('signImageUrl', () => {
  it('builds /img with the encoded URL and a base64url signature', () => {
    const path = signImageUrl(URL_A, SECRET);
    expect(path.startsWith(`/img?url=${encodeURIComponent(URL_A)}&h=`)).toBe(true);
    expect(new URLSearchParams(path.slice(4)).get('url')).toBe(URL_A);
    expect(signatureOf(path)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is deterministic for one URL and secret', () => {
    expect(signImageUrl(URL_A, SECRET)).toBe(signImageUrl(URL_A, SECRET));
  });
});

describe('verifyImageSignature', () => {
  const good = signatureOf(signImageUrl(URL_A, SECRET));
  it.each([
    ['the right signature', true, URL_A, good, SECRET],
    ['another URL', false, `${URL_A}x`, good, SECRET],
    ['another secret', false, URL_A, good, `${SECRET}x`],
    ['one character changed', false, URL_A, (good[0] === 'A' ? 'B' : 'A') + good.slice(1), SECRET],
    ['a truncated signature', false, URL_A, good.slice(0, 22), SECRET],
    ['a longer signature', false, URL_A, `${good}A`, SECRET],
    ['an empty signature', false, URL_A, '', SECRET],
    ['non-ASCII of the same byte length', false, URL_A, 'é'.repeat(16), SECRET],
    ['the full untruncated HMAC-looking value', false, URL_A, `${good}${'A'.repeat(11)}`, SECRET],
  ])('%s → %s', (_label, expected, url, h, secret) => {
    expect(verifyImageSignature(url, h, secret)).toBe(expected);
  });
});
