import type { EmailProblem } from '../../../server/shared/login.ts';
import { useRequest } from '../../use-request.tsx';

/** The login form: one e-mail field, a plain form POST (JavaScript optional). */
export function LoginPage({
  email = '',
  problem,
}: {
  email?: string;
  problem?: EmailProblem | 'rateLimited' | 'sendFailed';
}) {
  const { t } = useRequest();
  const message = problem ? t(`auth.errors.${problem}`) : undefined;
  return (
    <section className="auth-card">
      <h1>{t('pages.login.title')}</h1>
      <p>{t('pages.login.intro')}</p>
      <form method="post" action="/auth/login" noValidate>
        <label htmlFor="login-email">{t('auth.emailLabel')}</label>
        <input
          id="login-email"
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={email}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'login-email-error' : undefined}
        />
        {message ? (
          <p id="login-email-error" className="field-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit">{t('auth.receiveLink')}</button>
      </form>
      <p className="privacy-note">{t('auth.privacyNote')}</p>
    </section>
  );
}

/** After sending: where it went, a webmail shortcut, send again, and the code for a second device. */
export function CheckMailboxPage({
  email,
  webmail,
  resent,
  codeProblem,
}: {
  email: string;
  webmail?: string;
  resent?: boolean;
  codeProblem?: boolean;
}) {
  const { t } = useRequest();
  return (
    <section className="auth-card">
      <h1>{t('auth.checkMailbox.title')}</h1>
      <p>{t('auth.checkMailbox.sentTo', { email })}</p>
      {resent ? (
        <p className="notice" role="status">
          {t('auth.checkMailbox.emailSent')}
        </p>
      ) : null}
      {webmail ? (
        <a className="button" href={webmail} target="_blank" rel="noreferrer noopener">
          {t('auth.checkMailbox.openMail')}
        </a>
      ) : null}
      <form method="post" action="/auth/login">
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="resend" value="1" />
        <button type="submit" className="link-button">
          {t('auth.checkMailbox.sendAgain')}
        </button>
      </form>
      <form method="post" action="/auth/email/code" className="code-form">
        <input type="hidden" name="email" value={email} />
        <label htmlFor="login-code">{t('auth.checkMailbox.codeLabel')}</label>
        <input id="login-code" name="code" inputMode="numeric" autoComplete="one-time-code" placeholder="123-456" />
        {codeProblem ? (
          <p className="field-error" role="alert">
            {t('auth.failed.title')}
          </p>
        ) : null}
        <button type="submit">{t('auth.checkMailbox.useCode')}</button>
      </form>
    </section>
  );
}
