/**
 * The Karma counter and the settings page, anonymous and logged in, across two "devices"
 * (two cookie jars) sharing one account.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const provider = scriptedProvider((q) => answer([webResult(`About ${q.text}`)]));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = buildTestApp(
    { SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000', SEARCH_CACHE_TTL: '0' },
    { now: () => clock, searchProvider: provider },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const shownCounter = (html: string) => /class="karma-counter__value"[^>]*>(\d+)</.exec(html)?.[1];

async function logIn(agent: ReturnType<typeof request.agent>, email: string) {
  smtp.messages.length = 0;
  await agent.post('/auth/login').type('form').send({ email }).expect(200);
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
  const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
  return agent.post(link.replace('http://karma.test', '')).expect(303);
}

describe('the Karma counter', () => {
  it('counts page 1 of a new query, once, at most once per 3 s', async () => {
    const device = request.agent(t.app);
    // The header pads to three digits from the first visit on, as /counter does.
    expect(shownCounter((await device.get('/')).text)).toBe('000');
    expect(shownCounter((await device.get('/search?q=otter')).text)).toBe('001');
    expect(shownCounter((await device.get('/search?q=otter')).text)).toBe('001');
    expect(shownCounter((await device.get('/search?q=otter&p=2')).text)).toBe('001');
    expect(shownCounter((await device.get('/images?q=otter')).text)).toBe('001');
    expect(shownCounter((await device.get('/search?q=otter&t=web')).text)).toBe('001');
    // A new query too soon after the last count (a double submit) does not count…
    expect(shownCounter((await device.get('/search?q=lynx')).text)).toBe('001');
    advance(3000);
    // …the same query once the interval has passed does.
    expect(shownCounter((await device.get('/search?q=lynx')).text)).toBe('002');
    advance(3000);
    const increment = await device.post('/search/increment').expect(200);
    expect(increment.body).toEqual({ counter: 3 });
    expect((await device.post('/search/increment')).body).toEqual({ counter: 3 });
  });

  it('keeps the anonymous count in a cookie for a year', async () => {
    advance(5000);
    const res = await request(t.app).get('/search?q=heron');
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('karma_search_count='));
    expect(cookie).toMatch(/^karma_search_count=1;.*Max-Age=31536000/);
    expect(JSON.stringify(res.headers['set-cookie'])).not.toContain('heron');
  });

  it('moves the device count into the account at login, once, and follows the account to a second device', async () => {
    const email = `counter-${Date.now()}@example.org`;
    const first = request.agent(t.app);
    advance(5000);
    await first.get('/search?q=badger');
    advance(5000);
    await first.get('/search?q=beaver');
    await logIn(first, email);
    expect((await first.get('/account')).body.counter).toBe(2);
    expect(shownCounter((await first.get('/')).text)).toBe('002');

    const second = request.agent(t.app);
    await logIn(second, email);
    expect(shownCounter((await second.get('/')).text)).toBe('002');
    advance(5000);
    expect(shownCounter((await second.get('/search?q=marten')).text)).toBe('003');
    expect(shownCounter((await first.get('/')).text)).toBe('003');

    // Logging out and in again on the first device does not count its searches twice.
    await first.post('/auth/logout').type('form').send({ next: '/' }).expect(303);
    expect(shownCounter((await first.get('/')).text)).toBe('000');
    await logIn(first, email);
    expect((await first.get('/account')).body.counter).toBe(3);
  });
});

describe('the settings page', () => {
  const form = {
    safeSearch: 'strict',
    locale: 'en',
    learnActRegion: 'GB',
    searchRegion: 'en-GB',
    associationsMode: 'custom',
    associations: ['HSUK', 'RWLD'],
    serviceProvider: 'proton',
    colorMode: 'dark',
  };

  it('without an account: saves in cookies and comes back with a confirmation', async () => {
    const device = request.agent(t.app);
    const saved = await device.post('/settings').type('form').send(form);
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/settings?saved=1');
    const cookies = ([] as string[]).concat(saved.headers['set-cookie'] ?? []);
    for (const name of [
      'karma_safesearch',
      'karma_search_region',
      'karma_associations',
      'karma_service_provider',
      'karma_color_mode',
    ]) {
      expect(
        cookies.find((c) => c.startsWith(`${name}=`)),
        name,
      ).toMatch(/Max-Age=31536000/);
    }
    const page = await device.get('/settings?saved=1');
    expect(page.text).toContain('Your settings have been saved.');
    expect(page.text).toMatch(/<input type="radio" id="setting-safeSearch-strict"[^>]*checked/);
    expect(page.text).toMatch(/<option value="en-GB" selected="">/);
    expect(page.text).toMatch(/id="setting-association-HSUK"[^>]*checked/);
    expect(page.text).toMatch(/<html[^>]*data-color-mode="dark"/);
    await device.get('/search?q=otter&t=web');
    expect(provider.calls.at(-1)).toMatchObject({ safeSearch: 'strict', region: 'en-GB' });
  });

  it('refuses a custom selection of zero associations', async () => {
    const res = await request(t.app)
      .post('/settings')
      .type('form')
      .send({ ...form, associations: [] });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Choose at least one association.');
    const json = await request(t.app)
      .post('/settings')
      .set('Accept', 'application/json')
      .type('form')
      .send({ ...form, associations: [] });
    expect(json.status).toBe(400);
    expect(json.body.field).toBe('associations');
  });

  it('answers JSON to the island', async () => {
    const res = await request(t.app).post('/settings').set('Accept', 'application/json').type('form').send(form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, settings: { searchRegion: 'en-GB', associations: ['HSUK', 'RWLD'] } });
  });

  it('logged in: the settings follow the account to a second browser', async () => {
    const email = `settings-${Date.now()}@example.org`;
    const first = request.agent(t.app);
    await logIn(first, email);
    await first
      .post('/settings')
      .type('form')
      .send({ ...form, locale: 'fr', safeSearch: 'off' })
      .expect(303);
    expect((await first.get('/account')).body.settings).toMatchObject({
      locale: 'fr',
      safeSearch: 'off',
      serviceProvider: 'proton',
    });

    const second = request.agent(t.app);
    const login = await logIn(second, email);
    expect(JSON.stringify(login.headers['set-cookie'])).toContain('karma_i18n_redirected=fr');
    const page = await second.get('/settings');
    expect(page.text).toMatch(/<html lang="fr"/);
    expect(page.text).toMatch(/<input type="radio" id="setting-safeSearch-off"[^>]*checked/);
    expect(page.text).toContain(email);
  });
});
