/**
 * The search-count modals, opened from the Karma counter: which one a visitor sees. A fresh
 * login lands on `?new-connection=true` (server/routes/auth.tsx), which opens the
 * new-connection modal by itself; `?login-failed=true` opens the login-failed one the same way.
 */
export type CounterModalKind = 'connected' | 'new-connection' | 'disconnected' | 'login-failed';

export interface CounterModalInput {
  loggedIn: boolean;
  query: Record<string, string | undefined>;
}

export function counterModalKind({ loggedIn, query }: CounterModalInput): CounterModalKind {
  if (query['login-failed'] === 'true') return 'login-failed';
  if (loggedIn) return query['new-connection'] === 'true' ? 'new-connection' : 'connected';
  return 'disconnected';
}

/** The URL parameters that open a modal without a click, and are removed when it closes. */
export const AUTO_OPEN_PARAMS = ['new-connection', 'login-failed'] as const;

/** Whether the page opens the modal by itself. */
export function opensByItself(kind: CounterModalKind): boolean {
  return kind === 'new-connection' || kind === 'login-failed';
}

/** The URL to show after closing: the auto-open parameters removed, the rest kept. */
export function urlAfterClose(href: string): string {
  const url = new URL(href);
  for (const name of AUTO_OPEN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
