/**
 * The account API (JSON), for islands and the extension:
 *   GET    /account                     settings, counter, serviceProvider, lastSeenNotificationDatetime
 *   POST   /account/update              partial settings, validated
 *   POST   /account/seen-notifications  { lastSeenNotificationDatetime }
 *   GET    /account/export              everything stored about the user
 *   DELETE /account                     the account and all its data
 * 401 when not logged in. State changes must come from this site (sameOrigin). When the API is
 * served from another origin (API_BASE), the site's origin may call it with credentials.
 */
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Account, AccountStore } from '../accounts/account-model.ts';
import { writeSettingsCookies } from '../accounts/preference-cookies.ts';
import type { Config } from '../config.ts';
import { jsonBody } from '../http/request-body.ts';
import type { Logger } from '../logger.ts';
import { requiredLocal } from '../middleware/locals.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { settingsUpdateSchema } from '../shared/account-settings.ts';
import { SESSION_COOKIE } from '../shared/cookie-names.ts';
import { COUNTER_COOKIE } from '../shared/counter.ts';
import type { RouteDef, RouteMethod } from './route-def.ts';

export function accountView(account: Account) {
  return {
    email: account.email,
    settings: account.settings,
    counter: account.counter,
    serviceProvider: account.settings.serviceProvider,
    lastSeenNotificationDatetime: account.lastSeenNotificationAt?.toISOString() ?? null,
  };
}

/** The first problem of a zod error, as `{ error, field }`. */
function badRequest(error: z.ZodError) {
  const issue = error.issues[0];
  return { error: issue?.message ?? 'Invalid request', field: issue?.path.join('.') || undefined };
}

const seenSchema = z.object({ lastSeenNotificationDatetime: z.iso.datetime({ offset: true }) }).strict();

/** The API's routes, all logged as `${method} /account`; the guards come first on every one. */
export function accountRoutes(options: { config: Config; accounts: AccountStore; logger: Logger }): RouteDef[] {
  const { config, accounts, logger } = options;
  const siteOrigin = new URL(config.baseUrl).origin;
  const json = jsonBody(8 * 1024);

  const cors: RequestHandler = (req, res, next) => {
    if (req.get('origin') === siteOrigin) {
      res.setHeader('Access-Control-Allow-Origin', siteOrigin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.vary('Origin');
    }
    if (req.method === 'OPTIONS') return void res.status(204).end();
    next();
  };
  const loggedIn: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const visitor = res.locals.visitor;
    const account = visitor?.account;
    // The session could not be read (database away): 503 from the error handler, not a logout.
    if (!account && visitor?.sessionLookupError) return next(visitor.sessionLookupError);
    if (!account) return void res.status(401).json({ error: 'Not logged in' });
    res.locals.account = account;
    next();
  };
  const guards = [cors, sameOrigin([config.baseUrl]), loggedIn];
  const account = (res: Response) => requiredLocal(res, 'account');
  const api = (
    id: string,
    path: string,
    method: RouteMethod,
    handler: RequestHandler,
    body: RequestHandler[] = [],
  ): RouteDef => ({
    id,
    path,
    methods: [method],
    pattern: '/account',
    methodPatterns: ['*'],
    guards: [...guards, ...body],
    handler,
  });

  return [
    api('account', '/account', 'GET', (_req, res) => {
      res.json(accountView(account(res)));
    }),
    api(
      'account-update',
      '/account/update',
      'POST',
      async (req, res) => {
        const parsed = settingsUpdateSchema.safeParse(req.body);
        if (!parsed.success) return void res.status(400).json(badRequest(parsed.error));
        try {
          const updated = await accounts.updateSettings(account(res).id, parsed.data);
          writeSettingsCookies(req, res, updated.settings, config.cookieDomain);
          res.json(accountView(updated));
        } catch (error) {
          logger.error({ err: error }, 'settings update failed');
          res.status(503).json({ error: 'Settings update failed' });
        }
      },
      json,
    ),
    api(
      'account-seen-notifications',
      '/account/seen-notifications',
      'POST',
      async (req, res) => {
        const parsed = seenSchema.safeParse(req.body);
        if (!parsed.success) return void res.status(400).json(badRequest(parsed.error));
        await accounts.setLastSeenNotification(account(res).id, new Date(parsed.data.lastSeenNotificationDatetime));
        res.status(204).end();
      },
      json,
    ),
    api('account-export', '/account/export', 'GET', async (_req, res) => {
      const data = await accounts.exportAccount(account(res).id);
      res.setHeader('Content-Disposition', 'attachment; filename="karma-account.json"');
      res.json(data ?? {});
    }),
    api('account-delete', '/account', 'DELETE', async (_req, res) => {
      await accounts.deleteAccount(account(res).id);
      const clear = { path: '/', domain: config.cookieDomain };
      res.clearCookie(SESSION_COOKIE, clear);
      res.clearCookie(COUNTER_COOKIE, clear);
      res.status(204).end();
    }),
    // Any other request at or under /account (a CORS preflight, an unknown path or method): the
    // guards answer it (204, 403, 401) or pass it on to the 404.
    api('account-guards', '/account{/*rest}', 'ALL', (_req, _res, next) => next()),
  ];
}
