import type { LoginLink } from '../../../server/shared/login.ts';
import { useRequest } from '../../use-request.tsx';

/**
 * The landing page of the login link. A GET never uses the token (mail scanners follow links),
 * and nothing submits the form but the visitor: a link minted for someone else's account (sent
 * by an attacker) must not log its visitor into that account unawares. The button names the
 * account, masked, so the visitor can tell it is not theirs.
 */
export function VerifyPage({ link }: { link: LoginLink }) {
  const { t } = useRequest();
  return (
    <section className="auth-card">
      <h1>{t('pages.verify.title')}</h1>
      <p>{t('auth.verify.intro')}</p>
      <form id="verify-form" method="post" action={`/auth/email/verify?token=${encodeURIComponent(link.token)}`}>
        <button type="submit">{t('auth.verify.button', { email: link.maskedEmail })}</button>
      </form>
      <p className="privacy-note">{t('auth.verify.notYou')}</p>
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
