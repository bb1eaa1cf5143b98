/**
 * Passwordless login, as plain form POSTs:
 *   POST /auth/login         e-mail → mail with a link (and a code); 'check your mailbox'
 *   POST /auth/email/verify  ?token=… from the link → session, home with ?new-connection=true
 *   POST /auth/email/code    e-mail + code typed on a second device → session
 *   POST /auth/logout        ends the session
 * The same answer goes out whether or not the address has an account; tokens and codes are
 * single-use, valid 15 minutes, and stored only as hashes.
 */
import { type Request, type Response, Router } from 'express';
import { SESSION_COOKIE } from '../../client/contract/cookie-names.ts';
import { COUNTER_COOKIE, LAST_COUNT_COOKIE } from '../../client/contract/counter.ts';
import type { Locale } from '../../client/contract/locale-choice.ts';
import { CheckMailboxPage, LoginPage } from '../../views/pages/auth/LoginPage.tsx';
import { TooManyCodesPage } from '../../views/pages/auth/TooManyCodesPage.tsx';
import { LoginFailedPage } from '../../views/pages/auth/VerifyPage.tsx';
import { deviceAtLogin } from '../accounts/device-at-login.ts';
import { emailHashOf, emailProblem, normalizeEmail, webmailFor } from '../accounts/email.ts';
import { mailboxKey } from '../accounts/mailbox-key.ts';
import { writeSettingsCookies } from '../accounts/preference-cookies.ts';
import {
  codeHashOf,
  isWellFormedToken,
  newLoginCode,
  newLoginToken,
  newSessionId,
  sha256,
} from '../accounts/secrets.ts';
import type { AccountStore } from '../accounts/types.ts';
import type { Config } from '../config.ts';
import { formBody } from '../http/request-body.ts';
import type { Logger } from '../logger.ts';
import { YEAR_MS } from '../middleware/locale.ts';
import { limiter, rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';
import type { pageRenderer } from './pages.tsx';

export const LOGIN_VALIDITY_MS = 15 * 60_000;
/** Mails per address per validity window: enough for 'send again', too few to flood a mailbox. */
export const MAILS_PER_ADDRESS = 3;

export interface LoginMailer {
  sendLoginMail(input: {
    to: string;
    locale: Locale;
    link: string;
    code: string;
    expiresInMinutes: number;
  }): Promise<void>;
}

export interface AuthOptions {
  config: Config;
  accounts: AccountStore;
  mailer: LoginMailer;
  render: ReturnType<typeof pageRenderer>;
  now: () => Date;
  logger: Logger;
}

/** The paths the router answers (the login pages' GETs are in the route table). */
export const AUTH_PATHS = ['/auth/login', '/auth/email/verify', '/auth/email/code', '/auth/logout'];

export function authRouter(options: AuthOptions): Router {
  const { config, accounts, mailer, render, now, logger } = options;
  const router = Router();
  const form = formBody(4 * 1024);
  const origin = sameOrigin([config.baseUrl]);
  const secure = (req: Request) => config.env === 'production' || req.secure;
  const page = (req: Request, res: Response, status: number, body: React.ReactNode, titleKey = 'pages.login.title') =>
    render(req, res, { status, layout: 'default', titleKey, body }, false);

  const mailboxLimit = limiter({ name: 'login-mailbox', points: MAILS_PER_ADDRESS, windowMs: LOGIN_VALIDITY_MS });
  router.post(
    '/auth/login',
    origin,
    rateLimit({
      name: 'login-mail',
      points: config.loginRequestsPerHour,
      windowMs: 3600_000,
      onLimit: (req, res) => page(req, res, 429, <LoginPage problem="rateLimited" />),
    }),
    ...form,
    async (req, res, next) => {
      try {
        const raw = req.body?.email;
        const problem = emailProblem(raw);
        if (problem)
          return page(req, res, 400, <LoginPage email={typeof raw === 'string' ? raw : ''} problem={problem} />);
        const email = normalizeEmail(raw);
        const emailHash = emailHashOf(email);
        const at = now();
        if (
          (await accounts.countLoginTokens(emailHash, new Date(at.getTime() - LOGIN_VALIDITY_MS))) >= MAILS_PER_ADDRESS
        ) {
          res.setHeader('Retry-After', String(LOGIN_VALIDITY_MS / 1000));
          return page(req, res, 429, <LoginPage email={email} problem="rateLimited" />);
        }
        // The same inbox under other spellings (a+1@gmail.com, a.b@googlemail.com) shares a limit,
        // counted in the shared store so that every replica agrees.
        const wait = await mailboxLimit.check(req, mailboxKey(email));
        if (wait !== undefined) {
          res.setHeader('Retry-After', String(wait));
          return page(req, res, 429, <LoginPage email={email} problem="rateLimited" />);
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
          await mailer.sendLoginMail({ to: email, locale, link, code, expiresInMinutes: LOGIN_VALIDITY_MS / 60_000 });
        } catch (error) {
          logger.error({ err: error }, 'login mail failed');
          return page(req, res, 503, <LoginPage email={email} problem="sendFailed" />);
        }
        page(
          req,
          res,
          200,
          <CheckMailboxPage email={email} webmail={webmailFor(email)} resent={req.body?.resend === '1'} />,
          'auth.checkMailbox.title',
        );
      } catch (error) {
        next(error);
      }
    },
  );

  /**
   * Opens a session for the address. The device's settings and count go to the account by the
   * rule of ../accounts/device-at-login.ts: a new account takes both, an existing one keeps its
   * settings and gets the count added once.
   */
  async function logIn(req: Request, res: Response, email: string): Promise<void> {
    const at = now();
    const device = deviceAtLogin(req.cookies ?? {}, res.locals.locale);
    const account = await accounts.findOrCreateAccount(email, emailHashOf(email), at, device.settings);
    const { id, idHash } = newSessionId();
    await accounts.createSession({
      idHash,
      accountId: account.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + YEAR_MS),
    });
    const counter = device.searches > 0 ? await accounts.addToCounter(account.id, device.searches) : account.counter;
    const cookie = {
      path: '/',
      domain: config.cookieDomain,
      sameSite: 'lax' as const,
      secure: secure(req),
      maxAge: YEAR_MS,
    };
    res.cookie(SESSION_COOKIE, id, { ...cookie, httpOnly: true });
    res.cookie(COUNTER_COOKIE, String(counter), cookie);
    writeSettingsCookies(req, res, account.settings, config.cookieDomain);
    res.redirect(303, '/?new-connection=true');
  }

  const failed = (req: Request, res: Response) => page(req, res, 400, <LoginFailedPage />, 'auth.failed.title');

  router.post('/auth/email/verify', origin, async (req, res, next) => {
    try {
      const token = req.query.token;
      const used = isWellFormedToken(token) ? await accounts.consumeLoginToken(sha256(token), now()) : undefined;
      if (!used) return failed(req, res);
      await logIn(req, res, used.email);
    } catch (error) {
      next(error);
    }
  });

  router.post(
    '/auth/email/code',
    origin,
    // Six digits are guessable: few tries per client here, and few per e-mail address in the
    // database whatever the client (AccountStore.tryLoginCode); the code dies with its 15 minutes.
    rateLimit({
      name: 'login-code',
      points: Math.ceil(config.loginRequestsPerHour / 2),
      windowMs: 3600_000,
      onLimit: (req, res) => page(req, res, 429, <LoginPage problem="rateLimited" />),
    }),
    ...form,
    async (req, res, next) => {
      try {
        const raw = req.body?.email;
        if (emailProblem(raw)) return failed(req, res);
        const email = normalizeEmail(raw);
        const codeHash = typeof req.body?.code === 'string' ? codeHashOf(req.body.code) : undefined;
        // Something other than six digits cannot be right: it is not counted as a guess.
        const tried = codeHash ? await accounts.tryLoginCode(emailHashOf(email), codeHash, now()) : undefined;
        if (tried?.outcome === 'accepted') return await logIn(req, res, tried.email);
        if (tried?.outcome === 'exhausted') {
          // Someone may be guessing: worth a line, without the address (nor its hash).
          if (tried.now) logger.warn('login code attempts exhausted');
          return page(req, res, 429, <TooManyCodesPage email={email} />, 'auth.tooManyCodes.title');
        }
        page(req, res, 400, <CheckMailboxPage email={email} webmail={webmailFor(email)} codeProblem />);
      } catch (error) {
        next(error);
      }
    },
  );

  router.post('/auth/logout', origin, ...form, async (req, res, next) => {
    try {
      const visitor = res.locals.visitor;
      if (visitor?.sessionHash) await accounts.deleteSession(visitor.sessionHash);
      const clear = { path: '/', domain: config.cookieDomain };
      res.clearCookie(SESSION_COOKIE, clear);
      // The device's count mirrored the account's: it must not be merged again at the next login.
      res.clearCookie(COUNTER_COOKIE, clear);
      res.clearCookie(LAST_COUNT_COOKIE, clear);
      res.redirect(303, safeRedirectTarget(req.body?.next ?? '/'));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
