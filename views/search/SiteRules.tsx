/**
 * A results page's part of the visitor's site rules: on each result a link to manage its site
 * (/settings/sites with the host filled in, which works without JavaScript), the one island that
 * turns those links into a menu (client/islands/SiteRulesMenuIsland.tsx), and the line saying how
 * many results the rules hid.
 */
import { hostOfUrl } from '../../server/shared/site-host.ts';
import { SITE_RULES_PATH } from '../../server/shared/site-rule.ts';
import { Island } from '../components/Island.tsx';
import { useRequest } from '../use-request.tsx';

/** The host a rule for this result would name: `www.` dropped, as the rules page stores it. */
function ruleHostOf(url: string): string | undefined {
  const host = hostOfUrl(url);
  return host && /^www\.[^.]+\./.test(host) ? host.slice(4) : host;
}

export function SiteRulesLink({ url }: { url: string }) {
  const { t } = useRequest();
  const host = ruleHostOf(url);
  if (!host) return null;
  const label = t('search.siteRules.menu', { host });
  return (
    <a
      className="site-rules-link"
      href={`${SITE_RULES_PATH}?host=${encodeURIComponent(host)}`}
      data-host={host}
      title={label}
      rel="nofollow"
    >
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">⋮</span>
    </a>
  );
}

export function SiteRulesMenu() {
  const { t } = useRequest();
  const labels = {
    menu: t('search.siteRules.menuShort'),
    block: t('search.siteRules.block'),
    raise: t('search.siteRules.raise'),
    lower: t('search.siteRules.lower'),
    pin: t('search.siteRules.pin'),
    manage: t('search.siteRules.manage'),
    hidden: t('search.siteRules.blocked', { host: '{{host}}', interpolation: { skipOnVariables: true } }),
    undo: t('search.siteRules.undo'),
  };
  return <Island name="SiteRulesMenu" keep near="a.site-rules-link" props={{ endpoint: SITE_RULES_PATH, labels }} />;
}

export function HiddenBySiteRules({ count }: { count: number | undefined }) {
  const { t } = useRequest();
  if (!count) return null;
  return (
    <p className="notice notice--small">
      {t('search.siteRules.hidden', { count })} <a href={SITE_RULES_PATH}>{t('search.siteRules.manage')}</a>
    </p>
  );
}
