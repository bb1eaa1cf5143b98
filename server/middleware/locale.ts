/**
 * Chooses the request's language (server/shared/locale-choice.ts) and remembers it in the
 * `karma_i18n_redirected` cookie for a year. Bad cookie values are ignored and overwritten.
 * Sets `req.lng` for i18next-http-middleware and `res.locals.locale` / `res.locals.prefixed`.
 */
import type { RequestHandler } from 'express';
import { preferenceCookie } from '../http/cookie-options.ts';
import { chooseLocale, LOCALE_COOKIE, shouldWriteLocaleCookie, splitLocalePrefix } from '../shared/locale-choice.ts';

export function locale(cookieDomain: string | undefined): RequestHandler {
  return (req, res, next) => {
    const { locale: pathLocale, rest } = splitLocalePrefix(req.path);
    const cookie = typeof req.cookies?.[LOCALE_COOKIE] === 'string' ? req.cookies[LOCALE_COOKIE] : undefined;
    const chosen = chooseLocale({ pathLocale, cookie, acceptLanguage: req.get('accept-language') });
    if (shouldWriteLocaleCookie(cookie, chosen.locale)) {
      res.cookie(LOCALE_COOKIE, chosen.locale, { ...preferenceCookie(cookieDomain, req.secure), httpOnly: true });
    }
    (req as unknown as { lng: string }).lng = chosen.locale;
    res.locals.locale = chosen.locale;
    res.locals.prefixed = pathLocale !== undefined;
    res.locals.unprefixedPath = rest;
    next();
  };
}
