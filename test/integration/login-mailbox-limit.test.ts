/**
 * Login mails per mailbox: the spellings of one inbox (plus-addressing, dots at Gmail) share one
 * limit, counted in Redis so that two replicas agree, with a localized 429 and Retry-After.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

let smtp: TestSmtpServer;
let apps: [TestApp, TestApp];
beforeAll(async () => {
  smtp = await startSmtpServer();
  const sharedKeyPrefix = `test-mailbox-${randomBytes(6).toString('hex')}:`;
  const replica = () =>
    buildTestApp({ SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000', REDIS_URL }, { sharedKeyPrefix });
  apps = [replica(), replica()];
});
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await smtp.close();
});

describe('login mails per mailbox', () => {
  it('folds plus tags and Gmail dots, across replicas', async () => {
    const user = `kayak${randomBytes(3).toString('hex')}`;
    const spellings = [
      `${user}+1@gmail.com`,
      `${user.slice(0, 3)}.${user.slice(3)}@googlemail.com`,
      `${user}+x@gmail.com`,
    ];
    for (const [i, email] of spellings.entries()) {
      const res = await request(apps[i % 2 === 0 ? 0 : 1].app)
        .post('/auth/login')
        .type('form')
        .send({ email });
      expect(res.status).toBe(200);
    }
    const refused = await request(apps[1].app)
      .post('/auth/login')
      .type('form')
      .set('Accept-Language', 'fr')
      .send({ email: `${user.toUpperCase()}@gmail.com` });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('Trop de liens ont été envoyés à cette adresse');
    // Another mailbox is not concerned.
    const other = await request(apps[0].app)
      .post('/auth/login')
      .type('form')
      .send({ email: `${user}@example.org` });
    expect(other.status).toBe(200);
  });

  it('with Redis away, still limits the login mails of one network (11th of 10 an hour refused)', async () => {
    const t = buildTestApp({ SMTP_URL: smtp.url, REDIS_URL: 'redis://127.0.0.1:6390' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const email = `away${i}-${randomBytes(3).toString('hex')}@example.org`;
        statuses.push((await request(t.app).post('/auth/login').type('form').send({ email })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
