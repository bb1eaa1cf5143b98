/**
 * Mounts the route table (route-table.tsx): each page runs its guards and validation, then its
 * loader and its view, and streams through its layout (render/render-page.tsx) under its route
 * pattern; unknown paths get the localized 404, errors the localized error page.
 */

import { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from 'express';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { LOCALES } from '../../client/contract/locale-choice.ts';
import type { StreamedBody } from '../../views/page-content.tsx';
import { ErrorPage, NotFoundPage } from '../../views/pages/ErrorPage.tsx';
import type { Assets } from '../assets.ts';
import type { Config } from '../config.ts';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import { HttpError, statusOf } from '../http-error.ts';
import type { Logger } from '../logger.ts';
import { type PageSpec, renderPage } from '../render/render-page.tsx';
import { type PageRequest, type PageServices, requestContext } from '../render/request-context.ts';
import { type PageContent, pathsOf, patternOf, type RouteDef } from './route-def.ts';
import { type AppMiddleware, resolveMiddleware } from './route-middleware.ts';

export interface PagesOptions {
  config: Config;
  assets: Assets;
  services: PageServices;
  logger: Logger;
  routes: readonly RouteDef[];
  /** The handlers filling the routes' middleware slots; a slot left empty stops pagesRouter. */
  middleware?: Partial<AppMiddleware>;
  /** The app's i18next instance: pages translate with its cached per-language t. */
  i18n: I18n;
  /** Attaches locale and `req.t` to a request that failed before the i18n middleware ran. */
  ensureLocalized: (req: Request, res: Response) => void;
}

export function pageRenderer(options: PagesOptions) {
  const shared = { config: options.config, assets: options.assets, services: options.services, i18n: options.i18n };
  type Spec = Omit<PageSpec, 'title'> & { title?: string; titleKey?: string };
  return (req: Request, res: Response, spec: Spec | ((ctx: PageRequest) => Spec), prefixable: boolean) => {
    const controller = new AbortController();
    const ctx = requestContext(req, res, shared, { prefixable, signal: controller.signal });
    const resolved = typeof spec === 'function' ? spec(ctx) : spec;
    const title = resolved.title ?? ctx.t(resolved.titleKey ?? 'site.name');
    void renderPage(res, ctx, controller, { ...resolved, title }, options.logger);
  };
}

function isPageContent<T extends StreamedBody>(value: ReactNode | T): value is T {
  return typeof value === 'object' && value !== null && 'deferred' in value && 'body' in value;
}

/**
 * Runs a route's loader, then its view: the body, its deferred parts, the status they wait for
 * and, when the route names its own from the loaded props, the page's title.
 */
function contentOf(route: RouteDef, ctx: PageRequest): PageContent & { title?: string } {
  if (route.render) {
    const content = route.render(ctx);
    return isPageContent(content) ? content : { body: content, deferred: [] };
  }
  const loaded = route.load ? route.load(ctx) : undefined;
  const view = route.view ? route.view(loaded?.props) : null;
  const { body, deferred }: StreamedBody = isPageContent(view) ? view : { body: view, deferred: [] };
  const title = route.titleOf?.(loaded?.props);
  return { body, deferred, statusNow: loaded?.statusNow, statusSettles: loaded?.statusSettles, title };
}

export function pagesRouter(options: PagesOptions): Router {
  const router = Router();
  const render = pageRenderer(options);
  for (const route of options.routes) {
    const guards = resolveMiddleware(route.id, route.middleware, options.middleware);
    router.get(
      pathsOf(route, LOCALES),
      // The route table's own registry: the pattern from the route's declaration.
      (_req, res, next) => {
        res.locals.routePattern = patternOf(route, Boolean(res.locals.prefixed));
        next();
      },
      ...guards,
      (req, res, next) => {
        if (route.validate && !route.validate(req)) return next(new HttpError(404, 'Not Found'));
        render(
          req,
          res,
          (ctx: PageRequest) => {
            const { body, deferred, statusNow, statusSettles, title } = contentOf(route, ctx);
            return {
              status: 200,
              statusNow,
              statusSettles,
              layout: route.layout,
              title,
              titleKey: route.titleKey,
              body,
              deferred,
              hideTabs: route.hideTabs,
              styles: route.styles,
            };
          },
          route.prefixable,
        );
      },
    );
  }
  return router;
}

export function notFound(options: PagesOptions): RequestHandler {
  const render = pageRenderer(options);
  return (req, res) => {
    res.locals.routePattern ??= 'unmatched';
    render(
      req,
      res,
      { status: 404, layout: 'default', titleKey: 'errors.notFound.title', body: <NotFoundPage /> },
      false,
    );
  };
}

export function errorPage(options: PagesOptions): ErrorRequestHandler {
  const render = pageRenderer(options);
  return (error, req, res, next) => {
    const status = statusOf(error);
    // A database outage is expected while it lasts: one plain line, not a stack per request.
    const outage = databaseUnavailableReason(error);
    const route = res.locals.routePattern;
    if (outage) options.logger.warn({ reason: outage, route }, 'request failed: database unavailable');
    else if (status >= 500) options.logger.error({ err: error, route }, 'request failed');
    if (res.headersSent) return next(error);
    options.ensureLocalized(req, res);
    if (status === 404) {
      render(
        req,
        res,
        { status: 404, layout: 'default', titleKey: 'errors.notFound.title', body: <NotFoundPage /> },
        false,
      );
      return;
    }
    const exposed = (error as { expose?: boolean }).expose ? (error as Error).message : undefined;
    const message = outage ? req.t('errors.accountsUnavailable') : exposed;
    // Islands and the extension call the JSON API: they get the same message as JSON.
    if (req.accepts(['html', 'json']) === 'json') {
      return void res.status(status).json({ error: message ?? req.t('errors.generic.body') });
    }
    render(
      req,
      res,
      {
        status,
        layout: 'default',
        titleKey: 'errors.generic.title',
        body: <ErrorPage status={status} message={message} />,
      },
      false,
    );
  };
}
