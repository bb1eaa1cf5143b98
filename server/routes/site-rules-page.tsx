/**
 * /settings/sites: a person's site rules (ADR 035). The page and its form, which sets or removes
 * one rule and goes back (303) to the page, or to a local `return` path such as the results page
 * the person came from; a script asking for JSON gets the new list and the host's previous
 * action (to offer Undo). A refused host is the page again, 400, with the reason and the list
 * unchanged. The export download is here too; the import and the curated lists are in
 * site-rules-import.tsx. Every form is checked for its origin by the route's action machinery.
 */
import type { RequestHandler } from 'express';
import { SiteRulesPage, type SiteRulesProps } from '../../views/pages/SiteRulesPage.tsx';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';
import { normalizeHost } from '../shared/site-host.ts';
import { SITE_ACTIONS, SITE_RULES_PATH, type SiteAction } from '../shared/site-rule.ts';
import { exportGoggles } from '../site-rules/goggles-file.ts';
import { editSiteRules } from '../site-rules/rule-edit.ts';
import { type ActionRequest, type ActionResult, defineRoute, type RouteDef } from './route-def.ts';
import { siteRulesImportRoutes } from './site-rules-import.tsx';
import { editErrorMessage } from './site-rules-messages.ts';
import { keptInCookie, rulesVisitor, saveSiteRules } from './site-rules-save.ts';

/** Longest host field kept to show again: as long as normalizeHost reads. */
const MAX_SHOWN_HOST = 2048;

const siteAction = (value: unknown): SiteAction | undefined => SITE_ACTIONS.find((action) => action === value);

/** `?host=` from a results page's link: prefilled only when it names a site, in its stored form. */
function prefilledHost(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const normalized = normalizeHost(value);
  return 'host' in normalized ? normalized.host : undefined;
}

async function saveRule({ req, res, form, app }: ActionRequest): Promise<ActionResult<SiteRulesProps>> {
  const visitor = rulesVisitor(res);
  const wantsJson = req.accepts(['html', 'json']) === 'json';
  const { siteRules } = visitor.settings;
  const typed = typeof form.host === 'string' ? form.host.slice(0, MAX_SHOWN_HOST) : '';
  const action = form.action === 'remove' ? 'remove' : siteAction(form.action);
  const refuse = (status: number, error: string, code: string): ActionResult<SiteRulesProps> =>
    wantsJson
      ? { status, json: { error, code } }
      : { status, props: { rules: siteRules, host: typed, action: siteAction(action), error } };

  if (!action) return refuse(400, req.t('siteRules.errors.action'), 'bad-action');
  const edit = editSiteRules(siteRules, typed, action, keptInCookie(visitor));
  if ('error' in edit) return refuse(400, editErrorMessage(req.t, edit.error), edit.error);
  if (!(await saveSiteRules(req, res, app, visitor, edit.rules))) {
    return refuse(503, req.t('siteRules.errors.failed'), 'failed');
  }
  if (wantsJson) return { json: { ok: true, rules: edit.rules, host: edit.host, previous: edit.previous } };
  return { redirect: safeRedirectTarget(form.return, SITE_RULES_PATH) };
}

/** The rules as a Goggles file: a download, never cached (it is this visitor's alone). */
const exportRules: RequestHandler = (_req, res) => {
  const visitor = rulesVisitor(res);
  res.set({
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Disposition': 'attachment; filename="karma-site-rules.goggle"',
    'Cache-Control': 'no-store',
  });
  res.send(exportGoggles(visitor.settings.siteRules, new Date()));
};

export const siteRulesRoutes: RouteDef[] = [
  defineRoute<SiteRulesProps>({
    id: 'site-rules',
    path: SITE_RULES_PATH,
    prefixable: true,
    layout: 'search',
    hideTabs: true,
    styles: ['settings'],
    titleKey: 'siteRules.title',
    methodPatterns: ['POST'],
    load: (ctx) => ({
      props: {
        rules: ctx.visitor?.settings.siteRules ?? [],
        host: prefilledHost(ctx.query.host),
        action: siteAction(ctx.query.action),
        // A results page's link may say where to go back to: a path on this site, or nowhere.
        returnTo: safeRedirectTarget(ctx.query.return, '') || undefined,
      },
    }),
    view: (props) => <SiteRulesPage {...props} />,
    action: { formBytes: 8 * 1024, run: saveRule },
  }),
  { id: 'site-rules-export', path: `${SITE_RULES_PATH}/export`, stage: 'visitor', handler: exportRules },
  ...siteRulesImportRoutes,
];
