/**
 * Where 'add Karma to your browser' offers lead: the store pages configured (STORE_URL_*, in
 * server/config.ts), the /extension redirect that picks one for the visitor's browser
 * (server/redirects/extension-redirect.ts), and the applications page when none fits.
 */

/** Store pages from config; any of them may be missing. */
export interface StoreUrls {
  ios?: string;
  android?: string;
  edge?: string;
  firefox?: string;
  safari?: string;
  chrome?: string;
}

/** The redirect to the store page for the visitor's browser. */
export const EXTENSION_PATH = '/extension';

/** The applications page on the showcase site, or this site's own /apps without one. */
export function applicationsPageUrl(showcaseBase: string | undefined): string {
  return showcaseBase ? `${showcaseBase.replace(/\/+$/, '')}/apps` : '/apps';
}
