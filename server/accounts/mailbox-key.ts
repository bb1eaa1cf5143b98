/**
 * The mailbox an address delivers to, for counting login mails per mailbox: `a+1@gmail.com`,
 * `A.b@googlemail.com` and `ab@gmail.com` all reach one inbox, so they share one limit.
 * Folding is only done where the provider documents it; elsewhere `+tag` is kept, since on an
 * unknown server `a+1` and `a` may be different people (folding too little only lets an
 * attacker spread mails over a few more keys; folding too much would lock strangers together).
 */
import { normalizeEmail } from './email.ts';

interface Folding {
  /** The canonical domain of the provider's aliases. */
  domain?: string;
  dots: boolean;
  plus: boolean;
}

const FOLDINGS: Record<string, Folding> = {
  'gmail.com': { dots: true, plus: true },
  'googlemail.com': { domain: 'gmail.com', dots: true, plus: true },
  'outlook.com': { dots: false, plus: true },
  'hotmail.com': { dots: false, plus: true },
  'live.com': { dots: false, plus: true },
  'proton.me': { dots: false, plus: true },
  'protonmail.com': { dots: false, plus: true },
  'pm.me': { dots: false, plus: true },
  'icloud.com': { dots: false, plus: true },
  'fastmail.com': { dots: false, plus: true },
};

export function mailboxKey(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at < 1) return normalized;
  let local = normalized.slice(0, at);
  const domain = normalized.slice(at + 1);
  const folding = FOLDINGS[domain];
  if (!folding) return normalized;
  if (folding.plus) local = local.split('+')[0] || local;
  if (folding.dots) local = local.replaceAll('.', '');
  return `${local}@${folding.domain ?? domain}`;
}
