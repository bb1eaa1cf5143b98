/**
 * Export and import as a Goggles text file: a download link, and one form that takes pasted
 * rules or a chosen file (multipart, so that it works without JavaScript), then what the import
 * did: how many rules it added, each line it skipped with its number and reason, and the rules a
 * full list refused.
 */

import { useRequest } from '../use-request.tsx';
import type { AddedSummary } from './site-rules-props.ts';

export function RuleFiles(props: { importError?: string; importText?: string }) {
  const { t } = useRequest();
  return (
    <section className="settings__card site-rules__files" aria-labelledby="site-rules-files">
      <h2 id="site-rules-files">{t('siteRules.files.title')}</h2>
      <p className="privacy-note">{t('siteRules.files.intro')}</p>
      <p>
        <a className="button site-rules__download" href="/settings/sites/export" download>
          {t('siteRules.files.export')}
        </a>
      </p>
      <form method="post" action="/settings/sites/import" encType="multipart/form-data" className="site-rules__import">
        <p className="field">
          <label htmlFor="site-rules-import-text">{t('siteRules.files.paste')}</label>
          <textarea
            id="site-rules-import-text"
            name="rules"
            rows={5}
            spellCheck={false}
            defaultValue={props.importText ?? ''}
            placeholder="$discard,site=example.com"
            aria-describedby={props.importError ? 'site-rules-import-error' : undefined}
          />
        </p>
        <p className="field">
          <label htmlFor="site-rules-import-file">{t('siteRules.files.file')}</label>
          <input type="file" id="site-rules-import-file" name="file" accept=".goggle,.goggles,.txt,text/plain" />
        </p>
        {props.importError ? (
          <p className="field-error" id="site-rules-import-error">
            {props.importError}
          </p>
        ) : null}
        <p>
          <button type="submit">{t('siteRules.files.import')}</button>
        </p>
      </form>
    </section>
  );
}

/** What an import or a curated list did, shown above the rules. */
export function AddedReport({ summary }: { summary: AddedSummary }) {
  const { t } = useRequest();
  return (
    <div className="notice site-rules__report" role="status">
      <p>
        {summary.listTitle
          ? t('siteRules.report.listAdded', { count: summary.changed, name: summary.listTitle })
          : t('siteRules.report.added', { count: summary.changed })}
      </p>
      {summary.skipped.length > 0 ? (
        <>
          <h3>{t('siteRules.report.skippedTitle')}</h3>
          <ul className="site-rules__skipped">
            {summary.skipped.map((skipped) => (
              <li key={skipped.line}>
                <span className="site-rules__line">{`${t('siteRules.report.line')} ${skipped.line}`}</span>{' '}
                <code>{skipped.text}</code> <span className="site-rules__reason">{skipped.reason}</span>
              </li>
            ))}
          </ul>
          {summary.skippedMore > 0 ? <p>{t('siteRules.report.skippedMore', { count: summary.skippedMore })}</p> : null}
        </>
      ) : null}
      {summary.refused.length > 0 ? (
        <>
          <h3>{t('siteRules.report.refusedTitle')}</h3>
          <p className="site-rules__refused">{summary.refused.map((rule) => rule.host).join(', ')}</p>
        </>
      ) : null}
    </div>
  );
}
