/**
 * Builds the per-request context: loaders read it whole (PageRequest), views through their
 * narrower contract type (server/shared/page-context.ts, views/use-request.tsx).
 */
import type { Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { COLOR_MODE_COOKIE, parseColorMode } from '../../client/contract/color-mode.ts';
import type { Assets } from '../assets.ts';
import type { Config } from '../config.ts';
import { flatQuery } from '../http/flat-query.ts';
import { pageTranslator } from '../i18n/page-translator.ts';
import type { LearnActSource } from '../learn-act/source.ts';
import type { Visitor } from '../middleware/visitor.ts';
import type { BellFeed } from '../notifications/feed-cache.ts';
import type { EncyclopediaLookup } from '../search/encyclopedia.ts';
import type { SearchRunner } from '../search/runner.ts';
import type { PageContext, ViewServices } from '../shared/page-context.ts';
import type { SponsoredResultsService } from '../sponsors/page-sponsored.ts';

/** What loaders use beyond the request: the lookups views never call themselves. */
export interface PageServices extends ViewServices {
  search?: SearchRunner;
  /** The encyclopedia summary of a result URL, if it is an article (own short timeout). */
  encyclopedia?: EncyclopediaLookup;
  /** The sponsored links of a results page (server/sponsors/page-sponsored.ts); absent: none. */
  sponsored?: SponsoredResultsService;
  /** The Learn & Act articles (LEARN_ACT_BASE_URL or the site's own), cached briefly. */
  learnAct?: LearnActSource;
}

/**
 * The request as a loader sees it: the views' context (server/shared/page-context.ts) with the
 * server's own objects behind it, and the signal that aborts the lookups when the client leaves.
 */
export interface PageRequest extends PageContext {
  config: Config;
  assets: Assets;
  services: PageServices;
  visitor?: Visitor;
  bellFeed?: BellFeed;
  /** Aborted when the client goes away; pass it to every slow lookup. */
  signal: AbortSignal;
}

export function requestContext(
  req: Request,
  res: Response,
  shared: { config: Config; assets: Assets; services: PageServices; i18n: I18n },
  extra: { prefixable: boolean; signal: AbortSignal },
): PageRequest {
  const { locals } = res;
  return {
    t: pageTranslator(shared.i18n, locals.locale),
    locale: locals.locale,
    prefixed: Boolean(locals.prefixed),
    prefixable: extra.prefixable,
    path: locals.unprefixedPath ?? req.path,
    originalUrl: req.originalUrl,
    query: flatQuery(req.query),
    cookies: (req.cookies ?? {}) as Record<string, string>,
    userAgent: req.get('user-agent') ?? '',
    nonce: locals.nonce,
    assets: shared.assets,
    colorMode: parseColorMode(req.cookies?.[COLOR_MODE_COOKIE]),
    config: shared.config,
    signal: extra.signal,
    services: shared.services,
    visitor: locals.visitor,
    bellFeed: locals.bellFeed,
    loginLink: locals.loginLink,
    // <head> preloads the shared chunks; islands add theirs as they render.
    preloaded: new Set(shared.assets.shared),
  };
}
