import { useRequest } from '../../use-request.tsx';

/**
 * After too many wrong login codes for an address: its codes and links no longer work. One click
 * sends a new mail (a new link and code), which starts the count again.
 */
export function TooManyCodesPage({ email }: { email: string }) {
  const { t } = useRequest();
  return (
    <section className="auth-card">
      <h1>{t('auth.tooManyCodes.title')}</h1>
      <p role="alert">{t('auth.tooManyCodes.body')}</p>
      <form method="post" action="/auth/login">
        <input type="hidden" name="email" value={email} />
        <button type="submit">{t('auth.tooManyCodes.button')}</button>
      </form>
    </section>
  );
}
