/**
 * Settings without an account, through the real app and without JavaScript: /settings shows a
 * restore link with its QR code; the link, opened in a fresh browser, shows what it carries and
 * changes nothing until the confirmation POST, which applies every setting and site rule (to the
 * account too when logged in). A link cut short or edited is a localized 400, and another site
 * cannot post the confirmation.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromCookies } from '../../server/accounts/preference-cookies.ts';
import { sha256 } from '../../server/accounts/secrets.ts';
import { restoreLinkParameter } from '../../server/accounts/settings-restore.ts';
import { restoreLinkOf } from '../../server/routes/settings-restore.tsx';
import { DEFAULT_SETTINGS, type Settings } from '../../server/shared/account-settings.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

type RestoreStrings = {
  restored: string;
  confirm: Record<string, string>;
  errors: Record<string, string>;
};
/** The `restore` strings of a locale, as React writes them into a page. */
function restoreStrings(locale: 'en' | 'fr' | 'es'): RestoreStrings {
  const asHtml = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const json = readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8');
  return JSON.parse(json, (_key, value) => (typeof value === 'string' ? asHtml(value) : value)).restore;
}

/** Browser A's cookies: every setting changed from its default, and two site rules. */
const BROWSER_A: Record<string, string> = {
  karma_safesearch: 'strict.strict',
  karma_personalized: '1',
  karma_i18n_redirected: 'fr',
  karma_learn_act_region: 'FR',
  karma_search_region: 'fr-FR',
  karma_associations: 'L214.ASPAS',
  karma_service_provider: 'proton',
  karma_color_mode: 'dark',
  karma_site_rules: '1.bexample.com_pdeveloper.mozilla.org',
};
const SETTING_NAMES = Object.keys(BROWSER_A);
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
/** The values a response sets, by cookie name (a cleared cookie's is empty). */
const cookiesSet = (res: request.Response) =>
  Object.fromEntries(setCookies(res).map((line) => line.split(';')[0]?.split('=') ?? []));
/** The restore link on a /settings page, as a path on this app. */
function restorePath(html: string): string {
  const url = /<textarea id="settings-restore-link"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? '';
  expect(url).toMatch(/^http:\/\/karma\.test\/settings\/restore\?s=1\.[A-Za-z0-9_-]+$/);
  return url.replace('http://karma.test', '');
}
const linkOfA = async () =>
  restorePath((await request(t.app).get('/settings').set('Cookie', cookieHeader(BROWSER_A)).expect(200)).text);
const sParam = (path: string) => new URL(path, 'http://karma.test').searchParams.get('s') ?? '';

describe('/settings', () => {
  it('shows the restore link, its QR code as inline SVG, and the way to the site rules', async () => {
    const res = await request(t.app).get('/settings').set('Cookie', cookieHeader(BROWSER_A)).expect(200);
    restorePath(res.text);
    expect(res.text).toMatch(/<div class="settings-transfer__qr" role="img" aria-label="[^"]+"><svg [^>]*viewBox=/);
    expect(res.text).toContain('<a class="button" href="/settings/sites">Gérer mes sites</a>');
    expect(res.text).toContain('2 règles de sites');
    const anonymous = await request(t.app).get('/settings').expect(200);
    expect(anonymous.text).toContain('Use these settings in another browser');
    expect(anonymous.text).toContain('No site rules yet');
  });
});

describe('a restore link opened in a fresh browser', () => {
  it('GET shows every value and the rules, and sets no setting cookie', async () => {
    const b = request.agent(t.app);
    // B has opened the site once, which remembers the language it detected (as on any page).
    await b.get('/').expect(200);
    const res = await b.get(await linkOfA()).expect(200);
    for (const shown of ['Strict', 'On', 'France (French)', 'L214 and ASPAS', 'Français', 'France', 'Proton', 'Dark']) {
      expect(res.text, shown).toContain(`<dd>${shown}</dd>`);
    }
    expect(res.text).toMatch(/example\.com<\/span> <span class="restore__action restore__action--block">Blocked/);
    expect(res.text).toMatch(/developer\.mozilla\.org<\/span> <span[^>]*>Pinned/);
    const form = /<form class="restore__actions"[^>]*>.*?<\/form>/s.exec(res.text)?.[0] ?? '';
    expect(form).toContain('action="/settings/restore" method="post"');
    expect(form).toContain(`<input type="hidden" name="s" value="${sParam(await linkOfA())}"/>`);
    expect(form).toContain('<button type="submit">Apply these settings</button>');
    expect(res.text).toContain('<a href="/settings">Cancel</a>');
    expect(Object.keys(cookiesSet(res)).filter((name) => SETTING_NAMES.includes(name))).toEqual([]);
    // Nothing was applied: B's settings page still shows the defaults.
    const settings = await b.get('/settings').expect(200);
    expect(settings.text).toMatch(/id="setting-safeSearch-moderate"[^>]*checked/);
    expect(settings.text).not.toContain('Les paramètres de votre lien');
  });

  it('GET in a browser that never opened the site only remembers the language it detected, not the link’s', async () => {
    const res = await request(t.app)
      .get(await linkOfA())
      .set('Accept-Language', 'es')
      .expect(200);
    const written = Object.entries(cookiesSet(res)).filter(([name]) => SETTING_NAMES.includes(name));
    expect(written).toEqual([['karma_i18n_redirected', 'es']]);
  });

  it('the confirmation POST applies every setting and rule: B ends with A’s settings', async () => {
    const b = request.agent(t.app);
    const link = await linkOfA();
    const res = await b
      .post('/settings/restore')
      .type('form')
      .send({ s: sParam(link) })
      .expect(303);
    expect(res.headers.location).toBe('/settings?restored=1');
    const written = cookiesSet(res);
    expect(settingsFromCookies(written)).toEqual(settingsFromCookies(BROWSER_A));
    for (const name of SETTING_NAMES) expect(written[name], name).toBe(BROWSER_A[name]);

    const page = await b.get('/settings?restored=1').expect(200);
    expect(page.text).toContain(restoreStrings('fr').restored);
    expect(page.text).toMatch(/id="setting-safeSearch-strict"[^>]*checked/);
    expect(page.text).toMatch(/id="setting-association-L214"[^>]*checked/);
    expect(page.text).toContain('<option value="proton" selected="">');
    expect(page.text).toContain('2 règles de sites');
    // The page's own link now carries the same settings as A's.
    expect(sParam(restorePath(page.text))).toBe(sParam(link));
  });
});

describe('a link that cannot be used', () => {
  it.each([
    ['cut short', (s: string) => s.slice(0, -6), 'malformed'],
    ['edited', (s: string) => `${s.slice(0, 12)}A${s.slice(13)}`, 'malformed'],
    ['from another version', (s: string) => `7${s.slice(1)}`, 'unknownVersion'],
    ['missing', () => '', 'empty'],
  ] as const)('%s: GET and POST answer 400 with the localized reason and change nothing', async (_name, alter, key) => {
    const s = alter(sParam(await linkOfA()));
    for (const locale of ['en', 'fr', 'es'] as const) {
      const errors = restoreStrings(locale).errors;
      const query = s ? `?s=${s}` : '';
      const get = await request(t.app)
        .get(`/settings/restore${query}`)
        .set('Cookie', `karma_i18n_redirected=${locale}`);
      expect(get.status).toBe(400);
      expect(get.text).toContain(errors.title);
      expect(get.text).toContain(errors[key]);
      expect(get.text).not.toContain('name="s"');
      const post = await request(t.app)
        .post('/settings/restore')
        .set('Cookie', `karma_i18n_redirected=${locale}`)
        .type('form')
        .send({ s });
      expect(post.status).toBe(400);
      expect(post.text).toContain(errors[key]);
      expect(setCookies(post)).toEqual([]);
    }
  });

  it('an invalid value inside a well-formed link is refused whole', async () => {
    const json = { s: { karma_safesearch: 'none' }, r: '' };
    const s = `1.${Buffer.from(JSON.stringify(json)).toString('base64url')}`;
    const res = await request(t.app).get(`/settings/restore?s=${s}`).expect(400);
    expect(res.text).toContain(restoreStrings('en').errors.invalidSetting);
  });
});

describe('the confirmation', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['Origin: https://evil.example', { Origin: 'https://evil.example' }],
  ])('is refused from another site (%s): 403, no cookie set', async (_label, headers) => {
    const s = sParam(await linkOfA());
    const res = await request(t.app)
      .post('/settings/restore')
      .set(headers)
      // A language already chosen, as in a browser that has visited: the refusal then sets nothing.
      .set('Cookie', 'karma_i18n_redirected=en')
      .type('form')
      .send({ s });
    expect(res.status).toBe(403);
    expect(setCookies(res)).toEqual([]);
  });

  it('logged in, replaces the account’s settings, then the cookies', async () => {
    const account = await t.stores.accounts.findOrCreateAccount('restore@example.org', sha256('restore'), new Date());
    const sid = randomBytes(24).toString('base64url');
    const now = new Date();
    await t.stores.accounts.createSession({
      idHash: sha256(sid),
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const session = `karma_session=${sid}`;
    const s = sParam(await linkOfA());
    const confirm = await request(t.app).get(`/settings/restore?s=${s}`).set('Cookie', session).expect(200);
    expect(confirm.text).toContain(restoreStrings('en').confirm.account);
    const res = await request(t.app).post('/settings/restore').set('Cookie', session).type('form').send({ s });
    expect(res.status).toBe(303);
    expect(cookiesSet(res).karma_search_region).toBe('fr-FR');
    const stored = (await request(t.app).get('/account').set('Cookie', session).expect(200)).body;
    expect(stored.settings).toEqual(settingsFromCookies(BROWSER_A));
  });
});

describe('a link with more rules than a cookie holds', () => {
  /** 100 rules whose hosts average far past the 38 characters a full cookie allows. */
  const MANY: Settings = {
    ...DEFAULT_SETTINGS,
    siteRules: Array.from({ length: 100 }, (_, i) => ({
      host: `site-${i}-with-a-rather-long-name-for-a-host.example.org`,
      action: 'block' as const,
    })),
  };

  it('without an account: shown, but not applied (the cookie would be dropped whole)', async () => {
    const s = restoreLinkParameter(MANY);
    const get = await request(t.app).get(`/settings/restore?s=${s}`).set('Cookie', 'karma_i18n_redirected=en');
    expect(get.status).toBe(200);
    expect(get.text).toContain(restoreStrings('en').errors.tooManyRules);
    expect(get.text).not.toContain('<button type="submit">Apply these settings</button>');
    const post = await request(t.app)
      .post('/settings/restore')
      .set('Cookie', 'karma_i18n_redirected=en')
      .type('form')
      .send({ s });
    expect(post.status).toBe(400);
    expect(setCookies(post)).toEqual([]);
  });

  it('on /settings: the link stays, without a QR code past what one holds', async () => {
    const few = await restoreLinkOf(DEFAULT_SETTINGS, 'http://karma.test');
    expect(few.qrSvg).toMatch(/^<svg /);
    const many = await restoreLinkOf(MANY, 'http://karma.test');
    expect(many.url).toContain('/settings/restore?s=1.');
    expect(many.qrSvg).toBeUndefined();
  });
});
