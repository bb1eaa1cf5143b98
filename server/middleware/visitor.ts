/**
 * Who is visiting: the account behind the session cookie (if any), the settings in force (the
 * account's, else the device's cookies) and the Karma counter. Sets `res.locals.visitor`.
 * A store failure (the database away, say) is logged and the visitor treated as anonymous: a
 * page never fails for it. The failure is kept in `sessionLookupError`, so that what needs the
 * account (server/routes/account.ts, settings.tsx) answers 503 instead of "not logged in".
 */
import type { RequestHandler } from 'express';
import type { Account, AccountStore } from '../accounts/account-model.ts';
import { settingsFromCookies } from '../accounts/preference-cookies.ts';
import { sha256 } from '../accounts/secrets.ts';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import type { Logger } from '../logger.ts';
import type { Settings } from '../shared/account-settings.ts';
import { SESSION_COOKIE } from '../shared/cookie-names.ts';
import { COUNTER_COOKIE, parseCounter } from '../shared/counter.ts';

export interface Visitor {
  account: Account | undefined;
  /** The session id's hash, to delete it at logout. */
  sessionHash: string | undefined;
  settings: Settings;
  counter: number;
  /** Why the session cookie could not be read; the visitor may well be logged in. */
  sessionLookupError?: unknown;
}

export function visitor(options: { accounts: AccountStore; now: () => Date; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, string>;
    const sid = cookies[SESSION_COOKIE];
    let account: Account | undefined;
    let sessionHash: string | undefined;
    let sessionLookupError: unknown;
    if (typeof sid === 'string' && /^[\w-]{20,100}$/.test(sid)) {
      try {
        const hash = sha256(sid);
        const session = await options.accounts.findSession(hash, options.now());
        if (session) {
          account = await options.accounts.getAccount(session.accountId);
          sessionHash = account ? hash : undefined;
        }
      } catch (error) {
        sessionLookupError = error;
        const outage = databaseUnavailableReason(error);
        // An outage is one known line per page while it lasts; anything else is a bug, with its stack.
        if (outage) options.logger.warn({ reason: outage }, 'session lookup failed: database unavailable');
        else options.logger.error({ err: error }, 'session lookup failed');
      }
    }
    const state: Visitor = {
      account,
      sessionHash,
      settings: account ? account.settings : settingsFromCookies(cookies),
      counter: account ? account.counter : parseCounter(cookies[COUNTER_COOKIE]),
      ...(sessionLookupError === undefined ? {} : { sessionLookupError }),
    };
    res.locals.visitor = state;
    next();
  };
}
