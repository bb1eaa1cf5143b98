/**
 * What the site's modals share in the browser: a stylesheet loaded on first need (the page may
 * not link it), and a server-rendered <dialog open> (shown without JavaScript) turned into a
 * real modal once the island runs.
 */
const loaded = new Map<string, Promise<void>>();

export function loadStylesheet(href: string): Promise<void> {
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  let promise = loaded.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // Shown once styled; a failed stylesheet still leaves the dialog usable.
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    loaded.set(href, promise);
  }
  return promise;
}

/** Shows the dialog as a modal (focus inside, the page inert, Escape closes). */
export function showAsModal(dialog: HTMLDialogElement | null): void {
  if (!dialog) return;
  if (dialog.open && !dialog.matches(':modal')) {
    // Closing only to reopen as a modal: the island's own close handler must not hear it.
    dialog.addEventListener('close', (event) => event.stopImmediatePropagation(), { once: true, capture: true });
    dialog.close();
  }
  if (!dialog.open) dialog.showModal();
}
