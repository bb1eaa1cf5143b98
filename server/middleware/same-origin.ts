/**
 * CSRF defence for state-changing requests: the browser says where a request comes from
 * (`Sec-Fetch-Site`, `Origin`); anything from another site is refused with 403. Requests that
 * carry neither header come from non-browser clients, which cannot ride a visitor's cookies.
 * Every POST, PUT and DELETE route uses it (test/integration/cross-site-forms.test.ts lists them).
 *
 *   router.post('/account/update', sameOrigin([config.baseUrl]), handler);
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../http-error.ts';

export function isSameSiteRequest(
  headers: { secFetchSite?: string; origin?: string; host?: string },
  allowedOrigins: string[],
): boolean {
  const { secFetchSite: site, origin } = headers;
  // Browsers that send Sec-Fetch-Site say it best. Our Referrer-Policy (no-referrer) makes
  // Chromium send `Origin: null` even for same-origin form posts, so Origin alone would mislead.
  if (site === 'same-origin' || site === 'none') return true;
  if (site === 'cross-site') return false;
  if (!origin) return site === undefined;
  if (origin === 'null') return false;
  if (allowedOrigins.includes(origin)) return true;
  // The origin the request was actually sent to (behind a proxy, BASE_URL says the public one).
  return (
    site === undefined && headers.host !== undefined && URL.canParse(origin) && new URL(origin).host === headers.host
  );
}

export function sameOrigin(allowedOrigins: string[]): RequestHandler {
  const origins = allowedOrigins.map((o) => new URL(o).origin);
  return (req, _res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const ok = isSameSiteRequest(
      { secFetchSite: req.get('sec-fetch-site'), origin: req.get('origin'), host: req.get('host') },
      origins,
    );
    if (ok) return next();
    // The visitor followed another site's form: tell them, in their language once it is known.
    const message = typeof req.t === 'function' ? req.t('errors.crossSite') : 'Cross-site request refused';
    next(new HttpError(403, message, { expose: true }));
  };
}
