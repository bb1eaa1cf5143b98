/**
 * GET /extension: a 302 to the store page of Karma for the visitor's browser (rules in
 * extension-target.ts). The answer depends on the User-Agent, so it is never stored by a cache.
 *
 *   app.use(extensionRouter({
 *     storeUrls: config.storeUrls,
 *     applicationsUrl: applicationsPageUrl(config.showcaseBase),
 *   }));
 */
import { type RequestHandler, Router } from 'express';
import { extensionTarget, type StoreUrls } from './extension-target.ts';

export const EXTENSION_PATH = '/extension';

export interface ExtensionRedirectOptions {
  storeUrls: StoreUrls;
  /** Where browsers without a configured store go (applicationsPageUrl). */
  applicationsUrl: string;
}

export function extensionRedirect(options: ExtensionRedirectOptions): RequestHandler {
  const urls = { ...options.storeUrls, apps: options.applicationsUrl };
  return (req, res) => {
    res.locals.routePattern = EXTENSION_PATH;
    const { url } = extensionTarget(req.get('user-agent') ?? '', urls);
    res.setHeader('Cache-Control', 'private, no-store');
    res.vary('User-Agent');
    res.redirect(302, url);
  };
}

/** The route alone: unprefixed only, like the page it replaces (/fr/extension stays a 404). */
export function extensionRouter(options: ExtensionRedirectOptions): Router {
  return Router().get(EXTENSION_PATH, extensionRedirect(options));
}
