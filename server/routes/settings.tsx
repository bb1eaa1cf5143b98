/**
 * POST /settings: the settings form. Stores every setting in its `karma_` cookie and, logged in,
 * in the account; then back to /settings with a confirmation (or JSON for the island).
 */
import { Router } from 'express';
import { SettingsPage } from '../../views/pages/SettingsPage.tsx';
import { writeSettingsCookies } from '../accounts/preference-cookies.ts';
import { parseSettingsForm } from '../accounts/settings-form.ts';
import type { AccountStore } from '../accounts/types.ts';
import type { Config } from '../config.ts';
import { requiredLocal } from '../http/locals.ts';
import { formBody } from '../http/request-body.ts';
import type { Logger } from '../logger.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import type { pageRenderer } from './pages.tsx';

export function settingsRouter(options: {
  config: Config;
  accounts: AccountStore;
  render: ReturnType<typeof pageRenderer>;
  logger: Logger;
}): Router {
  const { config, accounts, render, logger } = options;
  const router = Router();
  router.post('/settings', sameOrigin([config.baseUrl]), ...formBody(8 * 1024), async (req, res) => {
    const visitor = requiredLocal(res, 'visitor');
    // Saved in cookies only, a logged-in visitor's settings would be lost to the account's.
    if (visitor.sessionLookupError) throw visitor.sessionLookupError;
    const wantsJson = req.accepts(['html', 'json']) === 'json';
    const result = parseSettingsForm(req.body ?? {}, visitor.settings);
    if (!result.ok) {
      const message = req.t(result.problem === 'noAssociation' ? 'settings.errors.noAssociation' : 'settings.failed');
      if (wantsJson) return void res.status(400).json({ error: message, field: result.field });
      return render(
        req,
        res,
        {
          status: 400,
          layout: 'search',
          hideTabs: true,
          styles: ['settings'],
          titleKey: 'pages.settings.title',
          body: <SettingsPage settings={visitor.settings} error={message} />,
        },
        false,
      );
    }
    try {
      if (visitor.account) await accounts.updateSettings(visitor.account.id, result.settings);
    } catch (error) {
      logger.error({ err: error }, 'settings update failed');
      const message = req.t('settings.failed');
      if (wantsJson) return void res.status(503).json({ error: message });
      return render(
        req,
        res,
        {
          status: 503,
          layout: 'search',
          hideTabs: true,
          styles: ['settings'],
          titleKey: 'pages.settings.title',
          body: <SettingsPage settings={result.settings} error={message} />,
        },
        false,
      );
    }
    writeSettingsCookies(req, res, result.settings, config.cookieDomain);
    if (wantsJson) return void res.json({ ok: true, settings: result.settings });
    res.redirect(303, '/settings?saved=1');
  });
  return router;
}
