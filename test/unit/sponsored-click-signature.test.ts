/** Signed sponsored-click links: only this server's, for the split and hour it signed, a day long. */
import { describe, expect, it } from 'vitest';
import type { Association } from '../../client/contract/account-settings.ts';
import {
  CLICK_BUCKET_MS,
  clickBucket,
  parseAssociations,
  sponsoredClickHref,
  verifyClick,
} from '../../server/sponsors/click-signature.ts';

const SECRET = 'a-click-secret-of-at-least-thirty-two-chars';
const NOW = new Date('2026-11-21T10:30:00Z');
const BUCKET = clickBucket(NOW);
const hoursLater = (h: number) => new Date(NOW.getTime() + h * CLICK_BUCKET_MS);

function signed(linkId = 'otter-kayaks', associations: Association[] = ['L214', 'ASPAS'], bucket = BUCKET) {
  const href = sponsoredClickHref(SECRET, { linkId, associations, bucket });
  const url = new URL(href, 'http://karma.test');
  return {
    href,
    linkId: decodeURIComponent(url.pathname.slice(3)),
    a: url.searchParams.get('a') ?? '',
    b: url.searchParams.get('b') ?? '',
    s: url.searchParams.get('s') ?? '',
  };
}

describe('sponsoredClickHref', () => {
  it('carries the id, the split, the hour and a signature, never anything else', () => {
    const { href, s } = signed();
    expect(href).toBe(`/r/otter-kayaks?a=L214.ASPAS&b=${BUCKET}&s=${s}`);
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
    ['a link from the future', signed(undefined, undefined, BUCKET + 2), NOW, { ok: false, reason: 'expired' }],
    ['another link id', { ...good, linkId: 'heron-bikes' }, NOW, { ok: false, reason: 'forged' }],
    ['another split', { ...good, a: 'L214' }, NOW, { ok: false, reason: 'forged' }],
    ['the split reordered', { ...good, a: 'ASPAS.L214' }, NOW, { ok: false, reason: 'forged' }],
    ['an older bucket', { ...good, b: String(BUCKET - 1) }, NOW, { ok: false, reason: 'forged' }],
    ['another secret', signedWith('another-secret-of-at-least-thirty-two-c'), NOW, { ok: false, reason: 'forged' }],
    [
      'a signature changed',
      { ...good, s: (good.s[0] === 'A' ? 'B' : 'A') + good.s.slice(1) },
      NOW,
      { ok: false, reason: 'forged' },
    ],
    ['a truncated signature', { ...good, s: good.s.slice(1) }, NOW, { ok: false, reason: 'malformed' }],
    ['no signature', { ...good, s: undefined }, NOW, { ok: false, reason: 'malformed' }],
    ['an unknown association', { ...good, a: 'L214.WWF' }, NOW, { ok: false, reason: 'malformed' }],
    ['an association twice', { ...good, a: 'L214.L214' }, NOW, { ok: false, reason: 'malformed' }],
    ['an empty split', { ...good, a: '' }, NOW, { ok: false, reason: 'malformed' }],
    ['a bucket that is no number', { ...good, b: '1e9' }, NOW, { ok: false, reason: 'malformed' }],
    ['an id with a slash', { ...good, linkId: 'a/b' }, NOW, { ok: false, reason: 'malformed' }],
    ['an array for a parameter', { ...good, s: [good.s, good.s] }, NOW, { ok: false, reason: 'malformed' }],
  ])('%s', (_label, input, now, expected) => {
    expect(verifyClick(SECRET, input, now)).toMatchObject(expected);
  });

  it('gives back the associations of the split, in order', () => {
    expect(verifyClick(SECRET, good, NOW)).toEqual({
      ok: true,
      linkId: 'otter-kayaks',
      associations: ['L214', 'ASPAS'],
    });
  });
});

function signedWith(secret: string) {
  const href = sponsoredClickHref(secret, { linkId: 'otter-kayaks', associations: ['L214', 'ASPAS'], bucket: BUCKET });
  const url = new URL(href, 'http://karma.test');
  return { linkId: 'otter-kayaks', a: 'L214.ASPAS', b: String(BUCKET), s: url.searchParams.get('s') };
}

describe('parseAssociations', () => {
  it.each([
    ['L214', ['L214']],
    ['ASPAS.NAAT.L214.HSUK.RWLD.INAT', ['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT']],
    ['l214', undefined],
    ['L214.', undefined],
  ])('%s → %j', (text, expected) => {
    expect(parseAssociations(text)).toEqual(expected);
  });
});
