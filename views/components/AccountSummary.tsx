/**
 * The logged-in visitor's account, where an anonymous one is offered 'Log in' (the header, the
 * drawer, /auth/login): the e-mail address, the counter, and 'Log out' as a plain form POST, so
 * it works without JavaScript and comes back to this page.
 */
import { useRequest } from '../use-request.tsx';

export function LogoutForm() {
  const { t, originalUrl } = useRequest();
  return (
    <form className="logout-form" method="post" action="/auth/logout">
      <input type="hidden" name="next" value={originalUrl} />
      <button type="submit" className="link-button">
        {t('settings.account.logout')}
      </button>
    </form>
  );
}

/** Nothing for an anonymous visitor. `withCounter`: the header already shows the counter beside it. */
export function AccountSummary({ withCounter = false }: { withCounter?: boolean }) {
  const { t, visitor } = useRequest();
  if (!visitor?.account) return null;
  return (
    <div className="site-account">
      <span className="site-account__email">{visitor.account.email}</span>
      {withCounter ? (
        <span className="site-account__counter">{t('counter.title', { count: visitor.counter })}</span>
      ) : null}
      <LogoutForm />
    </div>
  );
}
