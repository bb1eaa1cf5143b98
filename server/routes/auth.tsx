/**
 * Passwordless login: the pages and the forms posted to them.
 *   /auth/login         the form; its POST (e-mail) → mail with a link (and a code); 'check your mailbox'
 *   /auth/email/verify  the link's page; its POST (?token=…) → session, home with ?new-connection=true
 *   POST /auth/email/code  e-mail + code typed on a second device → session
 *   POST /auth/logout      ends the session
 * The same answer goes out whether or not the address has an account; tokens and codes are
 * single-use, valid 15 minutes, and stored only as hashes. Every answer is one of the screens of
 * auth-screens.tsx, rendered by the one view the routes share.
 */
import { emailHashOf, emailProblem, normalizeEmail, webmailFor } from '../accounts/email.ts';
import { codeHashOf, isWellFormedToken, sha256 } from '../accounts/secrets.ts';
import { safeRedirectTarget } from '../redirects/safe-redirect.ts';
import { type AuthScreen, authView } from './auth-screens.tsx';
import { sendLoginMail } from './login-mail.ts';
import { closeSession, openSession } from './login-session.ts';
import { type ActionResult, defineRoute, type RouteDef } from './route-def.ts';
import { loginLink } from './route-middleware.ts';

const HOME_AS_NEW_CONNECTION: ActionResult<AuthScreen> = { redirect: '/?new-connection=true' };
const FAILED: ActionResult<AuthScreen> = { status: 400, props: { screen: 'failed' }, titleKey: 'auth.failed.title' };
const rateLimited = (): AuthScreen => ({ screen: 'login', problem: 'rateLimited' });

const authPage = {
  prefixable: true,
  layout: 'default',
  titleKey: 'pages.login.title',
  view: authView,
} as const;

/** The login pages, and the forms posted to them. */
export const authRoutes: RouteDef[] = [
  defineRoute<AuthScreen>({
    ...authPage,
    id: 'login',
    path: '/auth/login',
    load: (ctx) => {
      const email = ctx.visitor?.account?.email;
      return { props: email !== undefined ? { screen: 'logged-in', email } : { screen: 'login' } };
    },
    action: {
      limits: [
        {
          name: 'login-mail',
          points: (app) => app.config.loginRequestsPerHour,
          windowMs: 3600_000,
          refused: rateLimited,
        },
      ],
      formBytes: 4 * 1024,
      run: sendLoginMail,
    },
  }),
  defineRoute<AuthScreen>({
    ...authPage,
    id: 'verify',
    path: '/auth/email/verify',
    titleKey: 'pages.verify.title',
    guards: [loginLink],
    load: (ctx) => ({ props: ctx.loginLink ? { screen: 'verify', link: ctx.loginLink } : { screen: 'failed' } }),
    action: {
      run: async ({ req, res, app }) => {
        const token = req.query.token;
        const used = isWellFormedToken(token)
          ? await app.accounts.consumeLoginToken(sha256(token), app.now())
          : undefined;
        if (!used) return FAILED;
        await openSession(app, req, res, used.email);
        return HOME_AS_NEW_CONNECTION;
      },
    },
  }),
];

/** The forms with no page of their own (they answer with the login pages' screens). */
export const authFormRoutes: RouteDef[] = [
  defineRoute<AuthScreen>({
    ...authPage,
    prefixable: false,
    id: 'login-code',
    path: '/auth/email/code',
    methods: ['POST'],
    action: {
      // Six digits are guessable: few tries per client here, and few per e-mail address in the
      // database whatever the client (AccountStore.tryLoginCode); the code dies with its 15 minutes.
      limits: [
        {
          name: 'login-code',
          points: (app) => Math.ceil(app.config.loginRequestsPerHour / 2),
          windowMs: 3600_000,
          refused: rateLimited,
        },
      ],
      formBytes: 4 * 1024,
      run: async ({ req, res, form, app }) => {
        if (emailProblem(form.email)) return FAILED;
        const email = normalizeEmail(form.email as string);
        const codeHash = typeof form.code === 'string' ? codeHashOf(form.code) : undefined;
        // Something other than six digits cannot be right: it is not counted as a guess.
        const tried = codeHash ? await app.accounts.tryLoginCode(emailHashOf(email), codeHash, app.now()) : undefined;
        if (tried?.outcome === 'accepted') {
          await openSession(app, req, res, tried.email);
          return HOME_AS_NEW_CONNECTION;
        }
        if (tried?.outcome === 'exhausted') {
          // Someone may be guessing: worth a line, without the address (nor its hash).
          if (tried.now) app.logger.warn('login code attempts exhausted');
          return { status: 429, props: { screen: 'too-many-codes', email }, titleKey: 'auth.tooManyCodes.title' };
        }
        return {
          status: 400,
          props: { screen: 'check-mailbox', email, webmail: webmailFor(email), codeProblem: true },
        };
      },
    },
  }),
  {
    id: 'logout',
    path: '/auth/logout',
    methods: ['POST'],
    action: {
      formBytes: 4 * 1024,
      run: async ({ res, form, app }) => {
        await closeSession(app, res);
        return { redirect: safeRedirectTarget(form.next ?? '/') };
      },
    },
  },
];
