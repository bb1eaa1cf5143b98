/**
 * The checks of Mozilla's HTTP Observatory, run against the app as deployed: NODE_ENV=production
 * behind a trusted proxy that terminates https (X-Forwarded-Proto). Each check is one the
 * Observatory scores: CSP without unsafe-inline scripts, object-src 'none', base-uri, HSTS over
 * https only, nosniff, framing denied, Referrer-Policy, and the session cookie's flags.
 */
import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = buildTestApp({
    NODE_ENV: 'production',
    SESSION_SECRET: 'observatory-test-secret-observatory-test-secret',
    LEDGER_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    SMTP_URL: smtp.url,
    BASE_URL: 'https://karma.test',
    LOGIN_REQUESTS_PER_HOUR: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const https = (path: string) => request(t.app).get(path).set('X-Forwarded-Proto', 'https');
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('HTTP Observatory checks, in production behind https', () => {
  it('CSP: scripts by nonce only, no plugins, base-uri locked, framing denied', async () => {
    for (const path of ['/', '/search?q=owl', '/settings', '/auth/login', '/no-such-page']) {
      const res = await https(path);
      const csp = directives(res.headers['content-security-policy'] as string);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(
        scripts.some((s) => s.startsWith("'nonce-")),
        path,
      ).toBe(true);
      expect(
        scripts.some((s) => s === '*' || s === 'https:' || s === 'http:'),
        path,
      ).toBe(false);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
    }
  });

  it('HSTS for a year over https, none over plain http', async () => {
    const secure = await https('/');
    const hsts = secure.headers['strict-transport-security'] as string;
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
    const plain = await request(t.app).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('nosniff, a strict Referrer-Policy and no server fingerprint', async () => {
    for (const path of ['/', '/robots.txt', '/healthz', '/no-such-page']) {
      const res = await https(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        res.headers['referrer-policy'],
      );
      expect(res.headers['x-powered-by'], path).toBeUndefined();
    }
  });

  it('the session cookie is Secure, HttpOnly and SameSite after a login over https', async () => {
    const email = `observatory-${Date.now()}@example.org`;
    const agent = request.agent(t.app);
    await agent.post('/auth/login').set('X-Forwarded-Proto', 'https').type('form').send({ email }).expect(200);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
    const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
    const res = await agent
      .post(link.replace('https://karma.test', ''))
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://karma.test')
      .expect(303);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('karma_session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    // Every cookie the site sets over https is Secure and SameSite.
    for (const cookie of cookies) {
      expect(cookie, cookie.split('=')[0]).toMatch(/;\s*Secure/i);
      expect(cookie, cookie.split('=')[0]).toMatch(/;\s*SameSite=/i);
    }
  });
});
