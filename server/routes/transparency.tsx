/**
 * /partners/transparency (and /en, /fr, /es) and /partners/transparency.json: the public donation
 * ledger, per month and association (server/sponsors/transparency.ts shapes the figures, read
 * from the store at most every 30 s). Mounted before the route table's pages, so that the
 * figures are read before rendering; the route is in the table for the locale prefixes and the
 * language switch (and ahead of /partners/:partner there).
 * Both answers say when the figures last changed; the JSON may be cached 30 s, so a billed click
 * shows within a minute.
 */
import { Router } from 'express';
import { LOCALES } from '../../client/contract/locale-choice.ts';
import type { TransparencyReport } from '../../client/contract/transparency-report.ts';
import { TransparencyPage } from '../../views/pages/TransparencyPage.tsx';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import type { Logger } from '../logger.ts';
import { transparencyJson } from '../sponsors/transparency.ts';
import type { pageRenderer } from './pages.tsx';
import type { RouteDef } from './route-def.ts';

export const TRANSPARENCY_PATH = '/partners/transparency';
export const TRANSPARENCY_JSON_PATH = '/partners/transparency.json';

const route: RouteDef = {
  id: 'transparency',
  path: TRANSPARENCY_PATH,
  prefixable: true,
  layout: 'default',
  styles: ['info', 'transparency'],
  titleKey: 'transparency.title',
  // Reached only without transparencyRouter (an app built with its own routes): no figures then.
  view: () => <TransparencyPage report={undefined} />,
};

export const transparencyRoutes: RouteDef[] = [route];

// Spelled out rather than pathsOf(route): route-table.tsx imports this file.
const PAGE_PATHS = [TRANSPARENCY_PATH, ...LOCALES.map((l) => `/${l}${TRANSPARENCY_PATH}`)];

/** Every path the router answers, for the registry (server/app.ts). */
export const TRANSPARENCY_PATHS = [...PAGE_PATHS, TRANSPARENCY_JSON_PATH];

/** The patterns the registry logs: the prefixed page forms as one. */
export const TRANSPARENCY_PATTERNS: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_PATHS.slice(1).map((path) => [path, `/:locale${TRANSPARENCY_PATH}`]),
);

export function transparencyRouter(options: {
  source: { report(): Promise<TransparencyReport> };
  render: ReturnType<typeof pageRenderer>;
  logger: Logger;
}): Router {
  const { source, render, logger } = options;
  const router = Router();

  const read = async (): Promise<TransparencyReport | undefined> => {
    try {
      return await source.report();
    } catch (error) {
      const reason = databaseUnavailableReason(error) ?? (error as Error)?.message ?? String(error);
      logger.warn({ reason }, 'transparency figures unavailable');
      return undefined;
    }
  };

  router.get(TRANSPARENCY_JSON_PATH, async (_req, res) => {
    const report = await read();
    if (!report) {
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(503).json({ error: 'The figures are unavailable for a moment; try again shortly.' });
    }
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json(transparencyJson(report));
  });

  router.get(PAGE_PATHS, async (req, res) => {
    const report = await read();
    render(
      req,
      res,
      {
        status: report ? 200 : 503,
        layout: route.layout,
        titleKey: route.titleKey,
        styles: route.styles,
        body: <TransparencyPage report={report} />,
      },
      true,
    );
  });
  return router;
}
