/**
 * The mail shortcut island's effects on the browser: the provider cookie (the same one the server
 * writes, server/accounts/preference-cookies.ts) and loading the popover's data and stylesheet on
 * first open, in parallel, from this site only.
 */

import { type MailData, PROVIDER_COOKIE } from '../contract/mail-shortcuts-types.ts';
import { writeCookie } from './browser-cookies.ts';
import { loadStylesheet } from './stylesheet.ts';

export function storeProvider(id: string, cookieDomain: string | undefined): void {
  writeCookie(PROVIDER_COOKIE, encodeURIComponent(id), cookieDomain);
}

/** 'Modify my selection': the cookie goes (path /, the cookie domain), as the server clears it. */
export function forgetProvider(cookieDomain: string | undefined): void {
  writeCookie(PROVIDER_COOKIE, '', cookieDomain, 0);
}

/** Links the popover's stylesheet once; resolves when it applies (or failed: still usable unstyled). */
export const linkStylesheet = loadStylesheet;

let pending: Promise<MailData> | undefined;

/** The popover's data and stylesheet, fetched once per page; a failure lets the next open retry. */
export function loadPopover(dataUrl: string, stylesheet: string): Promise<MailData> {
  pending ??= Promise.all([
    fetch(dataUrl, { headers: { Accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`mail shortcuts data: HTTP ${response.status}`);
      return response.json() as Promise<MailData>;
    }),
    linkStylesheet(stylesheet),
  ]).then(([data]) => data);
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
