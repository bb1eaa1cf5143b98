/**
 * The visitor's rules in their order (the pins' order is the order they were pinned), each with
 * its action and a small form that removes it, and how many of the MAX_RULES are used.
 */
import { MAX_RULES, type SiteRule } from '../../server/shared/site-rule.ts';
import { useRequest } from '../use-request.tsx';

export function RuleList({ rules, returnTo }: { rules: readonly SiteRule[]; returnTo: string }) {
  const { t } = useRequest();
  return (
    <section className="settings__card site-rules__rules" aria-labelledby="site-rules-list">
      <h2 id="site-rules-list">{t('siteRules.list.title')}</h2>
      <p className="site-rules__count">{t('siteRules.list.count', { amount: rules.length, total: MAX_RULES })}</p>
      {rules.length === 0 ? (
        <p className="site-rules__empty">{t('siteRules.list.empty')}</p>
      ) : (
        <ul className="site-rules__list">
          {rules.map((rule) => (
            <li key={rule.host} className="site-rules__rule">
              <span className="site-rules__host">{rule.host}</span>
              <span className={`site-rules__badge site-rules__badge--${rule.action}`}>
                {t(`siteRules.actions.${rule.action}.label`)}
              </span>
              <form method="post" action="/settings/sites">
                <input type="hidden" name="host" value={rule.host} />
                <input type="hidden" name="action" value="remove" />
                <input type="hidden" name="return" value={returnTo} />
                <button
                  type="submit"
                  className="site-rules__remove"
                  aria-label={t('siteRules.list.removeLabel', { site: rule.host })}
                >
                  {t('siteRules.list.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
