/**
 * The login form's action (POST /auth/login, auth.tsx): an e-mail address → a mail with a link
 * and a code, then 'check your mailbox'. The same answer goes out whether or not the address has
 * an account; the token and the code are stored only as hashes, valid 15 minutes.
 */
import { emailHashOf, emailProblem, normalizeEmail, webmailFor } from '../accounts/email.ts';
import { mailboxKey } from '../accounts/mailbox-key.ts';
import { newLoginCode, newLoginToken } from '../accounts/secrets.ts';
import { limiter } from '../middleware/rate-limit.ts';
import type { AuthScreen } from './auth-screens.tsx';
import type { ActionRequest, ActionResult } from './route-def.ts';

export const LOGIN_VALIDITY_MS = 15 * 60_000;
/** Mails per address per validity window: enough for 'send again', too few to flood a mailbox. */
export const MAILS_PER_ADDRESS = 3;

// Counted in the app's shared store (req.app.locals.rateLimitStore), so that every replica agrees.
const mailboxLimit = limiter({ name: 'login-mailbox', points: MAILS_PER_ADDRESS, windowMs: LOGIN_VALIDITY_MS });

export async function sendLoginMail({ req, res, form, app }: ActionRequest): Promise<ActionResult<AuthScreen>> {
  const { accounts, config, logger } = app;
  const raw = form.email;
  const problem = emailProblem(raw);
  if (problem) return { status: 400, props: { screen: 'login', email: typeof raw === 'string' ? raw : '', problem } };
  const email = normalizeEmail(raw as string);
  const rateLimited: ActionResult<AuthScreen> = {
    status: 429,
    props: { screen: 'login', email, problem: 'rateLimited' },
  };
  const emailHash = emailHashOf(email);
  const at = app.now();
  if ((await accounts.countLoginTokens(emailHash, new Date(at.getTime() - LOGIN_VALIDITY_MS))) >= MAILS_PER_ADDRESS) {
    res.setHeader('Retry-After', String(LOGIN_VALIDITY_MS / 1000));
    return rateLimited;
  }
  // The same inbox under other spellings (a+1@gmail.com, a.b@googlemail.com) shares a limit.
  const wait = await mailboxLimit.check(req, mailboxKey(email));
  if (wait !== undefined) {
    res.setHeader('Retry-After', String(wait));
    return rateLimited;
  }
  const { token, tokenHash } = newLoginToken();
  const { code, codeHash } = newLoginCode();
  const locale = res.locals.locale;
  await accounts.createLoginToken({
    tokenHash,
    codeHash,
    email,
    emailHash,
    locale,
    createdAt: at,
    expiresAt: new Date(at.getTime() + LOGIN_VALIDITY_MS),
  });
  const link = `${config.baseUrl}/auth/email/verify?token=${token}`;
  try {
    await app.mailer.sendLoginMail({ to: email, locale, link, code, expiresInMinutes: LOGIN_VALIDITY_MS / 60_000 });
  } catch (error) {
    logger.error({ err: error }, 'login mail failed');
    return { status: 503, props: { screen: 'login', email, problem: 'sendFailed' } };
  }
  return {
    status: 200,
    props: { screen: 'check-mailbox', email, webmail: webmailFor(email), resent: form.resend === '1' },
    titleKey: 'auth.checkMailbox.title',
  };
}
