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
import express, { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { settingsUpdateSchema } from '../../client/contract/account-settings.ts';
import { SESSION_COOKIE } from '../../client/contract/cookie-names.ts';
import { COUNTER_COOKIE } from '../../client/contract/counter.ts';
import { writeSettingsCookies } from '../accounts/preference-cookies.ts';
import type { Account, AccountStore } from '../accounts/types.ts';
import type { Config } from '../config.ts';
import { requiredLocal } from '../http/locals.ts';
import { jsonBody } from '../http/request-body.ts';
import type { Logger } from '../logger.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

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

export function accountRouter(options: { config: Config; accounts: AccountStore; logger: Logger }): Router {
  const { config, accounts, logger } = options;
  const router = Router();
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
  const account = (res: express.Response) => requiredLocal(res, 'account');

  router.use('/account', cors, sameOrigin([config.baseUrl]), loggedIn);

  router.get('/account', (_req, res) => {
    res.json(accountView(account(res)));
  });

  router.post('/account/update', ...json, async (req, res) => {
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
  });

  router.post('/account/seen-notifications', ...json, async (req, res) => {
    const parsed = seenSchema.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(badRequest(parsed.error));
    await accounts.setLastSeenNotification(account(res).id, new Date(parsed.data.lastSeenNotificationDatetime));
    res.status(204).end();
  });

  router.get('/account/export', async (_req, res) => {
    const data = await accounts.exportAccount(account(res).id);
    res.setHeader('Content-Disposition', 'attachment; filename="karma-account.json"');
    res.json(data ?? {});
  });

  router.delete('/account', async (_req, res) => {
    await accounts.deleteAccount(account(res).id);
    const clear = { path: '/', domain: config.cookieDomain };
    res.clearCookie(SESSION_COOKIE, clear);
    res.clearCookie(COUNTER_COOKIE, clear);
    res.status(204).end();
  });

  return router;
}
