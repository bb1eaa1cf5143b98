/**
 * Passwordless login end to end: a real SMTP server on loopback receives the mail, the test
 * follows the link, and checks single use, the 15-minute expiry (injected clock), rate limits,
 * the session cookie, logout, and the account API (export, delete).
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Many logins from one test address: the per-address limit is tested on its own app.
  t = buildTestApp({ SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000' }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

let addressCounter = 0;
const freshAddress = () => `visitor${++addressCounter}-${Date.now()}@example.org`;

async function requestLink(email: string, agent = request.agent(t.app)) {
  smtp.messages.length = 0;
  const res = await agent.post('/auth/login').type('form').send({ email });
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
  const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
  const code = /\d{3}-\d{3}/.exec(mail.text)?.[0] ?? '';
  return { res, mail, link, code, path: link.replace('http://karma.test', '') };
}

const cookieOf = (res: request.Response, name: string) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));

describe('asking for a login link', () => {
  it.each([
    ['', 'en', 'Email is required'],
    ['nope', 'en', 'Email filled is invalid'],
    ['', 'fr', 'L&#x27;e-mail est obligatoire'],
    ['nope', 'es', 'El correo electrónico introducido no es válido'],
  ])('%j in %s → %s', async (email, lang, message) => {
    const res = await request(t.app).post('/auth/login').type('form').set('Accept-Language', lang).send({ email });
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
    expect(smtp.messages).toHaveLength(0);
  });

  it("sends a localized mail with the link and a code, and shows 'check your mailbox'", async () => {
    const email = freshAddress();
    const { res, mail, link, code } = await requestLink(email);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Check your mailbox');
    expect(res.text).toContain(email);
    expect(mail.subject).toBeTruthy();
    expect(link).toMatch(/^http:\/\/karma\.test\/auth\/email\/verify\?token=[\w-]{43}$/);
    expect(code).toMatch(/^\d{3}-\d{3}$/);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
  });

  it("offers the webmail and 'send again' gives 'Email sent!'", async () => {
    const email = `someone-${Date.now()}@gmail.com`;
    const agent = request.agent(t.app);
    const first = await agent.post('/auth/login').type('form').send({ email });
    expect(first.text).toContain('href="https://mail.google.com/"');
    const again = await agent.post('/auth/login').type('form').send({ email, resend: '1' });
    expect(again.text).toContain('Email sent!');
  });

  it('gives the same answer whether or not the address has an account', async () => {
    const known = freshAddress();
    const { path } = await requestLink(known);
    await request(t.app).post(path);
    const answers = [];
    for (const email of [known, freshAddress()]) {
      const res = await request(t.app).post('/auth/login').type('form').send({ email });
      answers.push([
        res.status,
        res.text
          .replaceAll(email, 'EMAIL')
          .replace(/nonce="[^"]+"/g, '')
          .replace(/'nonce-[^']+'/g, ''),
      ]);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('limits mails per address', async () => {
    const email = freshAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(t.app).post('/auth/login').type('form').send({ email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    advance(16 * 60_000);
    expect((await request(t.app).post('/auth/login').type('form').send({ email })).status).toBe(200);
  });

  it('limits requests per address of the visitor', async () => {
    const limited = buildTestApp({ SMTP_URL: smtp.url });
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await request(limited.app).post('/auth/login').type('form').send({ email: freshAddress() })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    await limited.close();
  });
});

describe('following the link', () => {
  it('a GET shows a button and never uses the token; the POST logs in once', async () => {
    const email = freshAddress();
    const { path } = await requestLink(email);
    const landing = await request(t.app).get(path);
    expect(landing.status).toBe(200);
    const form = /<form id="verify-form"[^>]*>/.exec(landing.text)?.[0] ?? '';
    expect(form).toMatch(/ action="\/auth\/email\/verify\?token=[\w-]{43}"/);
    expect(form).toContain(' method="post"');
    await request(t.app).get(path);
    const login = await request(t.app).post(path);
    expect(login.status).toBe(303);
    expect(login.headers.location).toBe('/?new-connection=true');
    const session = cookieOf(login, 'karma_session') ?? '';
    expect(session).toMatch(/^karma_session=[\w-]{43};/);
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).toContain('Max-Age=31536000');
    expect(session).toContain('Path=/');
    const again = await request(t.app).post(path);
    expect(again.status).toBe(400);
    expect(again.text).toContain('Login has failed');
    expect(again.text).toContain('valid for 15 minutes only');
  });

  it('the landing page names the account, masked, and never submits itself (no login CSRF)', async () => {
    const email = freshAddress();
    const { path } = await requestLink(email);
    const landing = await request(t.app).get(path);
    expect(landing.status).toBe(200);
    expect(landing.text).toContain(`Log in as v…@example.org`);
    expect(landing.text).not.toContain(email);
    // Nothing submits the form but the visitor's click.
    expect(landing.text).not.toContain('AutoSubmit');
    expect(landing.text).not.toContain('requestSubmit');
    expect(landing.headers['set-cookie']?.toString() ?? '').not.toContain('karma_session');
    expect(landing.text).toContain('If you did not ask for this link, close this page');
    const fr = await request(t.app).get(`/fr${path}`);
    expect(fr.text).toContain('Se connecter en tant que v…@example.org');
    expect((await request(t.app).post(path)).status).toBe(303);
  });

  it('the landing page of a used or expired link says the login failed, without a button', async () => {
    const { path } = await requestLink(freshAddress());
    await request(t.app).post(path).expect(303);
    const used = await request(t.app).get(path);
    expect(used.text).toContain('Login has failed');
    expect(used.text).not.toContain('id="verify-form"');
    const expiring = await requestLink(freshAddress());
    advance(15 * 60_000 + 1000);
    expect((await request(t.app).get(expiring.path)).text).toContain('Login has failed');
  });

  it('the session cookie is Secure over https', async () => {
    const { path } = await requestLink(freshAddress());
    const login = await request(t.app).post(path).set('X-Forwarded-Proto', 'https');
    expect(cookieOf(login, 'karma_session')).toContain('Secure');
  });

  it('expires after 15 minutes', async () => {
    const { path } = await requestLink(freshAddress());
    advance(15 * 60_000 + 1000);
    const res = await request(t.app).post(path);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Login has failed');
  });

  it('a malformed or unknown token fails without a 500', async () => {
    for (const token of ['', 'abc', "' OR 1=1 --", 'A'.repeat(43)]) {
      const res = await request(t.app).post(`/auth/email/verify?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      const page = await request(t.app).get(`/auth/email/verify?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(200);
    }
  });

  it('the code logs in a second device, once', async () => {
    const email = freshAddress();
    const { code } = await requestLink(email);
    const wrong = await request(t.app).post('/auth/email/code').type('form').send({ email, code: '000-000' });
    expect(wrong.status).toBe(400);
    const right = await request(t.app).post('/auth/email/code').type('form').send({ email, code });
    expect(right.status).toBe(303);
    expect(cookieOf(right, 'karma_session')).toBeTruthy();
    expect((await request(t.app).post('/auth/email/code').type('form').send({ email, code })).status).toBe(400);
  });

  it('refuses a POST from another site', async () => {
    const { path } = await requestLink(freshAddress());
    const res = await request(t.app)
      .post(path)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect((await request(t.app).post(path)).status).toBe(303);
  });
});

async function loggedInAgent(email = freshAddress()) {
  const agent = request.agent(t.app);
  const { path } = await requestLink(email, agent);
  await agent.post(path).expect(303);
  return { agent, email };
}

describe('the account API', () => {
  it('401 when not logged in', async () => {
    for (const [method, path] of [
      ['get', '/account'],
      ['post', '/account/update'],
      ['get', '/account/export'],
      ['delete', '/account'],
    ] as const) {
      expect((await request(t.app)[method](path)).status, path).toBe(401);
    }
  });

  it('shows, updates and validates settings', async () => {
    const { agent, email } = await loggedInAgent();
    const account = await agent.get('/account').expect(200);
    expect(account.body).toMatchObject({
      email,
      counter: 0,
      serviceProvider: null,
      lastSeenNotificationDatetime: null,
      settings: { safeSearch: 'moderate' },
    });
    const updated = await agent
      .post('/account/update')
      .send({ safeSearch: 'strict', serviceProvider: 'proton' })
      .expect(200);
    expect(updated.body).toMatchObject({ serviceProvider: 'proton', settings: { safeSearch: 'strict' } });
    const bad = await agent.post('/account/update').send({ safeSearch: 'extreme' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('safeSearch');
    expect((await agent.post('/account/update').send({ favouriteColour: 'red' })).status).toBe(400);
    await agent
      .post('/account/seen-notifications')
      .send({ lastSeenNotificationDatetime: '2026-11-20T08:00:00.000Z' })
      .expect(204);
    expect((await agent.get('/account')).body.lastSeenNotificationDatetime).toBe('2026-11-20T08:00:00.000Z');
    expect(
      (await agent.post('/account/seen-notifications').send({ lastSeenNotificationDatetime: 'yesterday' })).status,
    ).toBe(400);
  });

  it('refuses cross-site writes', async () => {
    const { agent } = await loggedInAgent();
    const res = await agent.post('/account/update').set('Origin', 'https://evil.example').send({ safeSearch: 'off' });
    expect(res.status).toBe(403);
  });

  it('exports everything stored, without secrets', async () => {
    const { agent, email } = await loggedInAgent();
    const res = await agent.get('/account/export').expect(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const text = JSON.stringify(res.body);
    expect(text).toContain(email);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });

  it('logout ends the session', async () => {
    const { agent } = await loggedInAgent();
    const out = await agent.post('/auth/logout').type('form').send({ next: '/settings' });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/settings');
    expect(cookieOf(out, 'karma_session')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/account')).status).toBe(401);
  });

  it('delete removes the account and its sessions', async () => {
    const email = freshAddress();
    const { agent } = await loggedInAgent(email);
    await agent.post('/account/update').send({ safeSearch: 'off' }).expect(200);
    await agent.delete('/account').expect(204);
    expect((await agent.get('/account')).status).toBe(401);
    const { agent: again } = await loggedInAgent(email);
    expect((await again.get('/account')).body.settings.safeSearch).toBe('moderate');
  });
});
