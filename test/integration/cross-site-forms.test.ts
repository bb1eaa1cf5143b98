/**
 * No other site can change a visitor's state: every POST and DELETE route refuses a request the
 * browser marks as coming from elsewhere (Sec-Fetch-Site, or Origin when that header is missing)
 * with a localized 403 and sets no cookie, while the site's own forms keep working.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

/** Every state-changing route of the app, with a body it would accept from the site itself. */
const STATE_CHANGING: ['post' | 'delete', string, Record<string, string>][] = [
  ['post', '/consent', { action: 'accept-all', next: '/' }],
  ['post', '/color-mode', { mode: 'dark', next: '/' }],
  ['post', '/settings', { safeSearch: 'off' }],
  ['post', '/settings/sites', { host: 'example.com', action: 'block' }],
  ['post', '/settings/sites/import', { rules: '$discard,site=example.com' }],
  ['post', '/settings/sites/lists', { id: 'no-pinterest' }],
  ['post', '/settings/restore', { s: 'x' }],
  ['post', '/mail-shortcuts', { action: 'save', provider: 'google', next: '/' }],
  ['post', '/search/increment', {}],
  ['post', '/auth/login', { email: 'someone@example.org' }],
  ['post', '/auth/email/code', { email: 'someone@example.org', code: '123456' }],
  ['post', '/auth/email/verify', {}],
  ['post', '/auth/logout', { next: '/' }],
  ['post', '/contact', { email: 'someone@example.org', subject: 'other', message: 'Hello' }],
  ['post', '/account/update', {}],
  ['post', '/account/seen-notifications', {}],
  ['delete', '/account', {}],
];

const FOREIGN: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
  ['Origin: https://evil.example (no Sec-Fetch-Site)', { Origin: 'https://evil.example' }],
];

describe('a form posted from another site', () => {
  for (const [method, path, form] of STATE_CHANGING) {
    for (const [label, headers] of FOREIGN) {
      it(`${method.toUpperCase()} ${path} with ${label}: 403, no cookie set`, async () => {
        const res = await request(t.app)
          [method](path)
          .set(headers)
          .set('Cookie', 'karma_i18n_redirected=en')
          .type('form')
          .send(form);
        expect(res.status).toBe(403);
        expect(setCookies(res)).toEqual([]);
      });
    }
  }

  it('cannot plant the consent of its choice', async () => {
    const res = await request(t.app)
      .post('/consent')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ action: 'save', consent: ['targeting', 'analytics'] });
    expect(res.status).toBe(403);
    expect(setCookies(res).some((c) => c.startsWith('karma_consent_v2='))).toBe(false);
  });

  it.each([
    ['en', 'This form was sent from another website'],
    ['fr', 'Ce formulaire a été envoyé depuis un autre site'],
    ['es', 'Este formulario se envió desde otro sitio web'],
  ])('is told why, in the visitor’s language (%s)', async (lang, message) => {
    const res = await request(t.app)
      .post('/color-mode')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Cookie', `karma_i18n_redirected=${lang}`)
      .type('form')
      .send({ mode: 'dark' });
    expect(res.status).toBe(403);
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(message);
  });
});

describe('the site’s own forms', () => {
  const SAME_SITE: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Origin: the site', { Origin: 'http://karma.test' }],
    ['no browser header (curl)', {}],
  ];
  for (const [label, headers] of SAME_SITE) {
    it(`POST /consent with ${label} stores the choice`, async () => {
      const res = await request(t.app).post('/consent').set(headers).type('form').send({ action: 'accept-all' });
      expect(res.status).toBe(303);
      expect(setCookies(res).find((c) => c.startsWith('karma_consent_v2='))).toMatch(/^karma_consent_v2=targeting%2C/);
    });

    it(`POST /color-mode with ${label} stores the mode`, async () => {
      const res = await request(t.app).post('/color-mode').set(headers).type('form').send({ mode: 'dark' });
      expect(res.status).toBe(303);
      expect(setCookies(res).find((c) => c.startsWith('karma_color_mode='))).toMatch(/^karma_color_mode=dark;/);
    });
  }
});
