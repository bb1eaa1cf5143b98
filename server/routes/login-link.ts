/**
 * The `loginLink` middleware slot of GET /auth/email/verify (route-middleware.ts): finds the
 * pending login token of the link, without using it (mail scanners follow links), so the page can
 * name the account the link logs into. Sets `res.locals.loginLink`, read by the page through the request context.
 */
import type { RequestHandler } from 'express';
import type { AccountStore } from '../accounts/account-model.ts';
import { maskEmail } from '../accounts/email.ts';
import { isWellFormedToken, sha256 } from '../accounts/secrets.ts';
import { flatQuery } from '../http/flat-query.ts';
import type { LoginLink } from '../shared/login.ts';

export function loginLinkLookup(options: { accounts: AccountStore; now: () => Date }): RequestHandler {
  return async (req, res, next) => {
    try {
      const { token } = flatQuery(req.query);
      const pending = isWellFormedToken(token)
        ? await options.accounts.findPendingLoginToken(sha256(token), options.now())
        : undefined;
      if (pending && token) res.locals.loginLink = { token, maskedEmail: maskEmail(pending.email) } satisfies LoginLink;
      next();
    } catch (error) {
      next(error);
    }
  };
}
