/**
 * Cookie consent without JavaScript (the CookieConsent island does the same in the browser):
 *   POST /consent  action=accept-all|refuse-all|save, consent=targeting&consent=analytics, next=/path
 * stores the choice in karma_consent_v2 and comes back with a 303. Any other action (the modal's
 * back button) stores nothing and comes back.
 *
 * clearLegacyConsent deletes old-format consent cookies on any request that carries one: their
 * meaning differs from v2, so the visitor is asked again rather than guessed for.
 */
import type { RequestHandler } from 'express';
import {
  CONSENT_COOKIE,
  consentFromForm,
  LEGACY_CONSENT_COOKIES,
  serializeConsent,
} from '../../client/contract/consent.ts';
import { preferenceCookie } from '../http/cookie-options.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';
import type { RouteDef } from './route-def.ts';

export const consentRoute: RouteDef = {
  id: 'consent',
  path: '/consent',
  methods: ['POST'],
  stage: 'visitor',
  // Another site's form must not choose consent for the visitor (the action's same-origin check: 403).
  action: {
    formBytes: 4 * 1024,
    run: ({ req, res, form, app }) => {
      const values = consentFromForm(form);
      // Not httpOnly: the island writes the same cookie from the browser.
      if (values) {
        res.cookie(CONSENT_COOKIE, serializeConsent(values), preferenceCookie(app.config.cookieDomain, req.secure));
      }
      return { redirect: safeRedirectTarget(form.next) };
    },
  },
};

/** Mount after requestCookies (server/middleware/cookies.ts). */
export function clearLegacyConsent(cookieDomain: string | undefined): RequestHandler {
  return (req, res, next) => {
    for (const name of LEGACY_CONSENT_COOKIES) {
      if (req.cookies?.[name] === undefined) continue;
      const { maxAge: _maxAge, ...options } = preferenceCookie(cookieDomain, req.secure);
      res.clearCookie(name, options);
      // An old cookie may have been set for the host only, which a domain cookie does not replace.
      if (cookieDomain) res.clearCookie(name, { ...options, domain: undefined });
    }
    next();
  };
}
