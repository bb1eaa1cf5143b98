/**
 * Every redirect whose target the visitor supplies (`next`) stays on the site, whatever the
 * target: the language switch, the consent and colour-mode forms, the mail shortcuts and logout.
 * A Location is judged as a browser reads it: WHATWG URL resolution turns `\` into `/` and drops
 * tabs and newlines, exactly what an attacker relies on.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const ORIGIN = 'http://karma.test';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

/** Where a browser on the site would go for this Location. */
const landsOn = (location: string | undefined) => new URL(location ?? '', `${ORIGIN}/`);

const HOSTILE = [
  '/fr//evil.example/phish',
  '/es/\\evil.example',
  '//evil.example/phish',
  '/\\evil.example',
  '/%2F%2Fevil',
  '/%5Cevil.example',
  '/\t/evil',
  '/\\t/evil',
  '/%09/evil',
  'https://evil',
  'javascript:alert(1)',
];

describe('GET /locale/:lang?next=', () => {
  it.each(HOSTILE)('next=%j goes to the home page in French', async (next) => {
    const res = await request(t.app).get(`/locale/fr?next=${encodeURIComponent(next)}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/fr');
    expect(landsOn(res.headers.location).origin).toBe(ORIGIN);
  });

  it('the exact URL from the report lands on the site', async () => {
    const res = await request(t.app).get('/locale/fr?next=%2Ffr%2F%2Fevil.example%2Fphish');
    expect(res.headers.location).toBe('/fr');
  });

  it.each([
    ['/es/cookies', '/fr/cookies'],
    ['/search?q=wolf', '/search?q=wolf'],
    ['/es/search?q=lobo', '/search?q=lobo'],
  ])('a same-site next=%s still switches to %s', async (next, location) => {
    const res = await request(t.app).get(`/locale/fr?next=${encodeURIComponent(next)}`);
    expect(res.headers.location).toBe(location);
  });
});

describe('form posts that come back to next', () => {
  const forms: [string, Record<string, string>, string][] = [
    ['/consent', { action: 'back' }, '/'],
    ['/color-mode', { mode: 'dark' }, '/'],
    ['/mail-shortcuts', { action: 'modify' }, '/?mail=open'],
    ['/auth/logout', {}, '/'],
  ];
  for (const [path, form, fallback] of forms) {
    it.each(HOSTILE)(`POST ${path} with next=%j comes back to ${fallback}`, async (next) => {
      const res = await request(t.app)
        .post(path)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ ...form, next });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(fallback);
      expect(landsOn(res.headers.location).origin).toBe(ORIGIN);
    });

    it(`POST ${path} still comes back to a same-site next`, async () => {
      const res = await request(t.app)
        .post(path)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ ...form, next: '/search?q=otter' });
      expect(res.headers.location).toMatch(/^\/search\?q=otter(&mail=open)?$/);
    });
  }
});
