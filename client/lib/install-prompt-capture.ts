/**
 * Boot's part of the install prompt (client/lib/install-prompt.ts has the companion's part):
 * Chromium fires `beforeinstallprompt` once, early, on any page, often before the companion's
 * island has loaded. This keeps the event on window (every island chunk sees it) and tells of
 * changes with a window event. preventDefault() keeps Chrome's own mini-infobar away, so the
 * offer comes when the companion's rules say; the browser menu's "Install app" stays.
 * Kept tiny and free of imports: it is in the script every page loads (the home page's budget).
 */
export function captureInstallPrompt(): void {
  const keep = (event: Event | null) => {
    (window as { __karmaInstallPrompt?: Event | null }).__karmaInstallPrompt = event;
    dispatchEvent(new Event('karma:install-prompt'));
  };
  addEventListener('beforeinstallprompt', (event) => {
    if (typeof (event as { prompt?: unknown }).prompt !== 'function') return;
    event.preventDefault();
    keep(event);
  });
  // Installed (from the toast or the browser's menu): nothing left to offer.
  addEventListener('appinstalled', () => keep(null));
}
