/**
 * Registers the service worker (/sw.js, server/pwa/service-worker.ts) that makes the site
 * installable and shows an offline page. Always, without asking for consent: it is first-party and
 * stores only the site's static files, never a page, a search or anything about the visitor
 * (docs/web-app.md). After the load event, so that it never competes with the page's own requests.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
