/**
 * The extension's background script. The site's pages ask it `{action: 'hasExtensionInstalled'}`
 * (client/lib/extension-detection.ts) to hide their 'add to browser' offers; it answers
 * `{installed: true, version}` to the site's own origin and to nobody else.
 */
declare const SITE_ORIGIN: string;

interface MessageSender {
  origin?: string;
  url?: string;
}
declare const chrome: {
  runtime: {
    getManifest(): { version: string };
    onMessageExternal?: {
      addListener(
        listener: (message: unknown, sender: MessageSender, sendResponse: (reply: unknown) => void) => void,
      ): void;
    };
  };
};

const fromSite = (sender: MessageSender) => {
  const address = sender.origin ?? sender.url;
  return address !== undefined && new URL(address).origin === SITE_ORIGIN;
};

chrome.runtime.onMessageExternal?.addListener((message, sender, sendResponse) => {
  const action = (message as { action?: unknown } | null)?.action;
  if (action !== 'hasExtensionInstalled' || !fromSite(sender)) return;
  sendResponse({ installed: true, version: chrome.runtime.getManifest().version });
});
