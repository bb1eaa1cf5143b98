/**
 * What the site's modals share in the browser: a server-rendered <dialog open> (shown without
 * JavaScript) turned into a real modal once the island runs.
 */
export { loadStylesheet } from './stylesheet.ts';
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
