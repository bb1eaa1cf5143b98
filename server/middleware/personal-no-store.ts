/**
 * Responses that show personal data leave with `Cache-Control: no-store`: the settings, the
 * account pages and API, the login pages, and every page rendered for a logged-in visitor (a
 * results page names the account in its header). No browser or shared cache keeps them, so the next user
 * of a shared computer cannot page back to them. Anonymous pages keep the caching their route set.
 *
 * Decided when the headers are written, not when the request comes in: routes set their own
 * Cache-Control (server/render/render-page.tsx), and the visitor is known only after its lookup.
 *
 *   app.use(personalNoStore());   // anywhere before the routes
 */
import type { Request, RequestHandler, Response } from 'express';
import { LOCALES } from '../shared/locale-choice.ts';

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`, 'i');
const PERSONAL_PATH = /^\/(?:settings|account|auth)(?:\/|$)/i;

/** Whether a path (with or without a locale prefix) is one of the pages about the visitor. */
export function isPersonalPath(path: string): boolean {
  return PERSONAL_PATH.test(path.replace(LOCALE_PREFIX, '') || '/');
}

/**
 * Pages only, for a logged-in visitor: their JSON feeds (notifications) keep their own private
 * caching, which is what keeps the bell cheap.
 */
function isPersonal(req: Request, res: Response): boolean {
  if (isPersonalPath(req.path)) return true;
  const page = /^text\/html/.test(String(res.getHeader('Content-Type') ?? ''));
  return page && res.locals.visitor?.account !== undefined;
}

export function personalNoStore(): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (isPersonal(req, this)) this.setHeader('Cache-Control', 'no-store');
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
