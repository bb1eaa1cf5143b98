/**
 * The answer to a form posted to a route's path (its `action`, server/routes/route-def.ts): the
 * same-origin check, the route's limits per client, the form read within its size limit, then
 * the action, whose result is answered here: a redirect (303 unless it says otherwise), JSON for
 * a script, or the route's view again under its layout with the status given (prefixed forms
 * aside: a post answers at the path it was sent to).
 */
import type { Request, RequestHandler, Response } from 'express';
import { formBody } from '../http/request-body.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import type { PageRenderer } from './pages.tsx';
import type { ActionResult, RouteDef, RouteServices } from './route-def.ts';

export function actionHandlers(route: RouteDef, app: RouteServices, render: PageRenderer): RequestHandler[] {
  const { action } = route;
  if (!action) throw new Error(`Route ${route.id}: no action to mount`);
  const respond = (req: Request, res: Response, result: ActionResult<unknown>): void => {
    if ('redirect' in result) return void res.redirect(result.status ?? 303, result.redirect);
    if ('json' in result) return void res.status(result.status ?? 200).json(result.json);
    if (!route.view) throw new Error(`Route ${route.id}: an action answered props, but there is no view`);
    const view = route.view(result.props);
    const body = typeof view === 'object' && view !== null && 'deferred' in view ? view.body : view;
    render(
      req,
      res,
      {
        status: result.status,
        layout: route.layout ?? 'default',
        titleKey: result.titleKey ?? route.titleKey,
        body,
        hideTabs: route.hideTabs,
        styles: route.styles,
      },
      false,
    );
  };
  const limits = (action.limits ?? []).map((limit) =>
    rateLimit({
      name: limit.name,
      points: typeof limit.points === 'function' ? limit.points(app) : limit.points,
      windowMs: limit.windowMs,
      onLimit: (req, res) => respond(req, res, { status: 429, props: limit.refused(req) }),
    }),
  );
  return [
    // Another site's form must not act for the visitor: 403, nothing done.
    sameOrigin([app.config.baseUrl]),
    ...limits,
    ...(action.formBytes ? formBody(action.formBytes) : []),
    async (req, res) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      respond(req, res, await action.run({ req, res, form, app }));
    },
  ];
}
