/** Header and footer of the default layout; the search layout has its own compact header. */

import { useRequest } from '../request-context.tsx';
import { Island } from './Island.tsx';
import { KarmaCounter } from './KarmaCounter.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function homeHref(locale: string, prefixed: boolean): string {
  return prefixed ? `/${locale}` : '/';
}

export function SkipLink() {
  const { t } = useRequest();
  return (
    <a className="skip-link" href="#main">
      {t('layout.skipToContent')}
    </a>
  );
}

export function NavigationProgressIsland() {
  const { t } = useRequest();
  return <Island name="NavigationProgress" props={{ label: t('layout.loading') }} />;
}

export function SiteHeader() {
  const { t, locale, prefixed } = useRequest();
  const prefix = prefixed ? `/${locale}` : '';
  return (
    <header className="site-header">
      <a className="logo" href={homeHref(locale, prefixed)}>
        {t('site.name')}
      </a>
      <nav className="site-nav" aria-label={t('layout.mainNavigation')}>
        <a href={`${prefix}/discover`}>{t('pages.discover.title')}</a>
        <a href="/settings">{t('pages.settings.title')}</a>
        <a href={`${prefix}/auth/login`}>{t('pages.login.title')}</a>
      </nav>
      <KarmaCounter />
    </header>
  );
}

export function ColorModeIsland() {
  const { t, colorMode, originalUrl, config } = useRequest();
  return (
    <Island
      name="ColorModeSwitch"
      props={{
        mode: colorMode,
        returnTo: originalUrl,
        cookieDomain: config.cookieDomain,
        labels: {
          legend: t('colorMode.legend'),
          system: t('colorMode.system'),
          light: t('colorMode.light'),
          dark: t('colorMode.dark'),
        },
      }}
    />
  );
}

export function SiteFooter() {
  const { t, locale, prefixed } = useRequest();
  const prefix = prefixed ? `/${locale}` : '';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('layout.footerNavigation')}>
          <a href={`${prefix}/cookies`}>{t('pages.cookies.title')}</a>
        </nav>
        <LanguageSwitch />
        <ColorModeIsland />
      </div>
    </footer>
  );
}
