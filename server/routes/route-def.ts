/**
 * What a route declares, once: its path (and whether it also lives under /en, /fr, /es), the
 * methods it answers, the guards it runs, and what answers: a page (loader and view), a form's
 * action, or a handler (the JSON APIs and files). The loader–action model is React Router's and
 * Remix's: the loader parses input, reads cookies and starts the lookups; the view only renders
 * what the loader handed it, promises included (they stream in as deferred parts); the action
 * handles the form posted to the page's path and says what follows: a redirect, or the same
 * view again with its errors and a status.
 * server/routes/route-mount.ts mounts the table and sets each request's pattern for the logs.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ReactNode } from 'react';
import type { StreamedBody } from '../../views/page-content.tsx';
import type { PageRequest } from '../render/page-request.ts';
import type { LayoutName } from '../render/render-page.tsx';
import type { RouteMiddleware } from './route-middleware.ts';
import type { RouteServices } from './route-services.ts';

/** A guard run before the loader: a handler, or a slot the app fills (route-middleware.ts). */
export type { LayoutName, RouteMiddleware, RouteServices };

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
  /** The page's status when it is known before rendering (the transparency figures missing: 503). */
  status?: number;
  statusNow?: () => number | undefined;
  statusSettles?: Promise<unknown>;
}

/** What an action is given: the request with its form read, and the app's services. */
export interface ActionRequest {
  req: Request;
  res: Response;
  /** The parsed form (empty without one). */
  form: Record<string, unknown>;
  app: RouteServices;
}

/** What follows an action: a redirect, the view again (errors, a confirmation), or JSON for a script. */
export type ActionResult<P> =
  | { redirect: string; status?: 302 | 303 }
  | { status: number; props: P; titleKey?: string }
  | { status?: number; json: unknown };

/** A limit of posts per client; over it, the view again with `refused`'s props (429). */
export interface ActionLimit<P> {
  name: string;
  points: number | ((app: RouteServices) => number);
  windowMs: number;
  refused(req: Request): P;
}

/**
 * The handling of a form posted to the route's path. Every action is refused to other sites
 * (same-origin check) before its limits are counted and its form read.
 */
export interface RouteAction<P> {
  limits?: readonly ActionLimit<P>[];
  /** The form's size limit in bytes; absent, no body is read. */
  formBytes?: number;
  run(ctx: ActionRequest): ActionResult<P> | Promise<ActionResult<P>>;
}

/** A method a route answers; ALL: every method (an API's guards answering preflights). */
export type RouteMethod = 'GET' | 'POST' | 'DELETE' | 'ALL';

/**
 * How much of the app's per-request setup a route runs after, in the order server/app.ts sets it
 * up: 'headers' (security headers and compression: files and APIs reading no cookie), 'cookies'
 * (before the locale is chosen: the language switch), 'visitor' (the visitor known), 'page'
 * (the bell's feed too: pages and what renders like one; the default).
 */
export type RouteStage = 'headers' | 'cookies' | 'visitor' | 'page';

export interface RouteDef<P = unknown> {
  id: string;
  /** An Express path: `/contact`, `/r/:id`; `/account/*rest` for everything under /account/. */
  path: string;
  /** Also served as /en/…, /fr/…, /es/… (the home page as /en, /fr, /es). */
  prefixable?: boolean;
  /** Default: GET for a page or a handler, and POST when there is an action. */
  methods?: readonly RouteMethod[];
  stage?: RouteStage;
  /** The pattern logged (`/account` for all of /account/*); default: the path, `/:locale…` prefixed. */
  pattern?: string;
  /** Requests with these methods (`*`: any) log `${method} ${pattern}` (`POST /contact`). */
  methodPatterns?: readonly string[];
  /**
   * A request the route passes on unanswered keeps its pattern (an unknown offline locale's 404 is
   * logged under /offline/:locale); by default it gets back the one it had.
   */
  keepsPattern?: boolean;
  /** Run in order before the loader, the action or the handler. */
  guards?: readonly RouteMiddleware[];
  /** A JSON API or a file: answers alone, no view. */
  handler?: RequestHandler;
  /** Pages: the layout the view renders in. */
  layout?: LayoutName;
  /** When it returns false the localized 404 page is shown. */
  validate?: (req: Request) => boolean;
  /** i18n key of the page's <title>. */
  titleKey?: string;
  /** The page's own <title> from the loader's props (a partner's name); titleKey when it gives none. */
  titleOf?(props: NoInfer<P>): string | undefined;
  /** Search layout only: hide the vertical tabs (the settings page). */
  hideTabs?: boolean;
  /** Stylesheets beyond site.css, by name (client/styles/<name>.css). */
  styles?: string[];
  /**
   * The inline critical CSS styles the page's whole first screen (the home, the results): its
   * stylesheets then follow the content and block nothing. Other pages link them in the head,
   * so that nothing moves when they arrive (docs/decisions/039-first-paint-marks.md).
   */
  firstScreenInline?: boolean;
  /** Parses the request (query, untrusted cookie strings, visitor) and starts the lookups. */
  load?(ctx: PageRequest, app: RouteServices): Loaded<P> | Promise<Loaded<P>>;
  /** Renders the loader's or the action's props (a route without a loader gets none). */
  view?(props: P): ReactNode | StreamedBody;
  /** The form posted to the route's path. */
  action?: RouteAction<P>;
}

/** A route whose loader, action and view agree on their props (checked here, stored as RouteDef). */
export function defineRoute<P>(route: RouteDef<P>): RouteDef {
  return route as RouteDef;
}

/** The methods a route answers. */
export function methodsOf(route: RouteDef): readonly RouteMethod[] {
  if (route.methods) return route.methods;
  return route.action ? ['GET', 'POST'] : ['GET'];
}

/** A page people visit: a view answering GET (what the language switch and the redirects know of). */
export function isPage(route: RouteDef): boolean {
  return route.layout !== undefined && route.view !== undefined && methodsOf(route).includes('GET');
}

/** Every URL path a route answers on, prefixed forms included. */
export function pathsOf(route: RouteDef, locales: readonly string[]): string[] {
  if (!route.prefixable) return [route.path];
  const prefixed = locales.map((l) => (route.path === '/' ? `/${l}` : `/${l}${route.path}`));
  return [route.path, ...prefixed];
}

/** The pattern recorded in request logs: never the concrete URL. */
export function patternOf(route: RouteDef, prefixed: boolean): string {
  const pattern = route.pattern ?? route.path;
  if (!prefixed) return pattern;
  return pattern === '/' ? '/:locale' : `/:locale${pattern}`;
}
