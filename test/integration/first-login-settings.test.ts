/**
 * The login rule for the device's preferences and counter, on SQLite and PostgreSQL: at the
 * first login (the account is created) the device's settings and counter become the account's;
 * at a later login on another device the account's settings win and that device's counter is
 * added once.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

type Agent = ReturnType<typeof request.agent>;

const DEVICE_SETTINGS = {
  safeSearch: 'strict',
  locale: 'fr',
  learnActRegion: 'FR',
  searchRegion: 'fr-FR',
  associationsMode: 'custom',
  associations: ['L214'],
  serviceProvider: 'proton',
  colorMode: 'dark',
};

describe.each(['sqlite', 'postgres'] as const)('the first login on %s', (kind) => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await TEST_DATABASES[kind]();
    t = buildTestApp({ ...database.env, SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000' }, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await smtp.close();
  });

  async function logIn(agent: Agent, email: string) {
    smtp.messages.length = 0;
    await agent.post('/auth/login').type('form').send({ email }).expect(200);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
    const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
    return agent.post(link.replace('http://karma.test', '')).expect(303);
  }

  async function search(agent: Agent, times: number) {
    for (let i = 0; i < times; i++) {
      clock = new Date(clock.getTime() + 5000);
      await agent.post('/search/increment').expect(200);
    }
  }

  it("keeps the device's preferences and counter as the account's", async () => {
    const email = `first-${kind}-${Date.now()}@example.org`;
    const device = request.agent(t.app);
    await device.post('/settings').type('form').send(DEVICE_SETTINGS).expect(303);
    // The sites this device blocked and pinned, as its rules cookie keeps them.
    device.jar.setCookie('karma_site_rules=1.bpinterest.com_pdeveloper.mozilla.org', '127.0.0.1', '/');
    await search(device, 2);

    const login = await logIn(device, email);
    // The login does not write the defaults over the device's cookies.
    const cookies = JSON.stringify(login.headers['set-cookie']);
    expect(cookies).toContain('karma_search_region=fr-FR');
    expect(cookies).toContain('karma_service_provider=proton');

    const account = (await device.get('/account').expect(200)).body;
    expect(account.counter).toBe(2);
    expect(account.settings).toEqual({
      safeSearch: 'strict',
      personalized: false,
      locale: 'fr',
      learnActRegion: 'FR',
      searchRegion: 'fr-FR',
      associations: ['L214'],
      serviceProvider: 'proton',
      colorMode: 'dark',
      siteRules: [
        { host: 'pinterest.com', action: 'block' },
        { host: 'developer.mozilla.org', action: 'pin' },
      ],
    });
    const page = await device.get('/settings');
    expect(page.text).toMatch(/<input type="radio" id="setting-safeSearch-strict"[^>]*checked/);
    expect(page.text).toMatch(/id="setting-association-L214"[^>]*checked/);
  });

  it("then, on another device, the account's settings win and that device's counter is added once", async () => {
    const email = `second-${kind}-${Date.now()}@example.org`;
    const first = request.agent(t.app);
    await first.post('/settings').type('form').send(DEVICE_SETTINGS).expect(303);
    await search(first, 2);
    await logIn(first, email);

    const other = request.agent(t.app);
    await other
      .post('/settings')
      .type('form')
      .send({
        ...DEVICE_SETTINGS,
        safeSearch: 'off',
        locale: 'es',
        searchRegion: 'en-GB',
        associationsMode: 'default',
        serviceProvider: '',
      })
      .expect(303);
    await search(other, 3);
    const login = await logIn(other, email);
    expect(JSON.stringify(login.headers['set-cookie'])).toContain('karma_search_region=fr-FR');

    const account = (await other.get('/account').expect(200)).body;
    expect(account.counter).toBe(5);
    expect(account.settings).toMatchObject({
      safeSearch: 'strict',
      locale: 'fr',
      searchRegion: 'fr-FR',
      associations: ['L214'],
      serviceProvider: 'proton',
    });
    const page = await other.get('/settings');
    expect(page.text).toMatch(/<html lang="fr"/);
    expect(page.text).toMatch(/<input type="radio" id="setting-safeSearch-strict"[^>]*checked/);

    // Logging in again on the first device adds nothing: its count already is the account's.
    await first.post('/auth/logout').type('form').send({ next: '/' }).expect(303);
    await logIn(first, email);
    expect((await first.get('/account')).body.counter).toBe(5);
  });

  it('the settings page tells the rule, in every language', async () => {
    const texts = {
      en: 'When you log in for the first time, the settings and the counter of this device become your account',
      fr: 'Lors de votre première connexion, les réglages et le compteur de cet appareil deviennent ceux de votre compte',
      es: 'Al iniciar sesión por primera vez, los ajustes y el contador de este dispositivo pasan a ser los de tu cuenta',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const page = await request(t.app).get('/settings').set('Cookie', `karma_i18n_redirected=${lang}`);
      expect(page.text.replaceAll('&#x27;', "'")).toContain(text);
    }
  });
});
