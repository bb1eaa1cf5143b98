/**
 * Header (with the side navigation drawer) and footer of the default layout; the search layout has
 * its own compact header. The drawer is a <details>: it opens and closes without JavaScript, from
 * the keyboard too (Enter or Space on its summary).
 */

import { isSitePath } from '../../server/shared/local-href.ts';
import { unprefetchableResultPaths } from '../../server/shared/prefetch-rules.ts';
import { providerPrivacyHref } from '../content/provider-privacy.ts';
import { DRAWER_SECTIONS, FEEDBACK_HREF, FOOTER_LINKS } from '../content/site-links.ts';
import { configuredSocialLinks } from '../content/social-links.ts';
import { SITE_HEADER_ID } from '../header-ids.ts';
import { useLocalHref } from '../pages/info/local-href.ts';
import { useRequest } from '../use-request.tsx';
import { AccountSummary } from './AccountSummary.tsx';
import { Island } from './Island.tsx';
import { KarmaCounter } from './KarmaCounter.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LogoMark } from './LogoMark.tsx';
import { MailShortcuts } from './MailShortcuts.tsx';
import { NewFeatureBadge } from './NewFeatureBadge.tsx';
import { NotificationBell } from './NotificationBell.tsx';

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
  const { t, services } = useRequest();
  const noPrefetchPaths = unprefetchableResultPaths(services.search?.provider.capabilities);
  return (
    <>
      <Island name="NavigationProgress" keep props={{ label: t('layout.loading'), noPrefetchPaths }} />
      <Island
        name="ConnectionStatus"
        keep
        props={{ offline: t('layout.offline'), backOnline: t('layout.backOnline') }}
      />
    </>
  );
}

/** Logged in, the drawer shows the account instead of offering to log in. */
const LOGIN_HREF = '/auth/login';

/** The side navigation: the account when logged in, about, act, help and resources, then the settings. */
export function NavigationDrawer() {
  const { t, visitor } = useRequest();
  const localHref = useLocalHref();
  const loggedIn = Boolean(visitor?.account);
  return (
    <details className="drawer">
      {/* The label is its own layer: it stays above the open panel, where it closes the drawer. */}
      <summary className="drawer__toggle">
        <span className="drawer__label">
          {t('drawer.menu')}
          <NewFeatureBadge feature="auth" />
        </span>
      </summary>
      <nav className="drawer__panel" aria-label={t('drawer.label')}>
        {loggedIn ? (
          <section aria-labelledby="drawer-account">
            <h2 id="drawer-account">{t('settings.account.title')}</h2>
            <AccountSummary withCounter />
          </section>
        ) : null}
        {DRAWER_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`drawer-${section.id}`}>
            <h2 id={`drawer-${section.id}`}>{t(section.labelKey)}</h2>
            <ul>
              {section.links
                .filter((link) => !(loggedIn && link.href === LOGIN_HREF))
                .map((link) => (
                  <li key={link.href}>
                    <a href={localHref(link.href)}>{t(link.labelKey)}</a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <p className="drawer__settings">
          <a href="/settings">{t('pages.settings.title')}</a>
        </p>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const { t, locale, prefixed, visitor } = useRequest();
  const prefix = prefixed ? `/${locale}` : '';
  return (
    <header className="site-header" id={SITE_HEADER_ID}>
      <NavigationDrawer />
      <a className="logo" href={homeHref(locale, prefixed)}>
        <LogoMark />
        <span className="logo__name">{t('site.name')}</span>
      </a>
      <nav className="site-nav" aria-label={t('layout.mainNavigation')}>
        <a href={`${prefix}/discover`}>{t('pages.discover.title')}</a>
        <a href="/settings">{t('pages.settings.title')}</a>
        {visitor?.account ? <AccountSummary /> : <a href={`${prefix}/auth/login`}>{t('pages.login.title')}</a>}
      </nav>
      <MailShortcuts />
      <NotificationBell />
      <KarmaCounter />
    </header>
  );
}

export function ColorModeIsland() {
  const { t, colorMode, originalUrl, config } = useRequest();
  return (
    // A plain form until hydrated, so the chunk waits for the first pointer or focus.
    <Island
      name="ColorModeSwitch"
      hydrate="interaction"
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

/** Same-site links are localized; the results provider's notice may be on another site. */
function FooterLink({ href, label }: { href: string; label: string }) {
  const localHref = useLocalHref();
  return isSitePath(href) ? (
    <a href={localHref(href)}>{label}</a>
  ) : (
    <a href={href} rel="noreferrer noopener">
      {label}
    </a>
  );
}

export function SiteFooter() {
  const { t, config } = useRequest();
  const social = configuredSocialLinks(config);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="footer-links" aria-label={t('layout.footerNavigation')}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <FooterLink href={link.href} label={t(link.labelKey)} />
              </li>
            ))}
            <li>
              <FooterLink href={providerPrivacyHref(config.search)} label={t('footer.links.providerPrivacy')} />
            </li>
            <li>
              <FooterLink href={FEEDBACK_HREF} label={t('layout.feedback')} />
            </li>
          </ul>
        </nav>
        {social.length > 0 ? (
          <nav className="footer-social" aria-label={t('footer.social')}>
            <ul>
              {social.map((link) => (
                <li key={link.network}>
                  <FooterLink href={link.href} label={link.name} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <LanguageSwitch />
        <ColorModeIsland />
      </div>
    </footer>
  );
}
