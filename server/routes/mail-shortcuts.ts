/**
 * The mail shortcut widget (views/components/MailShortcuts.tsx) on the server:
 *   GET  /mail-shortcuts/{en|fr|es}.json   the popover's data, fetched by the island on first open
 *   POST /mail-shortcuts  action=save&provider=google&next=/path   store the choice
 *   POST /mail-shortcuts  action=modify&next=/path                 forget it (choose again)
 * The form posts are the widget without JavaScript: the choice goes to the provider cookie and,
 * logged in, to the account; then a 303 back to `next` with `?mail=saved|open|error`, which renders
 * the popover open. An unknown action or provider is a localized 400 page; another site's post, 403.
 */
import type { Response } from 'express';
import { withMailParam } from '../../client/contract/mail-shortcuts-url.ts';
import { preferenceCookie } from '../http/cookie-options.ts';
import { HttpError } from '../http-error.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';
import { SETTING_COOKIES } from '../shared/cookie-names.ts';
import { isLocale } from '../shared/locale-choice.ts';
import { buildMailData } from '../shared/mail-data.ts';
import { type MailEnvironmentId, mailEnvironment } from '../shared/mail-environments.ts';
import type { ActionRequest, RouteDef, RouteServices } from './route-def.ts';

const COOKIE = SETTING_COOKIES.serviceProvider;

/** The account follows the device when logged in; false when the store failed (logged). */
async function saveToAccount(
  app: RouteServices,
  res: Response,
  serviceProvider: MailEnvironmentId | null,
): Promise<boolean> {
  const account = res.locals.visitor?.account;
  if (!account) return true;
  try {
    await app.accounts.updateSettings(account.id, { serviceProvider });
    return true;
  } catch (error) {
    app.logger.error({ err: error }, 'mail shortcuts: account update failed');
    return false;
  }
}

// withMailParam replaces any `mail` parameter the page already had.
const back = (form: ActionRequest['form'], mail: 'saved' | 'open' | 'error') => ({
  redirect: withMailParam(safeRedirectTarget(form.next), mail),
});

export const mailShortcutsRoutes: RouteDef[] = [
  {
    id: 'mail-shortcuts-data',
    path: '/mail-shortcuts/:file',
    stage: 'visitor',
    handler: (req, res) => {
      const locale = /^([a-z]{2})\.json$/.exec(String(req.params.file))?.[1];
      if (!isLocale(locale)) {
        return void res.status(404).json({ error: 'No such file: /mail-shortcuts/{en|fr|es}.json' });
      }
      // The same for everyone: strings and public addresses that change only with a deploy.
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.json(buildMailData(req.i18n.getFixedT(locale)));
    },
  },
  {
    id: 'mail-shortcuts',
    path: '/mail-shortcuts',
    methods: ['POST'],
    stage: 'visitor',
    methodPatterns: ['POST'],
    action: {
      formBytes: 4 * 1024,
      run: async ({ req, res, form, app }) => {
        if (form.action === 'save') {
          const provider = mailEnvironment(form.provider as string | undefined)?.id;
          if (!provider) throw new HttpError(400, req.t('mailShortcuts.invalid'), { expose: true });
          if (!(await saveToAccount(app, res, provider))) return back(form, 'error');
          // Not httpOnly: the island writes the same cookie in the browser.
          res.cookie(COOKIE, provider, preferenceCookie(app.config.cookieDomain, req.secure));
          return back(form, 'saved');
        }
        if (form.action === 'modify') {
          res.clearCookie(COOKIE, { path: '/', domain: app.config.cookieDomain });
          return back(form, (await saveToAccount(app, res, null)) ? 'open' : 'error');
        }
        throw new HttpError(400, req.t('mailShortcuts.invalid'), { expose: true });
      },
    },
  },
];
