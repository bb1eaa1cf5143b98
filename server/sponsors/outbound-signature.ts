/**
 * Signed organic result links, `/out?u=<target>&s=<signature>` (server/routes/outbound-link.ts):
 * the server redirects only to targets it signed, so /out is no open redirect that anyone could
 * point at a phishing page under Karma's name. The signature covers the target URL only (nothing
 * of the visitor or the query), so a results page's links are the same for everyone.
 *
 *   const href = outboundPath('https://shop.example/kayak', secret); // '/out?u=https%3A…&s=…'
 *   verifyOutboundSignature(req.query.u, req.query.s, secret);       // true for that pair only
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { safeAnyHostTarget } from '../redirects/safe-redirect.ts';

export const OUTBOUND_PATH = '/out';
/** 32 base64url characters = 192 bits of the HMAC: far beyond guessing, shorter links. */
const SIGNATURE_CHARS = 32;
/** Longer targets are left as direct links: no browser or proxy should have to carry twice that. */
export const MAX_TARGET_CHARS = 4000;

// The purpose prefix keeps these signatures from being valid for any other use of the same secret.
function signatureOf(target: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`karma-outbound-link\n${target}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/**
 * Whether a result URL may go through /out: what the one redirect validator accepts as an
 * absolute http(s) URL of reasonable length (server/redirects/safe-redirect.ts). Others stay
 * direct links, so every signed link is one /out will follow.
 */
export function isRedirectableTarget(target: unknown): target is string {
  return safeAnyHostTarget(target, { allowHttp: true, maxLength: MAX_TARGET_CHARS }) !== undefined;
}

/** The /out path for a target; the target itself when it may not go through /out. */
export function outboundPath(target: string, secret: string): string {
  if (!isRedirectableTarget(target)) return target;
  return `${OUTBOUND_PATH}?u=${encodeURIComponent(target)}&s=${signatureOf(target, secret)}`;
}

/** Constant-time check; false (never a throw) for anything that is not this server's signature. */
export function verifyOutboundSignature(target: unknown, signature: unknown, secret: string): boolean {
  if (typeof target !== 'string' || typeof signature !== 'string') return false;
  const expected = Buffer.from(signatureOf(target, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
