/**
 * /settings: the settings page, and its form. The action stores every setting in its `karma_`
 * cookie and, logged in, in the account; then back to /settings with a confirmation (or JSON
 * for the island). A refused form shows the page again with the reason. The page also carries
 * the restore link of the settings shown (settings-restore.tsx, which adds /settings/restore).
 */
import type { ComponentProps } from 'react';
import { SettingsPage } from '../../views/pages/SettingsPage.tsx';
import { writeSettingsCookies } from '../accounts/preference-cookies.ts';
import { parseSettingsForm } from '../accounts/settings-form.ts';
import { requiredLocal } from '../middleware/locals.ts';
import { DEFAULT_SETTINGS } from '../shared/account-settings.ts';
import { type ActionRequest, type ActionResult, defineRoute, type RouteDef } from './route-def.ts';
import { restoreLinkOf, settingsRestoreRoutes } from './settings-restore.tsx';

type SettingsProps = ComponentProps<typeof SettingsPage>;

async function saveSettings({ req, res, form, app }: ActionRequest): Promise<ActionResult<SettingsProps>> {
  const visitor = requiredLocal(res, 'visitor');
  // Saved in cookies only, a logged-in visitor's settings would be lost to the account's.
  if (visitor.sessionLookupError) throw visitor.sessionLookupError;
  const wantsJson = req.accepts(['html', 'json']) === 'json';
  const result = parseSettingsForm(form, visitor.settings);
  if (!result.ok) {
    const error = req.t(result.problem === 'noAssociation' ? 'settings.errors.noAssociation' : 'settings.failed');
    if (wantsJson) return { status: 400, json: { error, field: result.field } };
    return { status: 400, props: { settings: visitor.settings, error } };
  }
  try {
    if (visitor.account) await app.accounts.updateSettings(visitor.account.id, result.settings);
  } catch (failure) {
    app.logger.error({ err: failure }, 'settings update failed');
    const error = req.t('settings.failed');
    if (wantsJson) return { status: 503, json: { error } };
    return { status: 503, props: { settings: result.settings, error } };
  }
  writeSettingsCookies(req, res, result.settings, app.config.cookieDomain);
  if (wantsJson) return { json: { ok: true, settings: result.settings } };
  return { redirect: '/settings?saved=1' };
}

export const settingsRoutes: RouteDef[] = [
  defineRoute<SettingsProps>({
    id: 'settings',
    path: '/settings',
    prefixable: false,
    layout: 'search',
    hideTabs: true,
    styles: ['settings'],
    titleKey: 'pages.settings.title',
    methodPatterns: ['POST'],
    // The restore link carries the settings shown, so it is computed with them (QR included).
    load: async (ctx) => {
      const settings = ctx.visitor?.settings ?? DEFAULT_SETTINGS;
      return { props: { settings, restoreLink: await restoreLinkOf(settings, ctx.config.baseUrl) } };
    },
    view: (props) => <SettingsPage {...props} />,
    action: { formBytes: 8 * 1024, run: saveSettings },
  }),
  ...settingsRestoreRoutes,
];
