/**
 * The mail shortcut island's effects on the browser: the provider cookie (the same one the server
 * writes, server/accounts/preference-cookies.ts) and loading the popover's data and stylesheet on
 * first open, in parallel, from this site only.
 */
import { type MailData, PROVIDER_COOKIE } from './mail-shortcuts-types.ts';

function cookieSuffix(cookieDomain: string | undefined): string {
  const domain = cookieDomain ? `; domain=${cookieDomain}` : '';
  const secure = location.protocol === 'https:' ? '; secure' : '';
  return `; path=/; samesite=lax${domain}${secure}`;
}

export function storeProvider(id: string, cookieDomain: string | undefined): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${PROVIDER_COOKIE}=${encodeURIComponent(id)}; max-age=31536000${cookieSuffix(cookieDomain)}`;
}

/** 'Modify my selection': the cookie goes (path /, the cookie domain), as the server clears it. */
export function forgetProvider(cookieDomain: string | undefined): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see storeProvider.
  document.cookie = `${PROVIDER_COOKIE}=; max-age=0${cookieSuffix(cookieDomain)}`;
}

const linked = new Set<string>();

/** Links the popover's stylesheet once; resolves when it applies (or failed: still usable unstyled). */
export function linkStylesheet(href: string): Promise<void> {
  if (!href || linked.has(href) || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) {
    return Promise.resolve();
  }
  linked.add(href);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

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
