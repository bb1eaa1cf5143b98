import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const provider = () => scriptedProvider((q) => answer([webResult(`Result for ${q.text}`)]));
const GTM = 'GTM-TEST123';

let t: TestApp;
let withGtm: TestApp;
let flagOff: TestApp;
let withDomain: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: provider() });
  withGtm = buildTestApp({ TAG_MANAGER_ID: GTM }, { searchProvider: provider() });
  flagOff = buildTestApp({ TAG_MANAGER_ID: GTM, FEATURE_COOKIE_CONSENT: 'false' }, { searchProvider: provider() });
  withDomain = buildTestApp({ COOKIE_DOMAIN: '.karma.test' });
});
afterAll(async () => {
  for (const app of [t, withGtm, flagOff, withDomain]) await app?.close();
});

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const consentCookie = (res: request.Response) => setCookies(res).find((c) => c.startsWith('karma_consent_v2='));
const hasBanner = (html: string) => html.includes('data-island="CookieConsent"');
const hasTagManager = (html: string) => html.includes('googletagmanager.com');

describe('the banner', () => {
  for (const path of ['/', '/cookies', '/search?q=otter']) {
    it(`shows on ${path} without a consent cookie`, async () => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect(hasBanner(res.text)).toBe(true);
      expect(res.text).toContain('action="/consent"');
      expect(res.text).toContain('href="/privacy"');
    });

    for (const value of ['', 'targeting', 'targeting%2Canalytics']) {
      it(`is hidden on ${path} with karma_consent_v2=${value}`, async () => {
        const res = await request(t.app).get(path).set('Cookie', `karma_consent_v2=${value}`);
        expect(res.status).toBe(200);
        expect(hasBanner(res.text)).toBe(false);
      });
    }
  }

  it('preselects the default sections; the essential checkbox is checked and disabled', async () => {
    const html = (await request(t.app).get('/cookies')).text;
    const input = (value: string) => new RegExp(`<input[^>]*id="consent-${value}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input('essentials')).toMatch(/checked/);
    expect(input('essentials')).toMatch(/disabled/);
    expect(input('targeting')).toMatch(/checked/);
    expect(input('targeting')).not.toMatch(/disabled/);
    expect(input('analytics')).not.toMatch(/checked/);
  });

  it("offers 'Refuse all' beside 'Accept all', as a submit button of the same form", async () => {
    const html = (await request(t.app).get('/search?q=otter')).text;
    const actions = /<div class="consent__actions">([\s\S]*?)<details/.exec(html)?.[1] ?? '';
    const buttons = [...actions.matchAll(/<button([^>]*)>([^<]*)</g)].map(([, attributes = '', label]) => ({
      submits: attributes.includes('type="submit"') && attributes.includes('name="action"'),
      value: /value="([^"]*)"/.exec(attributes)?.[1],
      label,
    }));
    expect(buttons).toEqual([
      { submits: true, value: 'accept-all', label: 'Accept all' },
      { submits: true, value: 'refuse-all', label: 'Refuse all' },
    ]);
    expect((await request(t.app).get('/fr/cookies')).text).toContain('Tout refuser');
  });

  it('is translated', async () => {
    const res = await request(t.app).get('/fr/cookies');
    expect(res.text).toContain('Tout accepter');
    expect(res.text).toContain('Valider ma sélection');
  });

  it('is absent with the feature flag off', async () => {
    const res = await request(flagOff.app).get('/search?q=otter');
    expect(hasBanner(res.text)).toBe(false);
  });
});

describe('POST /consent', () => {
  const post = (app: TestApp, form: string) => request(app.app).post('/consent').type('form').send(form);

  const cases: [string, string, string | undefined][] = [
    ['accept-all stores every optional section', 'action=accept-all&next=/search?q=otter', 'targeting%2Canalytics'],
    ['refuse-all stores an empty choice (essential only)', 'action=refuse-all&consent=analytics', ''],
    ['save stores the checked values', 'action=save&consent=targeting&consent=analytics', 'targeting%2Canalytics'],
    ['save with analytics only', 'action=save&consent=analytics', 'analytics'],
    ['save never stores the essential section', 'action=save&consent=essentials&consent=targeting', 'targeting'],
    ['save ignores unknown values', 'action=save&consent=tracking&consent=analytics&consent=%3Cx%3E', 'analytics'],
    ['save with nothing checked stores an empty choice', 'action=save', ''],
    ['back stores nothing', 'action=back&consent=analytics', undefined],
    ['an unknown action stores nothing', 'action=reject', undefined],
  ];
  for (const [name, form, expected] of cases) {
    it(name, async () => {
      const res = await post(t, form);
      expect(res.status).toBe(303);
      const cookie = consentCookie(res);
      if (expected === undefined) return expect(cookie).toBeUndefined();
      expect(cookie?.split(';')[0]).toBe(`karma_consent_v2=${expected}`);
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/);
    });
  }

  it('comes back to a same-site path only', async () => {
    expect((await post(t, 'action=accept-all&next=%2Fsearch%3Fq%3Dotter')).headers.location).toBe('/search?q=otter');
    expect((await post(t, 'action=accept-all&next=//evil.example')).headers.location).toBe('/');
    expect((await post(t, 'action=accept-all')).headers.location).toBe('/');
  });

  it('uses the cookie domain', async () => {
    const res = await post(withDomain, 'action=accept-all');
    expect(consentCookie(res)).toMatch(/Domain=\.?karma\.test/);
  });
});

describe('the old consent cookie', () => {
  it('is cleared on load', async () => {
    const res = await request(t.app).get('/cookies').set('Cookie', 'karma_consent=true');
    const cleared = setCookies(res).find((c) => c.startsWith('karma_consent='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(hasBanner(res.text)).toBe(true);
  });

  it('is cleared for the cookie domain and the host', async () => {
    const res = await request(withDomain.app).get('/cookies').set('Cookie', 'karma_consent=1');
    const cleared = setCookies(res).filter((c) => c.startsWith('karma_consent='));
    expect(cleared).toHaveLength(2);
    expect(cleared.some((c) => /Domain=/.test(c))).toBe(true);
    expect(cleared.some((c) => !/Domain=/.test(c))).toBe(true);
  });

  it('is left alone when absent', async () => {
    const res = await request(t.app).get('/cookies').set('Cookie', 'karma_consent_v2=analytics');
    expect(setCookies(res).some((c) => c.startsWith('karma_consent='))).toBe(false);
  });
});

describe('the tag manager', () => {
  const cases: [string, () => TestApp, string | undefined, boolean][] = [
    ['not without an id, even with analytics', () => t, 'analytics', false],
    ['not before any choice (no consent cookie)', () => withGtm, undefined, false],
    ['not when analytics was refused', () => withGtm, 'targeting', false],
    ['not with an empty choice', () => withGtm, '', false],
    ['with analytics accepted', () => withGtm, 'analytics', true],
    ['with everything accepted', () => withGtm, 'targeting%2Canalytics', true],
    ['with the feature off: everything is allowed', () => flagOff, undefined, true],
  ];
  for (const [name, app, cookie, expected] of cases) {
    for (const path of ['/cookies', '/search?q=otter']) {
      it(`${name} (${path})`, async () => {
        let req = request(app().app).get(path);
        if (cookie !== undefined) req = req.set('Cookie', `karma_consent_v2=${cookie}`);
        const res = await req;
        expect(res.status).toBe(200);
        expect(hasTagManager(res.text)).toBe(expected);
        if (expected) {
          const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
          expect(res.text).toContain(
            `<script async="" nonce="${nonce}" src="https://www.googletagmanager.com/gtm.js?id=${GTM}">`,
          );
        }
      });
    }
  }

  it('is allowed by the CSP only when an id is configured', async () => {
    const csp = (res: request.Response) => res.headers['content-security-policy'] as string;
    const directive = (res: request.Response, name: string) =>
      csp(res)
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    const on = await request(withGtm.app).get('/cookies');
    for (const name of ['script-src', 'connect-src', 'img-src']) {
      expect(directive(on, name)).toContain('https://www.googletagmanager.com');
    }
    const off = await request(t.app).get('/cookies');
    expect(csp(off)).not.toContain('googletagmanager');
  });
});
