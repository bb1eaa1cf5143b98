/**
 * Rules added in bulk on /settings/sites: `POST /settings/sites/import` reads a Goggles file,
 * pasted (field `rules`) or chosen (multipart field `file`, at most MAX_IMPORT_BYTES), and
 * `POST /settings/sites/lists` adds one of the operator's curated lists (field `id`). Both merge
 * into the visitor's rules and show the page with a report: how many were added, each skipped
 * line with its number and reason, the rules refused because the list is full. Input that gives
 * no rule is refused (400) with the text kept, and the rules are left as they were.
 */
import type { Request } from 'express';
import { SiteRulesPage, type SiteRulesProps } from '../../views/pages/SiteRulesPage.tsx';
import { curatedSiteList } from '../shared/curated-site-lists.ts';
import type { SiteRule } from '../shared/site-rule.ts';
import { importGoggles, type SkippedLine } from '../site-rules/goggles-file.ts';
import { addSiteRules } from '../site-rules/rule-edit.ts';
import { type ActionRequest, type ActionResult, defineRoute, type RouteDef } from './route-def.ts';
import { addedSummary } from './site-rules-messages.ts';
import { keptInCookie, rulesVisitor, saveSiteRules } from './site-rules-save.ts';
import { readRulesUpload } from './site-rules-upload.ts';

/** A Goggles file of MAX_RULES long hosts is under 30 KB; anything far past it is no rules file. */
export const MAX_IMPORT_BYTES = 64 * 1024;
/** The pasted text percent-encoded (up to three bytes a byte), or the file with its multipart framing. */
const IMPORT_FORM_BYTES = 3 * MAX_IMPORT_BYTES + 4 * 1024;

type Result = ActionResult<SiteRulesProps>;

/** The text to import: the chosen file when there is one, else what was pasted. */
async function importedText(req: Request, form: Record<string, unknown>) {
  if (!req.is('multipart/form-data')) return { text: typeof form.rules === 'string' ? form.rules : '', pasted: true };
  const upload = await readRulesUpload(req, MAX_IMPORT_BYTES);
  if ('error' in upload) return upload;
  if (upload.file !== undefined && upload.file.trim() !== '') return { text: upload.file, pasted: false };
  return { text: upload.rules ?? '', pasted: true };
}

/** Merges the rules, saves them and shows the page with its report; the rules unchanged when saving fails. */
async function addAndReport(
  { req, res, app }: ActionRequest,
  added: readonly SiteRule[],
  report: { skipped?: readonly SkippedLine[]; listTitle?: string },
): Promise<Result> {
  const visitor = rulesVisitor(res);
  const merged = addSiteRules(visitor.settings.siteRules, added, keptInCookie(visitor));
  const summary = addedSummary(req.t, { changed: merged.changed, refused: merged.refused, ...report });
  if (!(await saveSiteRules(req, res, app, visitor, merged.rules))) {
    return { status: 503, props: { rules: visitor.settings.siteRules, importError: req.t('siteRules.errors.failed') } };
  }
  return { status: 200, props: { rules: merged.rules, summary } };
}

async function importRules(ctx: ActionRequest): Promise<Result> {
  const { req, res, form } = ctx;
  const { siteRules } = rulesVisitor(res).settings;
  const refuse = (key: string, importText?: string, skipped?: readonly SkippedLine[]): Result => ({
    status: 400,
    props: {
      rules: siteRules,
      importError: req.t(key, { amount: MAX_IMPORT_BYTES / 1024 }),
      importText,
      summary: skipped?.length ? addedSummary(req.t, { changed: 0, refused: [], skipped }) : undefined,
    },
  });
  const read = await importedText(req, form);
  if ('error' in read) {
    // The rest of a body refused as too large is not read: the connection ends with the answer.
    if (read.error === 'too-large') res.setHeader('Connection', 'close');
    return refuse(read.error === 'too-large' ? 'siteRules.errors.importTooLarge' : 'siteRules.errors.importUnreadable');
  }
  const kept = read.pasted ? read.text : undefined;
  if (Buffer.byteLength(read.text, 'utf8') > MAX_IMPORT_BYTES) return refuse('siteRules.errors.importTooLarge');
  if (read.text.trim() === '') return refuse('siteRules.errors.importEmpty');
  const imported = importGoggles(read.text);
  if (imported.rules.length === 0) return refuse('siteRules.errors.importNoRules', kept, imported.skipped);
  return addAndReport(ctx, imported.rules, { skipped: imported.skipped });
}

async function addCuratedList(ctx: ActionRequest): Promise<Result> {
  const list = curatedSiteList(ctx.form.id);
  if (!list) {
    const rules = rulesVisitor(ctx.res).settings.siteRules;
    return { status: 400, props: { rules, importError: ctx.req.t('siteRules.errors.unknownList') } };
  }
  return addAndReport(ctx, list.rules, { listTitle: list.title[ctx.res.locals.locale] });
}

const bulkRoute = (id: string, path: string, formBytes: number, run: (ctx: ActionRequest) => Promise<Result>) =>
  defineRoute<SiteRulesProps>({
    id,
    path,
    methods: ['POST'],
    layout: 'search',
    hideTabs: true,
    styles: ['settings'],
    titleKey: 'siteRules.title',
    methodPatterns: ['POST'],
    view: (props) => <SiteRulesPage {...props} />,
    action: { formBytes, run },
  });

export const siteRulesImportRoutes: RouteDef[] = [
  bulkRoute('site-rules-import', '/settings/sites/import', IMPORT_FORM_BYTES, importRules),
  bulkRoute('site-rules-lists', '/settings/sites/lists', 1024, addCuratedList),
];
