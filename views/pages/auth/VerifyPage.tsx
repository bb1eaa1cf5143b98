import { Island } from '../../components/Island.tsx';
import { useRequest } from '../../request-context.tsx';

/**
 * The landing page of the login link. A GET never uses the token (mail scanners follow links);
 * the form POSTs it, by a click, or at once when JavaScript runs (the AutoSubmit island).
 */
export function VerifyPage({ token }: { token: string }) {
  const { t } = useRequest();
  return (
    <section className="auth-card">
      <h1>{t('pages.verify.title')}</h1>
      <p>{t('auth.verify.intro')}</p>
      <Island
        name="AutoSubmit"
        props={{
          action: `/auth/email/verify?token=${encodeURIComponent(token)}`,
          label: t('auth.verify.button'),
          formId: 'verify-form',
        }}
      />
    </section>
  );
}

export function LoginFailedPage() {
  const { t } = useRequest();
  return (
    <section className="auth-card">
      <h1>{t('auth.failed.title')}</h1>
      <p>{t('auth.failed.body')}</p>
      <a className="button" href="/auth/login">
        {t('auth.failed.retry')}
      </a>
    </section>
  );
}
