/**
 * Pages that show personal data leave with `Cache-Control: no-store` (no shared or browser cache
 * keeps them: a shared computer's next user cannot page back to them), anonymous pages keep their
 * caching; and every response denies the browser features the site does not use.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const provider = scriptedProvider(() => answer([webResult('Owls')]));
  t = buildTestApp({ SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000' }, { searchProvider: provider });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function loggedInAgent() {
  const email = `nostore-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const agent = request.agent(t.app);
  await agent.post('/auth/login').type('form').send({ email }).expect(200);
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
  const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
  await agent.post(link.replace('http://karma.test', '')).expect(303);
  return agent;
}

describe('Cache-Control on personal pages', () => {
  it('is no-store for the settings, account and login pages, even anonymous', async () => {
    for (const path of ['/settings', '/fr/settings', '/auth/login', '/account']) {
      const res = await request(t.app).get(path);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('is no-store for every page a logged-in visitor gets, results included', async () => {
    const agent = await loggedInAgent();
    for (const path of ['/', '/search?q=owl', '/discover', '/settings', '/account']) {
      const res = await agent.get(path);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('keeps the usual caching for anonymous pages', async () => {
    for (const path of ['/', '/search?q=owl', '/discover']) {
      const res = await request(t.app).get(path);
      expect(res.headers['cache-control'], path).toBe('private, no-cache');
    }
  });
});

describe('Permissions-Policy', () => {
  it('denies every powerful feature (the site uses none)', async () => {
    for (const path of ['/', '/search?q=owl', '/robots.txt', '/healthz']) {
      const policy = (await request(t.app).get(path)).headers['permissions-policy'] as string;
      expect(policy, path).toBeTruthy();
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'browsing-topics',
        'interest-cohort',
      ])
        expect(policy, `${path} ${feature}`).toContain(`${feature}=()`);
      expect(policy).not.toContain('(self)');
    }
  });
});
