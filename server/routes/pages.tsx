/**
 * How pages answer: a route's GET (its validation, loader and view) streams through its layout
 * (render/render-page.tsx); unknown paths get the localized 404, errors the localized error page.
 * route-mount.ts mounts the table's routes with their guards, under their route pattern.
 */

import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import type { StreamedBody } from '../../views/page-content.tsx';
import { ErrorPage, NotFoundPage } from '../../views/pages/ErrorPage.tsx';
import type { Assets } from '../assets.ts';
import type { Config } from '../config.ts';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import { HttpError, statusOf } from '../http-error.ts';
import type { Logger } from '../logger.ts';
import { type PageRequest, type PageServices, requestContext } from '../render/page-request.ts';
import { type PageSpec, renderPage } from '../render/render-page.tsx';
import type { RouteDef, RouteServices } from './route-def.ts';
import type { AppMiddleware } from './route-middleware.ts';

export interface PagesOptions {
  config: Config;
  assets: Assets;
  services: PageServices;
  logger: Logger;
  /** The handlers filling the routes' guard slots; a slot left empty stops the app being built. */
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

export type PageRenderer = ReturnType<typeof pageRenderer>;

function isPageContent<T extends StreamedBody>(value: ReactNode | T): value is T {
  return typeof value === 'object' && value !== null && 'deferred' in value && 'body' in value;
}

/**
 * A page route's GET: its validation, then its loader (awaited when it returns a promise: the
 * figures a page's status depends on), then its view: the body, its deferred parts, the status
 * they wait for and, when the route names its own from the loaded props, the page's title.
 */
export function pageHandler(route: RouteDef, options: PagesOptions, app: RouteServices): RequestHandler {
  const shared = { config: options.config, assets: options.assets, services: options.services, i18n: options.i18n };
  return async (req, res, next) => {
    if (route.validate && !route.validate(req)) return next(new HttpError(404, 'Not Found'));
    const controller = new AbortController();
    const prefixable = Boolean(route.prefixable);
    const ctx = requestContext(req, res, shared, { prefixable, signal: controller.signal });
    const pending = route.load ? route.load(ctx, app) : undefined;
    const loaded = pending instanceof Promise ? await pending : pending;
    const view = route.view ? route.view(loaded?.props) : null;
    const { body, deferred }: StreamedBody = isPageContent(view) ? view : { body: view, deferred: [] };
    const titleKey = route.titleKey ?? 'site.name';
    const spec: PageSpec = {
      status: loaded?.status ?? 200,
      statusNow: loaded?.statusNow,
      statusSettles: loaded?.statusSettles,
      layout: route.layout ?? 'default',
      title: route.titleOf?.(loaded?.props) ?? ctx.t(titleKey),
      body,
      deferred,
      hideTabs: route.hideTabs,
      styles: route.styles,
      firstScreenInline: route.firstScreenInline,
    };
    void renderPage(res, ctx, controller, spec, options.logger);
  };
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
