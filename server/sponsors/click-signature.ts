/**
 * Signed sponsored-click links: `/r/{id}?a=L214.ASPAS&b=493512&s=…`.
 *
 * The HMAC-SHA256 signature covers the link id, the association split the page was rendered for
 * (`a`, the visitor's associations joined by dots) and an hourly time bucket (`b`); never the
 * query. A link stays valid for its hour and the 24 before, long enough for a tab left open, short
 * enough that a copied link cannot be replayed forever. The split travels in the link because
 * the click is credited as the page promised, without a cookie or an account lookup.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ASSOCIATIONS, type Association } from '../../client/contract/account-settings.ts';

export const CLICK_BUCKET_MS = 60 * 60 * 1000;
/** Buckets before the current one in which a link is still valid. */
export const CLICK_VALID_BUCKETS = 24;

const LINK_ID = /^[A-Za-z0-9._-]{1,100}$/;
const BUCKET = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface ClickParams {
  linkId: string;
  associations: readonly Association[];
  bucket: number;
}

export type ClickVerdict =
  | { ok: true; linkId: string; associations: Association[] }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export function clickBucket(now: Date): number {
  return Math.floor(now.getTime() / CLICK_BUCKET_MS);
}

export function encodeAssociations(associations: readonly Association[]): string {
  return associations.join('.');
}

/** The associations of `a`: known ids, at least one, none twice; undefined otherwise. */
export function parseAssociations(text: string): Association[] | undefined {
  const ids = text.split('.');
  const known = new Set<string>(ASSOCIATIONS);
  if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) return undefined;
  return ids as Association[];
}

// The purpose prefix keeps these signatures from being valid for any other use of the secret.
function signatureOf(secret: string, linkId: string, split: string, bucket: number): string {
  return createHmac('sha256', secret).update(`sponsored-click\n${linkId}\n${split}\n${bucket}`).digest('base64url');
}

export function sponsoredClickHref(secret: string, params: ClickParams): string {
  const split = encodeAssociations(params.associations);
  const s = signatureOf(secret, params.linkId, split, params.bucket);
  return `/r/${encodeURIComponent(params.linkId)}?a=${split}&b=${params.bucket}&s=${s}`;
}

/** Checks a click's parameters as they came in the request; never throws. */
export function verifyClick(
  secret: string,
  input: { linkId: unknown; a: unknown; b: unknown; s: unknown },
  now: Date,
): ClickVerdict {
  const { linkId, a, b, s } = input;
  if (typeof linkId !== 'string' || !LINK_ID.test(linkId)) return { ok: false, reason: 'malformed' };
  if (typeof a !== 'string' || typeof b !== 'string' || typeof s !== 'string')
    return { ok: false, reason: 'malformed' };
  if (!BUCKET.test(b) || !SIGNATURE.test(s)) return { ok: false, reason: 'malformed' };
  const associations = parseAssociations(a);
  if (!associations) return { ok: false, reason: 'malformed' };
  const bucket = Number(b);
  const expected = Buffer.from(signatureOf(secret, linkId, a, bucket));
  if (!timingSafeEqual(Buffer.from(s), expected)) return { ok: false, reason: 'forged' };
  // Checked after the signature: only a link this server signed can be called expired.
  const current = clickBucket(now);
  if (bucket > current || bucket < current - CLICK_VALID_BUCKETS) return { ok: false, reason: 'expired' };
  return { ok: true, linkId, associations };
}
