/**
 * Bad input on every form and API that writes: malformed JSON and form bodies, wrong and
 * unsupported content types, invalid UTF-8, oversize payloads, sent by a logged-in visitor from
 * the site's own origin (so every request reaches the body parsers and the handlers). Never a 5xx,
 * a refusal carries a message, and a refused request leaves the account's settings and counter
 * as they were. On SQLite and PostgreSQL. fast-check runs with a fixed seed
 * (FC_SEED replays another; FC_SHRINK=1 shrinks a failure).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../server/accounts/account-model.ts';
import { sha256 } from '../../server/accounts/secrets.ts';
import { SESSION_COOKIE } from '../../server/shared/cookie-names.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { body, contentType } from '../helpers/hostile-inputs.ts';
import { fcOptions, listenLikeMain, type RawResponse, rawRequest } from '../helpers/raw-request.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/** Every POST route app.ts mounts but /auth/logout, which would end the session the others use. */
const POST_PATHS = [
  '/settings',
  '/account/update',
  '/account/seen-notifications',
  '/consent',
  '/color-mode',
  '/auth/login',
  '/auth/email/code',
  '/auth/email/verify',
  '/contact',
  '/search/increment',
  '/mail-shortcuts',
];

/** What the visitor would see change: the account's settings and counter. */
const observable = (account: Account | undefined) => JSON.stringify([account?.settings, account?.counter]);

function expectClearAnswer(res: RawResponse, what: string) {
  expect(res.status, `${what} answered ${res.status}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) expect(res.body.trim(), `${what} answered ${res.status} without a message`).not.toBe('');
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`hostile POST bodies (${kind})`, () => {
    let database: TestDatabase;
    let t: TestApp;
    let port: number;
    let server: Awaited<ReturnType<typeof listenLikeMain>>;
    let accountId: string;
    const sessionId = `hostile-session-${kind}-0123456789`;
    const sent: unknown[] = [];
    /** Answers other than 429, by route: the fuzzing must reach the handlers, not only the limits. */
    const reached = new Map<string, number>();

    beforeAll(async () => {
      database = await TEST_DATABASES[kind]();
      t = buildTestApp(
        { ...database.env, LOGIN_REQUESTS_PER_HOUR: '100000', SEARCH_RATE_LIMIT_PER_MINUTE: '1000000' },
        {
          searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])),
          mailer: {
            sendLoginMail: async (mail) => void sent.push(mail),
            sendContactMessage: async (message) => void sent.push(message),
          },
        },
      );
      server = await listenLikeMain(t.app);
      port = server.port;
      const now = new Date();
      const account = await t.stores.accounts.findOrCreateAccount(
        'hostile@example.org',
        sha256('hostile@example.org'),
        now,
      );
      accountId = account.id;
      await t.stores.accounts.createSession({
        idHash: sha256(sessionId),
        accountId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
    });
    afterAll(async () => {
      server.close();
      await t.close();
      await database.close();
    });

    it('the planted session is a logged-in visitor, so the bodies reach the handlers', async () => {
      const page = await rawRequest(port, 'GET', '/settings', { cookie: `${SESSION_COOKIE}=${sessionId}` });
      expect(page.body).toContain('hostile@example.org');
    });

    it('every POST route refuses a malformed body with a message and changes nothing', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...POST_PATHS), contentType, body, async (path, type, payload) => {
          const before = observable(await t.stores.accounts.getAccount(accountId));
          const headers: Record<string, string> = {
            cookie: `${SESSION_COOKIE}=${sessionId}`,
            'sec-fetch-site': 'same-origin',
            origin: 'http://karma.test',
          };
          if (type) headers['content-type'] = type;
          const res = await rawRequest(port, 'POST', path, headers, payload);
          if (res.status !== 429) reached.set(path, (reached.get(path) ?? 0) + 1);
          const what = `POST ${path} (${type}) ${JSON.stringify(payload.slice(0, 200))}`;
          expectClearAnswer(res, what);
          const after = observable(await t.stores.accounts.getAccount(accountId));
          if (res.status >= 400) expect(after, `${what} was refused but changed the account`).toBe(before);
        }),
        fcOptions(kind === 'sqlite' ? 400 : 150),
      );
      // Code tries, contact and counter have small fixed limits: each route must still have
      // answered something other than 429 a few times, or the fuzzing proved nothing about its handler.
      for (const path of POST_PATHS)
        expect(reached.get(path) ?? 0, `${path} only ever answered 429`).toBeGreaterThan(2);
    }, 60_000);

    it('after all that, the same session still searches and reads its settings', async () => {
      const cookie = `${SESSION_COOKIE}=${sessionId}`;
      expect((await rawRequest(port, 'GET', '/search?q=otter', { cookie })).status).toBe(200);
      expect((await rawRequest(port, 'GET', '/settings', { cookie })).body).toContain('hostile@example.org');
    });

    it('GET on a POST-only route answers a page, not a 5xx', async () => {
      for (const path of [...POST_PATHS, '/auth/logout']) {
        expectClearAnswer(await rawRequest(port, 'GET', `${path}?email=%FF`), `GET ${path}`);
      }
    });
  });
}
