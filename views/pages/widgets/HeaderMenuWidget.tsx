/**
 * /header-menu: compact links (counter, partners, settings, login or the account) for the extension to frame in
 * its own header. Every link opens in the top window: a full page inside the small frame would
 * be unusable.
 */
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from '../info/local-href.ts';
import { CounterLink } from './WidgetCounter.tsx';

export function HeaderMenuWidget() {
  const { t, visitor } = useRequest();
  const account = visitor?.account;
  const localHref = useLocalHref();
  return (
    <>
      <h1 className="visually-hidden">{t('pages.headerMenu.title')}</h1>
      <nav className="widget-menu" aria-label={t('widgets.menuLabel')}>
        <CounterLink />
        <a href={localHref('/partners')} target="_top">
          {t('widgets.partners')}
        </a>
        <a href="/settings" target="_top">
          {t('pages.settings.title')}
        </a>
        {/* Logged in: the account (its page has 'Log out'), not 'Log in'. */}
        {account ? (
          <a href="/settings#my-account-title" target="_top">
            {account.email}
          </a>
        ) : (
          <a href={localHref('/auth/login')} target="_top">
            {t('pages.login.title')}
          </a>
        )}
      </nav>
    </>
  );
}
