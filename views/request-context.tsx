/**
 * What every server-rendered component may know about the request being rendered. Built once per
 * request in server/render; islands never read it (they get plain props).
 */

import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { ColorMode } from '../client/lib/color-mode.ts';
import type { Assets } from '../server/assets.ts';
import type { Config } from '../server/config.ts';
import type { Locale } from '../server/i18n/locale-choice.ts';

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
  nonce: string;
  assets: Assets;
  colorMode: ColorMode;
  config: Config;
  /** Aborted when the client goes away; pass it to every slow lookup. */
  signal: AbortSignal;
  services: PageServices;
}

/** Slow data sources pages may await inside Suspense. Filled by createApp's deps. */
export interface PageServices {
  search?: (
    request: { query: string; vertical: string; locale: Locale },
    signal: AbortSignal,
  ) => Promise<{
    results: { title: string; url: string; snippet: string }[];
  }>;
}

const RequestContext = createContext<RequestContextValue | null>(null);
export const RequestContextProvider = RequestContext.Provider;

export function useRequest(): RequestContextValue {
  const value = useContext(RequestContext);
  if (!value) throw new Error('useRequest outside a rendered request');
  return value;
}
