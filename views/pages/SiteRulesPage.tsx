/**
 * /settings/sites: a person's site rules (block, lower, raise, pin), working without JavaScript.
 * Every form posts to a /settings/sites path and comes back here: a rule set or removed, an
 * import's report, a curated list added, or the reason nothing changed. The rules stay on the
 * device (a cookie) for a visitor without an account, and in the account for one logged in.
 */
import { SITE_ACTIONS } from '../../server/shared/site-rule.ts';
import { CuratedLists } from '../site-rules/CuratedLists.tsx';
import { AddedReport, RuleFiles } from '../site-rules/RuleFiles.tsx';
import { RuleForm } from '../site-rules/RuleForm.tsx';
import { RuleList } from '../site-rules/RuleList.tsx';
import type { SiteRulesProps } from '../site-rules/site-rules-props.ts';
import { useRequest } from '../use-request.tsx';

export type { SiteRulesProps };

export function SiteRulesPage(props: SiteRulesProps) {
  const { t, locale, prefixed, query, visitor } = useRequest();
  // The forms come back to the page as it was opened, in its language (a post is never prefixed).
  const returnTo = `${prefixed ? `/${locale}` : ''}/settings/sites?saved=1`;
  return (
    <section className="settings site-rules">
      <p className="site-rules__back">
        <a href="/settings">{t('siteRules.back')}</a>
      </p>
      <h1>{t('siteRules.title')}</h1>
      <p className="site-rules__intro">{t('siteRules.intro')}</p>
      <dl className="site-rules__help">
        {SITE_ACTIONS.map((action) => (
          <div key={action}>
            <dt>{t(`siteRules.actions.${action}.label`)}</dt>
            <dd>{t(`siteRules.actions.${action}.help`)}</dd>
          </div>
        ))}
      </dl>
      <p className="privacy-note site-rules__privacy">
        {visitor?.account ? t('siteRules.privacy.account') : t('siteRules.privacy.device')}
      </p>
      {query.saved === '1' && !props.error ? (
        <p className="notice" role="status">
          {t('siteRules.saved')}
        </p>
      ) : null}
      {props.error || props.importError ? (
        // Said at the top, where a page loaded without JavaScript opens; the link goes to the field.
        <p className="field-error site-rules__alert" role="alert">
          <a href={props.error ? '#site-rules-host' : '#site-rules-import-text'}>{props.error ?? props.importError}</a>
        </p>
      ) : null}
      {props.summary ? <AddedReport summary={props.summary} /> : null}
      <div className="site-rules__grid">
        <RuleForm host={props.host} action={props.action} error={props.error} returnTo={props.returnTo ?? returnTo} />
        <RuleList rules={props.rules} returnTo={returnTo} />
        <RuleFiles importError={props.importError} importText={props.importText} />
        <CuratedLists />
      </div>
    </section>
  );
}
