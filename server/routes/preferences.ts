/**
 * Preference changes that work as plain links and forms:
 *   GET  /locale/:lang?next=/path   switch language, stay on the same page
 *   POST /color-mode  mode=…&next=… choose system, light or dark (from this site only)
 */
import { COLOR_MODE_COOKIE, COLOR_MODES } from '../../client/contract/color-mode.ts';
import type { Config } from '../config.ts';
import { preferenceCookie } from '../http/cookie-options.ts';
import { HttpError } from '../http-error.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';
import { isLocale, LOCALE_COOKIE, type Locale, splitLocalePrefix } from '../shared/locale-choice.ts';
import type { RouteDef } from './route-def.ts';

/** The same page in another language: prefixed where the page has prefixed forms. */
export function pathInLocale(target: string, lang: Locale, prefixablePaths: Set<string>): string {
  const queryStart = target.search(/[?#]/);
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : target.slice(queryStart);
  const { rest: bare } = splitLocalePrefix(path);
  if (!prefixablePaths.has(bare.toLowerCase())) return bare + rest;
  return (bare === '/' ? `/${lang}` : `/${lang}${bare}`) + rest;
}

/**
 * The language switch runs after the cookies are read and before the locale middleware, so the
 * only locale cookie written is the chosen one. `pages` are the table's, for their prefixed forms.
 */
export function languageSwitchRoute(config: Config, pages: readonly RouteDef[]): RouteDef {
  const prefixablePaths = new Set(pages.filter((r) => r.prefixable).map((r) => r.path.toLowerCase()));
  return {
    id: 'language-switch',
    path: '/locale/:lang',
    stage: 'cookies',
    handler: (req, res, next) => {
      const lang = req.params.lang;
      if (!isLocale(lang)) return next(new HttpError(404, 'Not Found'));
      res.cookie(LOCALE_COOKIE, lang, { ...preferenceCookie(config.cookieDomain, req.secure), httpOnly: true });
      // Checked again once the prefix is swapped: `/fr//evil.example` loses its `/fr` here.
      const target = pathInLocale(safeRedirectTarget(req.query.next), lang, prefixablePaths);
      res.redirect(302, safeRedirectTarget(target, pathInLocale('/', lang, prefixablePaths)));
    },
  };
}

export const colorModeRoute: RouteDef = {
  id: 'color-mode',
  path: '/color-mode',
  methods: ['POST'],
  stage: 'visitor',
  action: {
    formBytes: 4 * 1024,
    run: ({ req, res, form, app }) => {
      const mode = form.mode;
      if (!(COLOR_MODES as readonly unknown[]).includes(mode)) {
        throw new HttpError(400, req.t('errors.colorMode'), { expose: true });
      }
      res.cookie(COLOR_MODE_COOKIE, mode, preferenceCookie(app.config.cookieDomain, req.secure));
      return { redirect: safeRedirectTarget(form.next) };
    },
  },
};
