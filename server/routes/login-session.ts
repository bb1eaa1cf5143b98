/**
 * Opening and closing a session, for the login forms (auth.tsx). The device's settings and
 * count go to the account by the rule of ../accounts/device-at-login.ts: a new account takes
 * both, an existing one keeps its settings and gets the count added once.
 */
import type { Request, Response } from 'express';
import { deviceAtLogin } from '../accounts/device-at-login.ts';
import { emailHashOf } from '../accounts/email.ts';
import { writeSettingsCookies } from '../accounts/preference-cookies.ts';
import { newSessionId } from '../accounts/secrets.ts';
import { YEAR_MS } from '../http/cookie-options.ts';
import { SESSION_COOKIE } from '../shared/cookie-names.ts';
import { COUNTER_COOKIE, LAST_COUNT_COOKIE } from '../shared/counter.ts';
import type { RouteServices } from './route-services.ts';

/** Opens a session for the address and sets its cookies; the caller redirects. */
export async function openSession(app: RouteServices, req: Request, res: Response, email: string): Promise<void> {
  const { accounts, config } = app;
  const at = app.now();
  const device = deviceAtLogin(req.cookies ?? {}, res.locals.locale);
  const account = await accounts.findOrCreateAccount(email, emailHashOf(email), at, device.settings);
  const { id, idHash } = newSessionId();
  await accounts.createSession({
    idHash,
    accountId: account.id,
    createdAt: at,
    expiresAt: new Date(at.getTime() + YEAR_MS),
  });
  const counter = device.searches > 0 ? await accounts.addToCounter(account.id, device.searches) : account.counter;
  const cookie = {
    path: '/',
    domain: config.cookieDomain,
    sameSite: 'lax' as const,
    secure: config.env === 'production' || req.secure,
    maxAge: YEAR_MS,
  };
  res.cookie(SESSION_COOKIE, id, { ...cookie, httpOnly: true });
  res.cookie(COUNTER_COOKIE, String(counter), cookie);
  writeSettingsCookies(req, res, account.settings, config.cookieDomain);
}

/** Ends the visitor's session and clears its cookies. */
export async function closeSession(app: RouteServices, res: Response): Promise<void> {
  const visitor = res.locals.visitor;
  if (visitor?.sessionHash) await app.accounts.deleteSession(visitor.sessionHash);
  const clear = { path: '/', domain: app.config.cookieDomain };
  res.clearCookie(SESSION_COOKIE, clear);
  // The device's count mirrored the account's: it must not be merged again at the next login.
  res.clearCookie(COUNTER_COOKIE, clear);
  res.clearCookie(LAST_COUNT_COOKIE, clear);
}
