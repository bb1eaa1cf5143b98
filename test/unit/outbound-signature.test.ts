/** Signed /out links: only targets this server signed pass, only http(s) targets are signed, checking never throws. */
import { describe, expect, it } from 'vitest';
import {
  isRedirectableTarget,
  MAX_TARGET_CHARS,
  outboundPath,
  verifyOutboundSignature,
} from '../../server/sponsors/outbound-signature.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const TARGET = 'https://shop.example/kayaks?colour=vert&q=é#reviews';

function partsOf(path: string): { u: string | null; s: string | null } {
  const params = new URLSearchParams(path.slice(path.indexOf('?')));
  return { u: params.get('u'), s: params.get('s') };
}

describe('outboundPath', () => {
  it('builds /out with the encoded target and a base64url signature', () => {
    const path = outboundPath(TARGET, SECRET);
    expect(path.startsWith(`/out?u=${encodeURIComponent(TARGET)}&s=`)).toBe(true);
    expect(partsOf(path).u).toBe(TARGET);
    expect(partsOf(path).s).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is the same for every visitor: it depends on the target and the secret only', () => {
    expect(outboundPath(TARGET, SECRET)).toBe(outboundPath(TARGET, SECRET));
    expect(outboundPath(TARGET, SECRET)).not.toBe(outboundPath(TARGET, `${SECRET}x`));
  });

  it.each([
    ['a relative path', '/cookies'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['not a URL', 'shop.example/kayaks'],
    ['a target over the length limit', `https://shop.example/${'a'.repeat(MAX_TARGET_CHARS)}`],
  ])('leaves %s as it is', (_label, target) => {
    expect(outboundPath(target, SECRET)).toBe(target);
  });
});

describe('isRedirectableTarget', () => {
  it.each([
    ['https://shop.example/', true],
    ['http://shop.example/x', true],
    ['ftp://shop.example/', false],
    ['javascript:alert(1)', false],
    ['//shop.example/x', false],
    ['', false],
    [undefined, false],
    [['https://shop.example/'], false],
  ])('%j → %s', (target, expected) => {
    expect(isRedirectableTarget(target)).toBe(expected);
  });
});

describe('verifyOutboundSignature', () => {
  const good = partsOf(outboundPath(TARGET, SECRET)).s ?? '';
  it.each([
    ['the right signature', true, TARGET, good, SECRET],
    ['another target', false, `${TARGET}x`, good, SECRET],
    ['the target with another scheme', false, TARGET.replace('https:', 'http:'), good, SECRET],
    ['another secret', false, TARGET, good, `${SECRET}x`],
    ['one character changed', false, TARGET, (good[0] === 'A' ? 'B' : 'A') + good.slice(1), SECRET],
    ['a truncated signature', false, TARGET, good.slice(0, 22), SECRET],
    ['a longer signature', false, TARGET, `${good}A`, SECRET],
    ['an empty signature', false, TARGET, '', SECRET],
    ['no signature', false, TARGET, undefined, SECRET],
    ['a repeated parameter (an array)', false, TARGET, [good, good], SECRET],
    ['non-ASCII of the same byte length', false, TARGET, 'é'.repeat(16), SECRET],
    ['an image-proxy signature of the same URL', false, TARGET, 'x'.repeat(32), SECRET],
    ['no target', false, undefined, good, SECRET],
  ])('%s → %s', (_label, expected, target, signature, secret) => {
    expect(verifyOutboundSignature(target, signature, secret)).toBe(expected);
  });
});
