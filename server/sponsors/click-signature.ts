/**
 * Signed sponsored-click links: `/r/{id}?b=493512&s=…`.
 *
 * The HMAC-SHA256 signature covers the link id and an hourly time bucket (`b`); never the query,
 * and never whom the click credits: the associations are the clicking visitor's own, read from
 * their settings when they click (server/routes/sponsored-click.ts), so a link cannot be minted
 * for the association of someone's choice. A link stays valid for its hour and the 24 before,
 * long enough for a tab left open, short enough that a copied link cannot be replayed forever.
 * Each parameter has one spelling (no leading zero, no percent-encoded id), so one click link is
 * one string.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CLICK_BUCKET_MS = 60 * 60 * 1000;
/** Buckets before the current one in which a link is still valid. */
export const CLICK_VALID_BUCKETS = 24;

const LINK_ID = /^[A-Za-z0-9._-]{1,100}$/;
const BUCKET = /^(0|[1-9]\d{0,11})$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface ClickParams {
  linkId: string;
  bucket: number;
}

export type ClickVerdict = { ok: true; linkId: string } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export function clickBucket(now: Date): number {
  return Math.floor(now.getTime() / CLICK_BUCKET_MS);
}

// The purpose prefix keeps these signatures from being valid for any other use of the secret.
function signatureOf(secret: string, linkId: string, bucket: number): string {
  return createHmac('sha256', secret).update(`sponsored-click\n${linkId}\n${bucket}`).digest('base64url');
}

export function sponsoredClickHref(secret: string, params: ClickParams): string {
  const s = signatureOf(secret, params.linkId, params.bucket);
  return `/r/${encodeURIComponent(params.linkId)}?b=${params.bucket}&s=${s}`;
}

/** Checks a click's parameters as they came in the request; never throws. */
export function verifyClick(
  secret: string,
  input: { linkId: unknown; b: unknown; s: unknown },
  now: Date,
): ClickVerdict {
  const { linkId, b, s } = input;
  if (typeof linkId !== 'string' || !LINK_ID.test(linkId)) return { ok: false, reason: 'malformed' };
  if (typeof b !== 'string' || typeof s !== 'string') return { ok: false, reason: 'malformed' };
  if (!BUCKET.test(b) || !SIGNATURE.test(s)) return { ok: false, reason: 'malformed' };
  const bucket = Number(b);
  const expected = Buffer.from(signatureOf(secret, linkId, bucket));
  if (!timingSafeEqual(Buffer.from(s), expected)) return { ok: false, reason: 'forged' };
  // Checked after the signature: only a link this server signed can be called expired.
  const current = clickBucket(now);
  if (bucket > current || bucket < current - CLICK_VALID_BUCKETS) return { ok: false, reason: 'expired' };
  return { ok: true, linkId };
}
