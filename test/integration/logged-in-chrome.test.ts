/**
 * A logged-in visitor is shown their account, not 'Log in': the header and the drawer name the
 * account with its counter and a plain-form 'Log out' (works without JavaScript), and
 * /auth/login says who is logged in instead of showing the form.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = buildTestApp({ SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function loggedInAgent() {
  const email = `chrome-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const agent = request.agent(t.app);
  await agent.post('/auth/login').type('form').send({ email }).expect(200);
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
  const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
  await agent.post(link.replace('http://karma.test', '')).expect(303);
  return { agent, email };
}

const header = (html: string) => /<header class="site-header"[^>]*>[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const drawer = (html: string) => /<details class="drawer">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
const loginLink = /<a [^>]*href="[^"]*\/auth\/login"/;
const logoutForm = /<form (?=[^>]*method="post")[^>]*action="\/auth\/logout"/;

describe('the header and the drawer', () => {
  it('offer to log in to an anonymous visitor', async () => {
    const page = await request(t.app).get('/discover');
    expect(header(page.text)).toMatch(loginLink);
    expect(drawer(page.text)).toContain('Log in or create an account');
    expect(page.text).not.toMatch(logoutForm);
  });

  it('show the account, its counter and a logout form to a logged-in visitor', async () => {
    const { agent, email } = await loggedInAgent();
    await agent.post('/search/increment').expect(200);
    const page = await agent.get('/discover');
    for (const part of [header(page.text), drawer(page.text)]) {
      expect(part).not.toMatch(loginLink);
      expect(part).not.toContain('Log in');
      expect(part).toContain(email);
      expect(part).toMatch(logoutForm);
      expect(part).toContain('<input type="hidden" name="next" value="/discover"/>');
      expect(part).toContain('Log out');
    }
    expect(drawer(page.text)).toContain('1 search with Karma');

    const out = await agent.post('/auth/logout').type('form').send({ next: '/discover' });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/discover');
    expect(header((await agent.get('/discover')).text)).toMatch(loginLink);
  });

  it('are localized', async () => {
    const { agent, email } = await loggedInAgent();
    const page = await agent.get('/fr/discover');
    expect(header(page.text)).toContain('Se déconnecter');
    expect(header(page.text)).toContain(email);
  });

  it("the extension's header menu shows the account instead of 'Log in'", async () => {
    const { agent, email } = await loggedInAgent();
    const page = await agent.get('/header-menu');
    expect(page.text).not.toMatch(loginLink);
    expect(page.text).toContain(email);
  });
});

describe('/auth/login when logged in', () => {
  it('says who is logged in and offers to log out instead of the form', async () => {
    const { agent, email } = await loggedInAgent();
    const page = await agent.get('/auth/login');
    expect(page.status).toBe(200);
    expect(page.text).toContain('You are already logged in');
    expect(page.text).toContain(`You are logged in as ${email}.`);
    expect(page.text).not.toContain('id="login-email"');
    const main = /<main id="main">[\s\S]*?<\/main>/.exec(page.text)?.[0] ?? '';
    expect(main).toMatch(logoutForm);
    expect(main).toContain('<input type="hidden" name="next" value="/auth/login"/>');

    const es = await agent.get('/es/auth/login');
    expect(es.text).toContain(`Has iniciado sesión como ${email}.`);
  });

  it('still shows the form to an anonymous visitor', async () => {
    const page = await request(t.app).get('/auth/login');
    expect(page.text).toContain('id="login-email"');
  });
});
