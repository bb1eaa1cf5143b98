import { LogoutForm } from '../../components/AccountSummary.tsx';
import { useRequest } from '../../use-request.tsx';

/** /auth/login for a visitor who is logged in: who they are, and how to switch accounts. */
export function AlreadyLoggedInPage({ email }: { email: string }) {
  const { t } = useRequest();
  return (
    <section className="auth-card">
      <h1>{t('auth.alreadyLoggedIn.title')}</h1>
      <p>{t('auth.alreadyLoggedIn.body', { email })}</p>
      <p>{t('auth.alreadyLoggedIn.other')}</p>
      <LogoutForm />
    </section>
  );
}
