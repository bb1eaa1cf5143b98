/**
 * GET /extension: a 302 to the store page of Karma for the visitor's browser (rules in
 * extension-target.ts). The answer depends on the User-Agent, so it is never stored by a cache.
 *
 *   extensionRoute({ storeUrls: config.storeUrls, applicationsUrl: applicationsPageUrl(config.showcaseBase) })
 */
import type { RequestHandler } from 'express';
import { EXTENSION_PATH, type StoreUrls } from '../shared/app-links.ts';
import { extensionTarget } from './extension-target.ts';
import { safeAnyHostTarget, safeRedirectTarget } from './safe-redirect.ts';

export interface ExtensionRedirectOptions {
  storeUrls: StoreUrls;
  /** Where browsers without a configured store go (applicationsPageUrl). */
  applicationsUrl: string;
}

export function extensionRedirect(options: ExtensionRedirectOptions): RequestHandler {
  const urls = { ...options.storeUrls, apps: options.applicationsUrl };
  return (req, res) => {
    const { url } = extensionTarget(req.get('user-agent') ?? '', urls);
    res.setHeader('Cache-Control', 'private, no-store');
    res.vary('User-Agent');
    // Configured URLs: an absolute store page (http allowed: the operator wrote it) or a local path.
    res.redirect(302, safeAnyHostTarget(url, { allowHttp: true }) ?? safeRedirectTarget(url, '/apps'));
  };
}

/**
 * The route: unprefixed only, like the page it replaces (/fr/extension stays a 404). A plain 302
 * by user agent, so it needs neither cookies nor a locale.
 */
export function extensionRoute(options: ExtensionRedirectOptions) {
  // A route of the app's table (server/routes/route-def.ts), typed where the table is built.
  return { id: 'extension', path: EXTENSION_PATH, stage: 'headers' as const, handler: extensionRedirect(options) };
}
