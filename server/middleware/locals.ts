/**
 * What the middleware leaves on `res.locals` for the handlers after it, typed once here
 * (declaration merging on Express's Locals) instead of a cast at each read.
 */

import type { Account } from '../accounts/account-model.ts';
import type { BellFeed } from '../notifications/feed-cache.ts';
import type { Locale } from '../shared/locale-choice.ts';
import type { LoginLink } from '../shared/login.ts';
import type { Visitor } from './visitor.ts';

declare global {
  namespace Express {
    interface Locals {
      /** The page language (server/middleware/locale.ts; every page runs after it). */
      locale: Locale;
      /** Whether the URL carried the locale prefix (`/fr/...`). */
      prefixed: boolean;
      /** The path without its locale prefix. */
      unprefixedPath: string;
      /** The CSP nonce of inline scripts and styles (server/middleware/security.ts). */
      nonce: string;
      /** The route pattern the request log and metrics record, never the URL (server/routes/route-mount.ts). */
      routePattern?: string;
      /** The account, settings and counter of the visitor (server/middleware/visitor.ts). */
      visitor?: Visitor;
      /** The bell's latest notifications (server/middleware/bell-feed.ts). */
      bellFeed?: BellFeed;
      /** The pending login of the link being followed (server/routes/login-link.ts). */
      loginLink?: LoginLink;
      /** The logged-in account of an /account request (server/routes/account.ts). */
      account?: Account;
    }
  }
}

/**
 * A local that the middleware before this handler always sets (the visitor on every page and
 * form, the account behind /account's guard). Missing, it is a programming error.
 */
export function requiredLocal<K extends 'visitor' | 'account'>(
  res: { locals: Express.Locals },
  key: K,
): NonNullable<Express.Locals[K]> {
  const value = res.locals[key];
  if (value === undefined) throw new Error(`res.locals.${key} is not set`);
  return value as NonNullable<Express.Locals[K]>;
}
