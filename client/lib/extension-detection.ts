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
