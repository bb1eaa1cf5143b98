/**
 * What a server-rendered view may know about the request it renders (views/use-request.tsx
 * provides it; server/render/page-request.ts builds it). The server's own objects (its whole
 * Config, its search runner, its visitor record) satisfy these narrow shapes structurally, so a
 * view sees only what it renders from and imports no server module. Islands never read it: they
 * get plain props.
 */
import type { TFunction } from 'i18next';
import type { AnnouncementDefinition } from '../../client/contract/announcements.ts';
import type { ColorMode } from '../../client/contract/color-mode.ts';
import type { NotificationItem } from '../../client/contract/notification-types.ts';
import type { Settings } from './account-settings.ts';
import type { StoreUrls } from './app-links.ts';
import type { Coverage } from './coverage.ts';
import type { Locale } from './locale-choice.ts';
import type { LoginLink } from './login.ts';
import type { Capabilities, SearchProviderName } from './search-types.ts';
import type { SocialUrls } from './social-networks.ts';

/** The settings views render from (server/config.ts holds them among many more). */
export interface ViewConfig {
  baseUrl: string;
  apiBase: string;
  showcaseBase: string | undefined;
  cookieDomain: string | undefined;
  extensions: { chromeId?: string; edgeId?: string; firefoxId?: string };
  storeUrls: StoreUrls;
  storeRating: number;
  tagManagerId: string | undefined;
  features: { youMakeItHappen: boolean; cookieConsent: boolean; lightHomepage: boolean };
  search: {
    provider: SearchProviderName;
    searxngUrl?: string | undefined;
    /** Each results tab's sources (SEARCH_PROVIDERS): the privacy page names the open APIs among them. */
    sources?: Readonly<Record<string, readonly string[]>>;
  };
  socialUrls: SocialUrls;
}

/** The client build's files (public/build/manifest.json), by name. */
export interface ViewAssets {
  boot: string;
  stylesheet: string;
  styles: Record<string, string>;
  criticalCss: string;
  /** Inlined after it by the search layout only. */
  criticalResultsCss: string;
  islands: Record<string, string>;
  islandChunks: Record<string, string[]>;
  shared: string[];
}

/** What views use beyond the request: image and link signing, the clock, what search can do. */
export interface ViewServices {
  /** The active provider's capabilities (tabs, filters, pages); absent when search is off. */
  search?: { readonly provider: { readonly capabilities: Capabilities } };
  /** A URL the browser may load for a third-party image (the signed /img proxy). */
  proxyImage: (url: string) => string;
  /** The signed /out link of an organic result; set only with ADS_LINKS_RESOLVER_URL. */
  outboundLink?: (url: string) => string;
  now?: () => Date;
  /** Announcement definitions (server/shared/announcements.ts; tests bring their own). */
  announcements?: readonly AnnouncementDefinition[];
  /** Press mentions and quotes (server/shared/press-mentions.ts, testimonials.ts; tests bring their own). */
  coverage?: Coverage;
}

/** The visitor as views see it: logged in or not, their settings and search count. */
export interface ViewVisitor {
  account: { email: string; lastSeenNotificationAt: Date | null } | undefined;
  settings: Settings;
  counter: number;
}

/** The latest notifications for the bell. */
export interface ViewBellFeed {
  items: NotificationItem[];
  failed: boolean;
}

export interface PageContext {
  /** The page language's strings (i18next, per-language cached). */
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
  /** First string value of each query parameter: untrusted, parse before use. */
  query: Record<string, string>;
  /** The request's cookies: untrusted strings, parse before use. */
  cookies: Record<string, string>;
  /** The browser's User-Agent, for device-specific behaviour (never logged). */
  userAgent: string;
  nonce: string;
  assets: ViewAssets;
  colorMode: ColorMode;
  config: ViewConfig;
  services: ViewServices;
  /** The account, settings and counter of the visitor (server/middleware/visitor.ts). */
  visitor?: ViewVisitor;
  /** The pending login of the link being followed (GET /auth/email/verify). */
  loginLink?: LoginLink;
  /** The latest notifications for the bell (absent when the feature is off). */
  bellFeed?: ViewBellFeed;
  /** Scripts already hinted with modulepreload on this page (views/components/Island.tsx). */
  preloaded?: Set<string>;
}
