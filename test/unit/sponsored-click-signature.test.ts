/** Signed sponsored-click links: only this server's, for the link and hour it signed, a day long, one spelling. */
import { describe, expect, it } from 'vitest';
import {
  CLICK_BUCKET_MS,
  clickBucket,
  sponsoredClickHref,
  verifyClick,
} from '../../server/sponsors/click-signature.ts';

const SECRET = 'a-click-secret-of-at-least-thirty-two-chars';
const NOW = new Date('2026-11-21T10:30:00Z');
const BUCKET = clickBucket(NOW);
const hoursLater = (h: number) => new Date(NOW.getTime() + h * CLICK_BUCKET_MS);

function signed(linkId = 'otter-kayaks', bucket = BUCKET, secret = SECRET) {
  const href = sponsoredClickHref(secret, { linkId, bucket });
  const url = new URL(href, 'http://karma.test');
  return {
    href,
    linkId: url.pathname.slice(3),
    b: url.searchParams.get('b') ?? '',
    s: url.searchParams.get('s') ?? '',
  };
}

describe('sponsoredClickHref', () => {
  it('carries the id, the hour and a signature, never an association or anything else', () => {
    const { href, s } = signed();
    expect(href).toBe(`/r/otter-kayaks?b=${BUCKET}&s=${s}`);
    expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('verifyClick', () => {
  const good = signed();
  it.each([
    ['the link as signed', good, NOW, { ok: true }],
    ['the link an hour later', good, hoursLater(1), { ok: true }],
    ['the link 24 hours later', good, hoursLater(24), { ok: true }],
    ['the link 25 hours later', good, hoursLater(25), { ok: false, reason: 'expired' }],
    ['a link from the future', signed(undefined, BUCKET + 2), NOW, { ok: false, reason: 'expired' }],
    ['another link id', { ...good, linkId: 'heron-bikes' }, NOW, { ok: false, reason: 'forged' }],
    ['an older bucket', { ...good, b: String(BUCKET - 1) }, NOW, { ok: false, reason: 'forged' }],
    [
      'another secret',
      signed(undefined, undefined, 'another-secret-of-at-least-thirty-two-c'),
      NOW,
      { ok: false, reason: 'forged' },
    ],
    [
      'a signature changed',
      { ...good, s: (good.s[0] === 'A' ? 'B' : 'A') + good.s.slice(1) },
      NOW,
      { ok: false, reason: 'forged' },
    ],
    ['a truncated signature', { ...good, s: good.s.slice(1) }, NOW, { ok: false, reason: 'malformed' }],
    ['no signature', { ...good, s: undefined }, NOW, { ok: false, reason: 'malformed' }],
    ['the bucket with a leading zero', { ...good, b: `0${good.b}` }, NOW, { ok: false, reason: 'malformed' }],
    ['the bucket with a plus sign', { ...good, b: `+${good.b}` }, NOW, { ok: false, reason: 'malformed' }],
    ['the bucket with a space', { ...good, b: ` ${good.b}` }, NOW, { ok: false, reason: 'malformed' }],
    ['a bucket that is no number', { ...good, b: '1e9' }, NOW, { ok: false, reason: 'malformed' }],
    ['the id percent-encoded', { ...good, linkId: '%6Ftter-kayaks' }, NOW, { ok: false, reason: 'malformed' }],
    ['an id with a slash', { ...good, linkId: 'a/b' }, NOW, { ok: false, reason: 'malformed' }],
    ['an array for a parameter', { ...good, s: [good.s, good.s] }, NOW, { ok: false, reason: 'malformed' }],
  ])('%s', (_label, input, now, expected) => {
    expect(verifyClick(SECRET, input, now)).toMatchObject(expected);
  });

  it('gives back the link id and nothing about whom to credit', () => {
    expect(verifyClick(SECRET, good, NOW)).toEqual({ ok: true, linkId: 'otter-kayaks' });
  });

  it('accepts bucket 0 written as 0', () => {
    const zero = signed('otter', 0);
    expect(zero.b).toBe('0');
    expect(verifyClick(SECRET, zero, new Date(0))).toEqual({ ok: true, linkId: 'otter' });
  });
});
