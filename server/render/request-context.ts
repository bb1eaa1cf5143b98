/** Builds the per-request context every server component reads (views/request-context.tsx). */
import type { Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { COLOR_MODE_COOKIE, parseColorMode } from '../../client/lib/color-mode.ts';
import type { PageServices, RequestContextValue } from '../../views/request-context.tsx';
import type { Assets } from '../assets.ts';
import type { Config } from '../config.ts';
import type { Locale } from '../i18n/locale-choice.ts';
import { pageTranslator } from '../i18n/page-translator.ts';
import type { Visitor } from '../middleware/visitor.ts';
import type { BellFeed } from '../notifications/feed-cache.ts';
import type { LoginLink } from '../routes/login-link.ts';

/** First string value of each query parameter: arrays and objects from odd URLs are ignored. */
export function flatQuery(query: Request['query']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') flat[key] = first;
  }
  return flat;
}

export function requestContext(
  req: Request,
  res: Response,
  shared: { config: Config; assets: Assets; services: PageServices; i18n: I18n },
  extra: { prefixable: boolean; signal: AbortSignal },
): RequestContextValue {
  return {
    t: pageTranslator(shared.i18n, res.locals.locale as Locale),
    locale: res.locals.locale as Locale,
    prefixed: Boolean(res.locals.prefixed),
    prefixable: extra.prefixable,
    path: (res.locals.unprefixedPath as string) ?? req.path,
    originalUrl: req.originalUrl,
    query: flatQuery(req.query),
    cookies: (req.cookies ?? {}) as Record<string, string>,
    userAgent: req.get('user-agent') ?? '',
    nonce: res.locals.nonce as string,
    assets: shared.assets,
    colorMode: parseColorMode(req.cookies?.[COLOR_MODE_COOKIE]),
    config: shared.config,
    signal: extra.signal,
    services: shared.services,
    visitor: res.locals.visitor as Visitor | undefined,
    bellFeed: res.locals.bellFeed as BellFeed | undefined,
    loginLink: res.locals.loginLink as LoginLink | undefined,
    // <head> preloads the shared chunks; islands add theirs as they render.
    preloaded: new Set(shared.assets.shared),
  };
}
