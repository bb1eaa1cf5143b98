/**
 * The mail shortcut widget (views/components/MailShortcuts.tsx) on the server:
 *   GET  /mail-shortcuts/{en|fr|es}.json   the popover's data, fetched by the island on first open
 *   POST /mail-shortcuts  action=save&provider=google&next=/path   store the choice
 *   POST /mail-shortcuts  action=modify&next=/path                 forget it (choose again)
 * The form posts are the widget without JavaScript: the choice goes to the provider cookie and,
 * logged in, to the account; then a 303 back to `next` with `?mail=saved|open|error`, which renders
 * the popover open. An unknown action or provider is a localized 400 page; another site's post, 403.
 */
import { type Request, type Response, Router } from 'express';
import { SETTING_COOKIES } from '../../client/contract/cookie-names.ts';
import { isLocale } from '../../client/contract/locale-choice.ts';
import { withMailParam } from '../../client/contract/mail-shortcuts-url.ts';
import { buildMailData } from '../../views/content/mail-data.ts';
import { type MailEnvironmentId, mailEnvironment } from '../../views/content/mail-environments.ts';
import type { AccountStore } from '../accounts/types.ts';
import type { Config } from '../config.ts';
import { formBody } from '../http/request-body.ts';
import { HttpError } from '../http-error.ts';
import type { Logger } from '../logger.ts';
import { preferenceCookie } from '../middleware/locale.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';

export function mailShortcutsRouter(options: { config: Config; accounts: AccountStore; logger: Logger }): Router {
  const { config, accounts, logger } = options;
  const router = Router();
  const cookie = SETTING_COOKIES.serviceProvider;

  router.get('/mail-shortcuts/:file', (req, res) => {
    const locale = /^([a-z]{2})\.json$/.exec(req.params.file)?.[1];
    if (!isLocale(locale)) return void res.status(404).json({ error: 'No such file: /mail-shortcuts/{en|fr|es}.json' });
    // The same for everyone: strings and public addresses that change only with a deploy.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.json(buildMailData(req.i18n.getFixedT(locale)));
  });

  /** The account follows the device when logged in; false when the store failed (logged). */
  async function saveToAccount(res: Response, serviceProvider: MailEnvironmentId | null): Promise<boolean> {
    const account = res.locals.visitor?.account;
    if (!account) return true;
    try {
      await accounts.updateSettings(account.id, { serviceProvider });
      return true;
    } catch (error) {
      logger.error({ err: error }, 'mail shortcuts: account update failed');
      return false;
    }
  }

  const back = (req: Request, res: Response, mail: 'saved' | 'open' | 'error') => {
    // withMailParam replaces any `mail` parameter the page already had.
    res.redirect(303, withMailParam(safeRedirectTarget(req.body?.next), mail));
  };

  router.post('/mail-shortcuts', sameOrigin([config.baseUrl]), ...formBody(4 * 1024), async (req, res, next) => {
    const action = req.body?.action;
    if (action === 'save') {
      const provider = mailEnvironment(req.body?.provider)?.id;
      if (!provider) return next(new HttpError(400, req.t('mailShortcuts.invalid'), { expose: true }));
      if (!(await saveToAccount(res, provider))) return back(req, res, 'error');
      // Not httpOnly: the island writes the same cookie in the browser.
      res.cookie(cookie, provider, preferenceCookie(config.cookieDomain, req.secure));
      return back(req, res, 'saved');
    }
    if (action === 'modify') {
      res.clearCookie(cookie, { path: '/', domain: config.cookieDomain });
      return back(req, res, (await saveToAccount(res, null)) ? 'open' : 'error');
    }
    next(new HttpError(400, req.t('mailShortcuts.invalid'), { expose: true }));
  });
  return router;
}
