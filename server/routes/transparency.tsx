/**
 * /partners/transparency (and /en, /fr, /es) and /partners/transparency.json: the public donation
 * ledger, per month and association (server/sponsors/transparency.ts shapes the figures, read
 * from the store at most every 30 s). Mounted before the route table's pages, so that the
 * figures are read before rendering; the route is in the table for the locale prefixes and the
 * language switch (and ahead of /partners/:partner there).
 * Both answers say when the figures last changed; the JSON may be cached 30 s, so a billed click
 * shows within a minute.
 *
 * Beside them, what lets anyone check the figures (server/ledger/, docs/sponsored-links.md): the
 * ledger's public key (/key), the signed monthly statements (/statements.json, /statements/
 * YYYY-MM.json: a final one is the same bytes for ever), the figures as CSV, and the verifier
 * script itself. A malformed or unknown month is a 404, never a 500.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Response, Router } from 'express';
import { LOCALES } from '../../client/contract/locale-choice.ts';
import type { StatementSummary, TransparencyReport } from '../../client/contract/transparency-report.ts';
import { TransparencyPage } from '../../views/pages/TransparencyPage.tsx';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import { STATEMENTS_PATH, type StatementService } from '../ledger/statement-service.ts';
import { transparencyCsv } from '../ledger/transparency-csv.ts';
import type { Logger } from '../logger.ts';
import { transparencyJson } from '../sponsors/transparency.ts';
import type { pageRenderer } from './pages.tsx';
import type { RouteDef } from './route-def.ts';

export const TRANSPARENCY_PATH = '/partners/transparency';
export const TRANSPARENCY_JSON_PATH = '/partners/transparency.json';
export const TRANSPARENCY_CSV_PATH = '/partners/transparency.csv';
export const LEDGER_KEY_PATH = '/partners/transparency/key';
export const STATEMENTS_LIST_PATH = `${STATEMENTS_PATH}.json`;
export const VERIFIER_PATH = '/partners/transparency/verify-statements.mjs';

const MONTH_FILE = /^(\d{4}-(0[1-9]|1[0-2]))\.json$/;

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
export const TRANSPARENCY_PATHS = [
  ...PAGE_PATHS,
  TRANSPARENCY_JSON_PATH,
  TRANSPARENCY_CSV_PATH,
  LEDGER_KEY_PATH,
  STATEMENTS_LIST_PATH,
  `${STATEMENTS_PATH}/*`,
  VERIFIER_PATH,
];

/** The patterns the registry logs: the prefixed page forms as one, every statement as one. */
export const TRANSPARENCY_PATTERNS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PAGE_PATHS.slice(1).map((path) => [path, `/:locale${TRANSPARENCY_PATH}`])),
  [`${STATEMENTS_PATH}/*`]: `${STATEMENTS_PATH}/:month.json`,
};

/** The figures' source; `statements` absent, the statement paths answer 404. */
export interface TransparencySource {
  report(): Promise<TransparencyReport>;
  statements?: StatementService;
}

const unavailable = (res: Response) => {
  res.setHeader('Cache-Control', 'no-store');
  res.status(503).json({ error: 'The figures are unavailable for a moment; try again shortly.' });
};

const notFound = (res: Response, error: string) => {
  res.setHeader('Cache-Control', 'no-store');
  res.status(404).json({ error });
};

export function transparencyRouter(options: {
  source: TransparencySource;
  render: ReturnType<typeof pageRenderer>;
  logger: Logger;
}): Router {
  const { source, render, logger } = options;
  const router = Router();

  // The reason only (never a request's detail): the figures hold nothing about visitors anyway.
  const attempt = async <T,>(what: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      const reason = databaseUnavailableReason(error) ?? (error as Error)?.message ?? String(error);
      logger.warn({ reason }, `${what} unavailable`);
      return undefined;
    }
  };
  const read = () => attempt('transparency figures', () => source.report());
  const statements = source.statements;

  router.get(TRANSPARENCY_JSON_PATH, async (_req, res) => {
    const report = await read();
    if (!report) return unavailable(res);
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json(transparencyJson(report));
  });

  router.get(TRANSPARENCY_CSV_PATH, async (_req, res) => {
    const report = await read();
    if (!report) return unavailable(res);
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.setHeader('Content-Disposition', 'attachment; filename="karma-donations.csv"');
    res.type('text/csv; charset=utf-8').send(transparencyCsv(report));
  });

  router.get(LEDGER_KEY_PATH, async (_req, res) => {
    if (!statements) return notFound(res, 'No ledger key here.');
    const keys = await attempt('ledger key', () => statements.keys());
    if (!keys) return unavailable(res);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(keys);
  });

  router.get(STATEMENTS_LIST_PATH, async (_req, res) => {
    if (!statements) return notFound(res, 'No statements here.');
    const list = await attempt('statements', () => statements.list());
    if (!list) return unavailable(res);
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json({ statements: list });
  });

  router.get(`${STATEMENTS_PATH}/:file`, async (req, res) => {
    const month = MONTH_FILE.exec(req.params.file)?.[1];
    if (!statements || !month)
      return notFound(res, 'A statement is at /partners/transparency/statements/YYYY-MM.json.');
    const found = await attempt('statement', async () => ({ text: await statements.statement(month) }));
    if (!found) return unavailable(res);
    if (found.text === undefined) return notFound(res, `No statement for ${month}.`);
    const final = (JSON.parse(found.text) as { final: boolean }).final;
    res.setHeader('Cache-Control', final ? 'public, max-age=86400' : 'public, max-age=30');
    res.type('application/json').send(found.text);
  });

  // The verifier as the repository holds it, so that it can be read before it is run.
  router.get(VERIFIER_PATH, async (_req, res) => {
    const text = await readFile(join(process.cwd(), 'scripts', 'verify-statements.mjs'), 'utf8').catch(() => undefined);
    if (text === undefined) return notFound(res, 'The verifier is not installed on this server.');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Content-Disposition', 'attachment; filename="verify-statements.mjs"');
    res.type('text/javascript; charset=utf-8').send(text);
  });

  router.get(PAGE_PATHS, async (req, res) => {
    const report = await read();
    const list: StatementSummary[] | undefined =
      report && statements ? await attempt('statements', () => statements.list()) : undefined;
    render(
      req,
      res,
      {
        status: report ? 200 : 503,
        layout: route.layout,
        titleKey: route.titleKey,
        styles: route.styles,
        body: <TransparencyPage report={report} statements={list} />,
      },
      true,
    );
  });
  return router;
}
