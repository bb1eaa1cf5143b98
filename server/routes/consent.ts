/**
 * Cookie consent without JavaScript (the CookieConsent island does the same in the browser):
 *   POST /consent  action=accept-all|refuse-all|save, consent=targeting&consent=analytics, next=/path
 * stores the choice in karma_consent_v2 and comes back with a 303. Any other action (the modal's
 * back button) stores nothing and comes back.
 *
 * clearLegacyConsent deletes old-format consent cookies on any request that carries one: their
 * meaning differs from v2, so the visitor is asked again rather than guessed for.
 */
import { type RequestHandler, Router } from 'express';
import {
  CONSENT_COOKIE,
  consentFromForm,
  LEGACY_CONSENT_COOKIES,
  serializeConsent,
} from '../../client/contract/consent.ts';
import type { Config } from '../config.ts';
import { formBody } from '../http/request-body.ts';
import { preferenceCookie } from '../middleware/locale.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';

export function consentRouter(config: Config): Router {
  const router = Router();
  // Another site's form must not choose consent for the visitor (sameOrigin: 403, nothing stored).
  router.post('/consent', sameOrigin([config.baseUrl]), ...formBody(4 * 1024), (req, res) => {
    const values = consentFromForm(req.body);
    // Not httpOnly: the island writes the same cookie from the browser.
    if (values) res.cookie(CONSENT_COOKIE, serializeConsent(values), preferenceCookie(config.cookieDomain, req.secure));
    res.redirect(303, safeRedirectTarget(req.body?.next));
  });
  return router;
}

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
