/**
 * Is the Karma extension installed? The page sends `{action: 'hasExtensionInstalled'}` to the
 * configured extension id; a reply without error means installed, any failure (no extension
 * API, an error, no answer in time) means not installed. The result is kept in a tiny store:
 * null (not known yet), true or false.
 */
export type ExtensionState = boolean | null;

type SendMessage = (id: string, message: unknown, callback: (reply: unknown) => void) => void;
interface Runtime {
  sendMessage?: SendMessage;
  lastError?: unknown;
}

export function detectExtension(
  runtime: Runtime | undefined,
  extensionId: string | undefined,
  timeoutMs = 1500,
): Promise<boolean> {
  if (!extensionId || typeof runtime?.sendMessage !== 'function') return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    try {
      runtime.sendMessage?.(extensionId, { action: 'hasExtensionInstalled' }, () => {
        clearTimeout(timer);
        // Reading lastError also tells Chromium the error was handled.
        resolve(!runtime.lastError);
      });
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}

/**
 * Firefox has no `externally_connectable`: the add-on's content script, injected into the site's
 * pages only (client/extension/detect.ts), answers a message posted on the page's own window.
 * No answer in time means not installed; it answers within the page's first tasks (it is there
 * from document_start), so the wait is short.
 */
export function detectByMessage(target: Window, timeoutMs = 400): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (installed: boolean) => {
      clearTimeout(timer);
      target.removeEventListener('message', onMessage);
      resolve(installed);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target || event.origin !== target.location.origin) return;
      const data = event.data as { source?: unknown; installed?: unknown } | null;
      if (data?.source === 'karma-extension' && data.installed === true) done(true);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    target.addEventListener('message', onMessage);
    target.postMessage({ source: 'karma-page', action: 'hasExtensionInstalled' }, target.location.origin);
  });
}

const isFirefox = (userAgent: string) => /\bFirefox\//.test(userAgent);

/** The page's detection: Chromium's extension messaging, or Firefox's content-script answer. */
export function detectForPage(ids: { chromeId?: string; edgeId?: string }): Promise<boolean> {
  if (isFirefox(navigator.userAgent)) return detectByMessage(window);
  const runtime = (globalThis as { chrome?: { runtime?: Runtime } }).chrome?.runtime;
  return detectExtension(runtime, extensionIdFor(navigator.userAgent, ids));
}

/** Edge runs Chromium's extension API: the id to ask depends on the browser. */
export function extensionIdFor(userAgent: string, ids: { chromeId?: string; edgeId?: string }): string | undefined {
  return /\bEdg\//.test(userAgent) ? (ids.edgeId ?? ids.chromeId) : ids.chromeId;
}

let state: ExtensionState = null;
const listeners = new Set<(value: ExtensionState) => void>();

export const extensionStore = {
  get: (): ExtensionState => state,
  set(value: ExtensionState): void {
    state = value;
    for (const listener of listeners) listener(value);
  },
  subscribe(listener: (value: ExtensionState) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
