/**
 * Preference changes that work as plain links and forms:
 *   GET  /locale/:lang?next=/path   switch language, stay on the same page
 *   POST /color-mode  mode=…&next=… choose system, light or dark (from this site only)
 */
import { Router } from 'express';
import { COLOR_MODE_COOKIE, COLOR_MODES } from '../../client/contract/color-mode.ts';
import { isLocale, LOCALE_COOKIE, type Locale, splitLocalePrefix } from '../../client/contract/locale-choice.ts';
import type { Config } from '../config.ts';
import { formBody } from '../http/request-body.ts';
import { HttpError } from '../http-error.ts';
import { preferenceCookie } from '../middleware/locale.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';
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

/** Mounted before the locale middleware, so the only locale cookie written is the chosen one. */
export function localeSwitchRouter(config: Config, routes: readonly RouteDef[]): Router {
  const prefixablePaths = new Set(routes.filter((r) => r.prefixable).map((r) => r.path.toLowerCase()));
  const router = Router();

  router.get('/locale/:lang', (req, res, next) => {
    const lang = req.params.lang;
    if (!isLocale(lang)) return next(new HttpError(404, 'Not Found'));
    res.cookie(LOCALE_COOKIE, lang, { ...preferenceCookie(config.cookieDomain, req.secure), httpOnly: true });
    // Checked again once the prefix is swapped: `/fr//evil.example` loses its `/fr` here.
    const target = pathInLocale(safeRedirectTarget(req.query.next), lang, prefixablePaths);
    res.redirect(302, safeRedirectTarget(target, pathInLocale('/', lang, prefixablePaths)));
  });
  return router;
}

export function colorModeRouter(config: Config): Router {
  const router = Router();

  router.post('/color-mode', sameOrigin([config.baseUrl]), ...formBody(4 * 1024), (req, res, next) => {
    const mode = req.body?.mode;
    if (!(COLOR_MODES as readonly string[]).includes(mode)) {
      return next(new HttpError(400, req.t('errors.colorMode'), { expose: true }));
    }
    res.cookie(COLOR_MODE_COOKIE, mode, preferenceCookie(config.cookieDomain, req.secure));
    res.redirect(303, safeRedirectTarget(req.body?.next));
  });
  return router;
}
