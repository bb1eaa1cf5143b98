/**
 * The operator's ready-made lists (server/shared/curated-site-lists.ts), each added with one
 * button. No section at all when the operator publishes none.
 */
import { CURATED_SITE_LISTS } from '../../server/shared/curated-site-lists.ts';
import { useRequest } from '../use-request.tsx';

export function CuratedLists() {
  const { t, locale } = useRequest();
  if (CURATED_SITE_LISTS.length === 0) return null;
  return (
    <section className="settings__card site-rules__lists" aria-labelledby="site-rules-lists">
      <h2 id="site-rules-lists">{t('siteRules.lists.title')}</h2>
      <p className="privacy-note">{t('siteRules.lists.intro')}</p>
      <ul>
        {CURATED_SITE_LISTS.map((list) => (
          <li key={list.id} className="site-rules__list-entry">
            <h3>{list.title[locale]}</h3>
            <p>{list.description[locale]}</p>
            <p className="site-rules__list-hosts">{list.rules.map((rule) => rule.host).join(', ')}</p>
            <form method="post" action="/settings/sites/lists">
              <input type="hidden" name="id" value={list.id} />
              <button type="submit">{t('siteRules.lists.add', { count: list.rules.length })}</button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
