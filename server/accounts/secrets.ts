/**
 * The secrets of passwordless login: link tokens (32 random bytes), short codes for a second
 * device, and session ids. Only their SHA-256 hashes are stored, so a database leak cannot be
 * turned into a login.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function newLoginToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

/** Six digits shown as '123-456'; stored and compared without the dash. */
export function newLoginCode(): { code: string; codeHash: string } {
  const digits = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code: `${digits.slice(0, 3)}-${digits.slice(3)}`, codeHash: sha256(digits) };
}

export function codeHashOf(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? sha256(digits) : undefined;
}

export function newSessionId(): { id: string; idHash: string } {
  const id = randomBytes(32).toString('base64url');
  return { id, idHash: sha256(id) };
}

/** Tokens in links are base64url of 32 bytes: anything else is refused before any lookup. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
