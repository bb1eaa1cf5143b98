/**
 * /partners/transparency (and /en, /fr, /es) and /partners/transparency.json: the public donation
 * ledger, per month and association (server/sponsors/transparency.ts shapes the figures, read
 * from the store at most every 30 s). The page's loader reads the figures before rendering
 * (without them, the page says so with a 503). The tables list these routes ahead of
 * /partners/:partner, which would take them for a partner's slug.
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
import type { RequestHandler, Response } from 'express';
import type { ComponentProps } from 'react';
import { TransparencyPage } from '../../views/pages/TransparencyPage.tsx';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import { STATEMENTS_PATH } from '../ledger/statement-service.ts';
import { transparencyCsv } from '../ledger/transparency-csv.ts';
import type { Logger } from '../logger.ts';
import type { StatementSummary } from '../shared/transparency-report.ts';
import { transparencyJson } from '../sponsors/transparency.ts';
import { defineRoute, type RouteDef } from './route-def.ts';
import type { TransparencySource } from './route-services.ts';

export const TRANSPARENCY_PATH = '/partners/transparency';
export const TRANSPARENCY_JSON_PATH = '/partners/transparency.json';
export const TRANSPARENCY_CSV_PATH = '/partners/transparency.csv';
export const LEDGER_KEY_PATH = '/partners/transparency/key';
export const STATEMENTS_LIST_PATH = `${STATEMENTS_PATH}.json`;
export const VERIFIER_PATH = '/partners/transparency/verify-statements.mjs';

const MONTH_FILE = /^(\d{4}-(0[1-9]|1[0-2]))\.json$/;

export type { TransparencySource };

const unavailable = (res: Response) => {
  res.setHeader('Cache-Control', 'no-store');
  res.status(503).json({ error: 'The figures are unavailable for a moment; try again shortly.' });
};

const notFound = (res: Response, error: string) => {
  res.setHeader('Cache-Control', 'no-store');
  res.status(404).json({ error });
};

const file = (id: string, path: string, handler: RequestHandler): RouteDef => ({ id, path, handler });

/** What a read failed on, logged by its reason only: the figures hold nothing about visitors anyway. */
function attempter(logger: Logger) {
  return async <T,>(what: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      const reason = databaseUnavailableReason(error) ?? (error as Error)?.message ?? String(error);
      logger.warn({ reason }, `${what} unavailable`);
      return undefined;
    }
  };
}

/** The page, in the page table: its loader reads the app's figures (RouteServices.transparency). */
export const transparencyPageRoute = defineRoute<ComponentProps<typeof TransparencyPage>>({
  id: 'transparency',
  path: TRANSPARENCY_PATH,
  prefixable: true,
  layout: 'default',
  styles: ['info', 'transparency'],
  titleKey: 'transparency.title',
  load: async (_ctx, app) => {
    const attempt = attempter(app.logger);
    const { statements } = app.transparency;
    const report = await attempt('transparency figures', () => app.transparency.report());
    const list: StatementSummary[] | undefined =
      report && statements ? await attempt('statements', () => statements.list()) : undefined;
    return { props: { report, statements: list }, status: report ? 200 : 503 };
  },
  view: (props) => <TransparencyPage {...props} />,
});

/** The figures as JSON and CSV, and what lets anyone check them. */
export function transparencyFileRoutes(options: { source: TransparencySource; logger: Logger }): RouteDef[] {
  const { source } = options;
  const attempt = attempter(options.logger);
  const read = () => attempt('transparency figures', () => source.report());
  const statements = source.statements;

  return [
    file('transparency-json', TRANSPARENCY_JSON_PATH, async (_req, res) => {
      const report = await read();
      if (!report) return unavailable(res);
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.json(transparencyJson(report));
    }),

    file('transparency-csv', TRANSPARENCY_CSV_PATH, async (_req, res) => {
      const report = await read();
      if (!report) return unavailable(res);
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.setHeader('Content-Disposition', 'attachment; filename="karma-donations.csv"');
      res.type('text/csv; charset=utf-8').send(transparencyCsv(report));
    }),

    file('ledger-key', LEDGER_KEY_PATH, async (_req, res) => {
      if (!statements) return notFound(res, 'No ledger key here.');
      const keys = await attempt('ledger key', () => statements.keys());
      if (!keys) return unavailable(res);
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(keys);
    }),

    file('statements', STATEMENTS_LIST_PATH, async (_req, res) => {
      if (!statements) return notFound(res, 'No statements here.');
      const list = await attempt('statements', () => statements.list());
      if (!list) return unavailable(res);
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.json({ statements: list });
    }),

    {
      ...file('statement', `${STATEMENTS_PATH}/:file`, async (req, res) => {
        const month = MONTH_FILE.exec(String(req.params.file))?.[1];
        if (!statements || !month)
          return notFound(res, 'A statement is at /partners/transparency/statements/YYYY-MM.json.');
        const found = await attempt('statement', async () => ({ text: await statements.statement(month) }));
        if (!found) return unavailable(res);
        if (found.text === undefined) return notFound(res, `No statement for ${month}.`);
        const final = (JSON.parse(found.text) as { final: boolean }).final;
        res.setHeader('Cache-Control', final ? 'public, max-age=86400' : 'public, max-age=30');
        res.type('application/json').send(found.text);
      }),
      pattern: `${STATEMENTS_PATH}/:month.json`,
    },

    // The verifier as the repository holds it, so that it can be read before it is run.
    file('statements-verifier', VERIFIER_PATH, async (_req, res) => {
      const path = join(process.cwd(), 'scripts', 'verify-statements.mjs');
      const text = await readFile(path, 'utf8').catch(() => undefined);
      if (text === undefined) return notFound(res, 'The verifier is not installed on this server.');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.setHeader('Content-Disposition', 'attachment; filename="verify-statements.mjs"');
      res.type('text/javascript; charset=utf-8').send(text);
    }),
  ];
}
