/**
 * The browser's own install prompt (Chromium's `beforeinstallprompt`), as the companion's Android
 * toast uses it (client/lib/companion-install.ts). Boot captures the event
 * (./install-prompt-capture.ts) and keeps it on window under the names below.
 */

/** What Chromium's BeforeInstallPromptEvent adds to Event (it has no type in lib.dom). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// The names ./install-prompt-capture.ts writes (it imports nothing, to stay out of shared chunks).
const CHANGE_EVENT = 'karma:install-prompt';
type Holder = { __karmaInstallPrompt?: InstallPromptEvent | null };
const held = () => (window as Holder).__karmaInstallPrompt ?? null;

export const installPrompt = {
  /** Is the browser's install prompt ready to be shown? */
  ready: (): boolean => held() !== null,
  subscribe(listener: () => void): () => void {
    addEventListener(CHANGE_EVENT, listener);
    return () => removeEventListener(CHANGE_EVENT, listener);
  },
  /**
   * Shows the browser's prompt; resolves with the visitor's answer ('unavailable' when there
   * is no prompt). An event can be prompted only once, so it is forgotten at once.
   */
  async show(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const event = held();
    if (!event) return 'unavailable';
    (window as Holder).__karmaInstallPrompt = null;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      return choice?.outcome ?? 'dismissed';
    } finally {
      // Told once answered: the toast keeps its Install button while the browser asks.
      dispatchEvent(new Event(CHANGE_EVENT));
    }
  },
};

/** Running as the installed app (started from the home screen), not in a browser tab. */
export const isStandalone = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
