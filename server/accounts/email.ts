/** E-mail addresses: validation messages, normalization, the lookup hash and webmail links. */
import { z } from 'zod';
import type { EmailProblem } from '../shared/login.ts';
import { sha256 } from './secrets.ts';

/** Trimmed and lower-cased: one account per mailbox, whatever the case typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailHashOf = (email: string): string => sha256(normalizeEmail(email));

/** Why an address cannot be used, or undefined when it can. */
export function emailProblem(value: unknown): EmailProblem | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  const email = normalizeEmail(value);
  if (email.length > 254 || !z.email().safeParse(email).success) return 'invalid';
  return undefined;
}

/**
 * 'a…@example.org': enough for the owner of the address to recognize it, too little to learn it
 * (the login link's landing page names the account it logs into).
 */
export function maskEmail(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  const [first = ''] = normalized.slice(0, at); // a whole code point, not half a surrogate pair
  return `${first}…${normalized.slice(at)}`;
}

const WEBMAILS: [RegExp, string][] = [
  [/^(gmail|googlemail)\.com$/, 'https://mail.google.com/'],
  [/^(outlook|hotmail|live|msn)\.[a-z.]+$/, 'https://outlook.live.com/mail/'],
  [/^(yahoo|ymail)\.[a-z.]+$/, 'https://mail.yahoo.com/'],
  [/^(proton\.me|protonmail\.com|pm\.me)$/, 'https://mail.proton.me/'],
  [/^(icloud|me|mac)\.com$/, 'https://www.icloud.com/mail/'],
  [/^(orange|wanadoo)\.fr$/, 'https://messagerie.orange.fr/'],
  [/^(free)\.fr$/, 'https://webmail.free.fr/'],
  [/^(laposte)\.net$/, 'https://www.laposte.net/accueil'],
  [/^(sfr)\.fr$/, 'https://webmail.sfr.fr/'],
  [/^gmx\.[a-z.]+$/, 'https://www.gmx.net/'],
];

/** The webmail of a well-known provider, for the 'open mail' button. */
export function webmailFor(email: string): string | undefined {
  const domain = normalizeEmail(email).split('@')[1] ?? '';
  return WEBMAILS.find(([pattern]) => pattern.test(domain))?.[1];
}
