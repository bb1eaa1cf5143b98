/**
 * Who is visiting: the account behind the session cookie (if any), the settings in force (the
 * account's, else the device's cookies) and the Karma counter. Sets `res.locals.visitor`.
 * A store failure is logged and the visitor treated as anonymous: a page never fails for it.
 */
import type { RequestHandler } from 'express';
import { COUNTER_COOKIE, parseCounter } from '../accounts/counter.ts';
import { settingsFromCookies } from '../accounts/preference-cookies.ts';
import { sha256 } from '../accounts/secrets.ts';
import type { Settings } from '../accounts/settings.ts';
import type { Account, AccountStore } from '../accounts/types.ts';
import type { Logger } from '../logger.ts';

export const SESSION_COOKIE = 'karma_session';

export interface Visitor {
  account: Account | undefined;
  /** The session id's hash, to delete it at logout. */
  sessionHash: string | undefined;
  settings: Settings;
  counter: number;
}

export function visitor(options: { accounts: AccountStore; now: () => Date; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, string>;
    const sid = cookies[SESSION_COOKIE];
    let account: Account | undefined;
    let sessionHash: string | undefined;
    if (typeof sid === 'string' && /^[\w-]{20,100}$/.test(sid)) {
      try {
        const hash = sha256(sid);
        const session = await options.accounts.findSession(hash, options.now());
        if (session) {
          account = await options.accounts.getAccount(session.accountId);
          sessionHash = account ? hash : undefined;
        }
      } catch (error) {
        options.logger.error({ err: error }, 'session lookup failed');
      }
    }
    const state: Visitor = {
      account,
      sessionHash,
      settings: account ? account.settings : settingsFromCookies(cookies),
      counter: account ? account.counter : parseCounter(cookies[COUNTER_COOKIE]),
    };
    res.locals.visitor = state;
    next();
  };
}
