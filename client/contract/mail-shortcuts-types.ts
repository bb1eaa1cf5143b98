/**
 * What the mail shortcut island (client/islands/MailShortcutsIsland.tsx) receives: its page props, and
 * the popover's data (providers, every provider's shortcuts with localized names, strings),
 * which the server builds (views/components/MailShortcuts.tsx) and serves as
 * GET /mail-shortcuts/{locale}.json. Pages carry the data only when they render the popover open;
 * otherwise the island fetches it on first open, so no page pays for a popover it never opens.
 */

/** Same cookie as server/accounts/preference-cookies.ts SETTING_COOKIES.serviceProvider. */
export const PROVIDER_COOKIE = 'karma_service_provider';

/**
 * Dispatched on `window` whenever the popover closes (the visitor, Escape, an outside click or
 * the confirmation's auto-close), with `detail: { provider }`: the new-features rules mark the
 * mail feature viewed on it.
 */
export const MAIL_POPOVER_CLOSED_EVENT = 'karma:mail-popover-closed';

/** The `mail` query parameter of a page rendered with the popover open (no JavaScript needed). */
export const MAIL_PARAM = 'mail';
export const MAIL_PARAM_VALUES = ['open', 'saved', 'error'] as const;
export type MailParam = (typeof MAIL_PARAM_VALUES)[number];

export interface MailShortcut {
  name: string;
  icon: string;
  serviceUrl: string;
}

export interface MailProvider {
  id: string;
  name: string;
  previewImage: string;
}

export interface MailLabels {
  title: string;
  close: string;
  choose: string;
  save: string;
  saving: string;
  saved: string;
  error: string;
  modify: string;
  suggest: string;
  shortcuts: string;
}

export interface MailData {
  labels: MailLabels;
  providers: MailProvider[];
  /** Every provider's shortcuts, by provider id: a save shows the new grid without a round trip. */
  services: Record<string, MailShortcut[]>;
}

/** Every page carries these in its HTML: what has its default value is left out. */
export interface MailShortcutsProps {
  /** The stored provider (account or cookie); absent before the first choice. */
  provider?: string;
  loggedIn?: boolean;
  /** API_BASE; absent: this origin. */
  apiBase?: string;
  cookieDomain?: string;
  /** This page's URL without the `mail` parameter: forms come back to it, closing goes to it. */
  here: string;
  /** Set when the server rendered the popover open (`?mail=…`). */
  opened?: MailParam;
  /** Present when opened: the island then needs no fetch to hydrate what the server rendered. */
  data?: MailData;
  /** The page's language: the popover's data is GET /mail-shortcuts/{locale}.json. */
  locale: string;
  /** client/styles/mail-shortcuts.css, linked on first open. */
  stylesheet: string;
  label: string;
}
