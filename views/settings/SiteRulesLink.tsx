/**
 * The way from /settings to the site rules page (/settings/sites): what it is for, and how many
 * rules the visitor has.
 */
import { useRequest } from '../use-request.tsx';

export function SiteRulesLink({ count }: { count: number }) {
  const { t } = useRequest();
  return (
    <section className="settings-panel settings-sites-link" aria-labelledby="settings-sites-link-title">
      <h2 id="settings-sites-link-title">{t('restore.sites.title')}</h2>
      <p>{t('restore.sites.description')}</p>
      <p className="settings-sites-link__row">
        <a className="button" href="/settings/sites">
          {t('restore.sites.manage')}
        </a>
        <span className="settings-sites-link__count">
          {count > 0 ? t('restore.sites.count', { count }) : t('restore.sites.none')}
        </span>
      </p>
    </section>
  );
}
