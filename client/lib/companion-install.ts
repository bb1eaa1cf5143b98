/**
 * What the companion's Android toast offers: the store's app when a store URL is
 * configured (ANDROID_APP_URL), otherwise the browser's own install prompt for the web app
 * (`beforeinstallprompt`, client/lib/install-prompt.ts). Without either (a browser that has no
 * prompt, or has not offered it: already installed, a private window) the toast links to the
 * apps page, which explains the other ways; inside the installed app, without a store app, it
 * has nothing to offer and does not show. Pure: the island passes what the browser knows.
 */

export type ToastOffer = { kind: 'store'; href: string } | { kind: 'prompt' } | { kind: 'page'; href: string };

export interface ToastOfferInput {
  /** The Android store app's URL, when configured. */
  storeUrl?: string;
  /** The apps page (the showcase's, or /apps). */
  appsPage: string;
  /** The browser has handed its install prompt over (beforeinstallprompt was captured). */
  promptReady: boolean;
  /** The page runs in the installed web app (display-mode: standalone). */
  standalone: boolean;
}

export function toastOffer({ storeUrl, appsPage, promptReady, standalone }: ToastOfferInput): ToastOffer | null {
  if (storeUrl) return { kind: 'store', href: storeUrl };
  if (standalone) return null;
  if (promptReady) return { kind: 'prompt' };
  return { kind: 'page', href: appsPage };
}
