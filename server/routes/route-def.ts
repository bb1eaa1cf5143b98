/**
 * What a page route declares, once: its path (and whether it also lives under /en, /fr, /es),
 * its layout, the middleware that guards it, a loader and a view (as React Router loaders and
 * Remix do). The loader parses input, reads cookies and starts the lookups; the view only renders
 * what the loader handed it, promises included (they stream in as deferred parts).
 * The registry (server/routes/registry.ts) mounts every route and sets its pattern for the logs.
 */
import type { Request } from 'express';
import type { ReactNode } from 'react';
import type { StreamedBody } from '../../views/page-content.tsx';
import type { LayoutName } from '../render/render-page.tsx';
import type { PageRequest } from '../render/request-context.ts';
import type { RouteMiddleware } from './route-middleware.ts';

/** A guard run before the loader: a handler, or a slot the app fills (route-middleware.ts). */
export type { LayoutName, RouteMiddleware };

/** A view's output: a body, or a body with parts streamed in as their data arrives. */
export interface PageContent extends StreamedBody {
  /** The status, asked as the first byte leaves (a results page whose lookup already failed: 503). */
  statusNow?: () => number | undefined;
  /** What the status waits for, a short while (the main lookup; render-page.tsx). */
  statusSettles?: Promise<unknown>;
}

/** What a loader hands on: the view's props, and what the status waits for (ADR 017). */
export interface Loaded<P> {
  props: P;
  statusNow?: () => number | undefined;
  statusSettles?: Promise<unknown>;
}

export interface RouteDef<P = unknown> {
  id: string;
  path: string;
  /** Also served as /en/…, /fr/…, /es/… (the home page as /en, /fr, /es). */
  prefixable: boolean;
  layout: LayoutName;
  /** Run in order before the loader. */
  middleware?: readonly RouteMiddleware[];
  /** When it returns false the localized 404 page is shown. */
  validate?: (req: Request) => boolean;
  /** i18n key of the page's <title>. */
  titleKey: string;
  /** The page's own <title> from the loader's props (a partner's name); titleKey when it gives none. */
  titleOf?(props: NoInfer<P>): string | undefined;
  /** Search layout only: hide the vertical tabs (the settings page). */
  hideTabs?: boolean;
  /** Stylesheets beyond site.css, by name (client/styles/<name>.css). */
  styles?: string[];
  /** Parses the request (query, untrusted cookie strings, visitor) and starts the lookups. */
  load?(ctx: PageRequest): Loaded<P>;
  /** Renders the loader's props (a route without a loader gets none). */
  view?(props: P): ReactNode | StreamedBody;
  /** The short form of a page with nothing to load: the body from the request context. */
  render?(ctx: PageRequest): ReactNode | PageContent;
}

/** A route whose loader and view agree on their props (checked here, stored as RouteDef). */
export function defineRoute<P>(route: RouteDef<P>): RouteDef {
  return route as RouteDef;
}

/** Every URL path a route answers on, prefixed forms included. */
export function pathsOf(route: RouteDef, locales: readonly string[]): string[] {
  if (!route.prefixable) return [route.path];
  const prefixed = locales.map((l) => (route.path === '/' ? `/${l}` : `/${l}${route.path}`));
  return [route.path, ...prefixed];
}

/** The pattern recorded in request logs: never the concrete URL. */
export function patternOf(route: RouteDef, prefixed: boolean): string {
  if (!prefixed) return route.path;
  return route.path === '/' ? '/:locale' : `/:locale${route.path}`;
}
