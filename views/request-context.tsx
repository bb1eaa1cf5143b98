/**
 * What every server-rendered component may know about the request being rendered. Built once per
 * request in server/render; islands never read it (they get plain props).
 */

import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { ColorMode } from '../client/lib/color-mode.ts';
import type { Assets } from '../server/assets.ts';
import type { Config } from '../server/config.ts';
import type { AnnouncementDefinition } from '../server/content/announcements.ts';
import type { Locale } from '../server/i18n/locale-choice.ts';
import type { LearnActSource } from '../server/learn-act/source.ts';
import type { Visitor } from '../server/middleware/visitor.ts';
import type { BellFeed } from '../server/notifications/feed-cache.ts';
import type { LoginLink } from '../server/routes/login-link.ts';
import type { SearchRunner } from '../server/search/runner.ts';
import type { Infobox } from '../server/search/types.ts';
import type { SponsoredResultsService } from '../server/sponsors/page-sponsored.ts';

export interface RequestContextValue {
  t: TFunction;
  locale: Locale;
  /** Whether the URL carried the locale prefix (`/fr/...`). */
  prefixed: boolean;
  /** Whether this page also exists under /en, /fr and /es. */
  prefixable: boolean;
  /** Path without the locale prefix, e.g. `/cookies`. */
  path: string;
  /** Path and query as requested, for "come back here" links (never logged). */
  originalUrl: string;
  query: Record<string, string>;
  cookies: Record<string, string>;
  /** The browser's User-Agent, for device-specific behaviour (never logged). */
  userAgent: string;
  nonce: string;
  assets: Assets;
  colorMode: ColorMode;
  config: Config;
  /** Aborted when the client goes away; pass it to every slow lookup. */
  signal: AbortSignal;
  services: PageServices;
  /** The account, settings and counter of the visitor (server/middleware/visitor.ts). */
  visitor?: Visitor;
  /** The pending login of the link being followed (GET /auth/email/verify; server/routes/login-link.ts). */
  loginLink?: LoginLink;
  /** The latest notifications for the bell (absent when the feature is off or the route renders no page). */
  bellFeed?: BellFeed;
  /** Scripts already hinted with modulepreload on this page (views/components/Island.tsx). */
  preloaded?: Set<string>;
}

/** What pages use beyond the request: search, images, the clock. Filled by createApp's deps. */
export interface PageServices {
  search?: SearchRunner;
  /** The encyclopedia summary of a result URL, if it is an article (own short timeout). */
  encyclopedia?: (url: string, signal: AbortSignal) => Promise<Infobox | undefined>;
  /** A URL the browser may load for a third-party image (the signed /img proxy). */
  proxyImage: (url: string) => string;
  /** The signed /out link of an organic result; set only with ADS_LINKS_RESOLVER_URL (consent is checked by the view). */
  outboundLink?: (url: string) => string;
  now?: () => Date;
  /** The sponsored links of a results page (server/sponsors/page-sponsored.ts); absent: none. */
  sponsored?: SponsoredResultsService;
  /** The Learn & Act articles (LEARN_ACT_BASE_URL or the site's own), cached briefly. */
  learnAct?: LearnActSource;
  /** Announcement definitions (server/content/announcements.ts; tests bring their own). */
  announcements?: readonly AnnouncementDefinition[];
}

const RequestContext = createContext<RequestContextValue | null>(null);
export const RequestContextProvider = RequestContext.Provider;

/**
 * Memoizes a decision per request: the document, the layout and a component may each ask it
 * (whether the bell's preview or the companion is due) while rendering one page.
 */
export function perRequest<T>(decide: (ctx: RequestContextValue) => T): (ctx: RequestContextValue) => T {
  const decided = new WeakMap<RequestContextValue, T>();
  return (ctx) => {
    if (!decided.has(ctx)) decided.set(ctx, decide(ctx));
    return decided.get(ctx) as T;
  };
}

/** The request context where there is one (islands also render in tests without a request). */
export function useOptionalRequest(): RequestContextValue | null {
  return useContext(RequestContext);
}

export function useRequest(): RequestContextValue {
  const value = useContext(RequestContext);
  if (!value) throw new Error('useRequest outside a rendered request');
  return value;
}
