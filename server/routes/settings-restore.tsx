/**
 * /settings/restore: a restore link opened in another browser. GET shows what the link carries
 * and a form to confirm, and changes nothing, so a link followed by mistake (or planted by
 * someone else) cannot change anyone's settings. The confirmation POST (same-origin checked by
 * the action's machinery) applies every setting and rule: to the account when logged in, and to
 * the cookies, like the settings form; then back to /settings with a confirmation.
 *
 * Also restoreLinkOf: the link and its QR code, for the settings page.
 */
import QRCode from 'qrcode';
import {
  type RestoreErrorKey,
  type RestorePageProps,
  RestoreSettingsPage,
} from '../../views/pages/RestoreSettingsPage.tsx';
import type { RestoreLink } from '../../views/pages/SettingsPage.tsx';
import { writeSettingsCookies } from '../accounts/preference-cookies.ts';
import {
  restoreLinkParameter,
  type SettingsLinkError,
  settingsFromLinkParameter,
} from '../accounts/settings-restore.ts';
import { requiredLocal } from '../middleware/locals.ts';
import type { PageRequest } from '../render/page-request.ts';
import type { Settings } from '../shared/account-settings.ts';
import { fitsRulesCookie } from '../site-rules/rules-cookie.ts';
import { type ActionRequest, type ActionResult, defineRoute, type Loaded, type RouteDef } from './route-def.ts';

const PATH = '/settings/restore';
/** A link is at most 16 KB (restore-link.ts); the form holds it once, URL-encoded (`.` stays). */
const FORM_BYTES = 20 * 1024;

const ERROR_KEYS: Record<SettingsLinkError, RestoreErrorKey> = {
  empty: 'empty',
  malformed: 'malformed',
  'unknown-version': 'unknownVersion',
  'invalid-setting': 'invalidSetting',
};

/** The settings' restore link and its QR code (no QR past what a code holds: the field remains). */
export async function restoreLinkOf(settings: Settings, baseUrl: string): Promise<RestoreLink> {
  const url = `${baseUrl}${PATH}?s=${restoreLinkParameter(settings)}`;
  try {
    return { url, qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }) };
  } catch {
    // Past about 2,300 bytes (version 40 at level M) there is no code to draw.
    return { url };
  }
}

/** Rules a browser without an account could not keep: its cookie would be refused whole. */
const rulesFit = (settings: Settings, loggedIn: boolean) => loggedIn || fitsRulesCookie(settings.siteRules);

function loadRestore(ctx: PageRequest): Loaded<RestorePageProps> {
  const s = ctx.query.s;
  const read = settingsFromLinkParameter(s);
  if ('error' in read) return { status: 400, props: { kind: 'error', error: ERROR_KEYS[read.error] } };
  const loggedIn = Boolean(ctx.visitor?.account);
  return {
    props: { kind: 'confirm', s: s ?? '', settings: read.settings, rulesFit: rulesFit(read.settings, loggedIn) },
  };
}

async function applyRestore({ req, res, form, app }: ActionRequest): Promise<ActionResult<RestorePageProps>> {
  const visitor = requiredLocal(res, 'visitor');
  // Written to cookies only, a logged-in visitor's restore would be undone by the account's settings.
  if (visitor.sessionLookupError) throw visitor.sessionLookupError;
  const read = settingsFromLinkParameter(form.s);
  if ('error' in read) return { status: 400, props: { kind: 'error', error: ERROR_KEYS[read.error] } };
  const { settings } = read;
  if (!rulesFit(settings, Boolean(visitor.account))) {
    return { status: 400, props: { kind: 'error', error: 'tooManyRules' } };
  }
  try {
    if (visitor.account) await app.accounts.updateSettings(visitor.account.id, settings);
  } catch (failure) {
    app.logger.error({ err: failure }, 'settings restore failed');
    return { status: 503, props: { kind: 'error', error: 'failed' } };
  }
  writeSettingsCookies(req, res, settings, app.config.cookieDomain);
  return { redirect: '/settings?restored=1' };
}

export const settingsRestoreRoutes: RouteDef[] = [
  defineRoute<RestorePageProps>({
    id: 'settings-restore',
    path: PATH,
    prefixable: false,
    layout: 'search',
    hideTabs: true,
    styles: ['settings'],
    titleKey: 'restore.title',
    methodPatterns: ['POST'],
    load: loadRestore,
    view: (props) => <RestoreSettingsPage {...props} />,
    action: { formBytes: FORM_BYTES, run: applyRestore },
  }),
];
