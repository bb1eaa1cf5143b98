/**
 * The mail shortcut widget without JavaScript, through the real app: the header's link, the
 * popover rendered open by `?mail=`, the form route (cookie, account, 303 back), its refusals
 * (bad input: a localized 400; another site: 403), and the popover's JSON data.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStore } from '../../server/accounts/account-model.ts';
import { sha256 } from '../../server/accounts/secrets.ts';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { MAIL_ENVIRONMENT_LIST } from '../../server/shared/mail-environments.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let domain: TestApp;
beforeAll(() => {
  t = buildTestApp();
  domain = buildTestApp({ COOKIE_DOMAIN: '.karma.test' });
});
afterAll(async () => {
  await Promise.all([t.close(), domain.close()]);
});

const page = (app: TestApp['app'], path: string, cookies: string[] = []) =>
  request(app).get(path).set('Cookie', cookies.join('; '));
const post = (app: TestApp['app'], form: Record<string, string | string[]>, cookies: string[] = []) =>
  request(app).post('/mail-shortcuts').type('form').set('Cookie', cookies.join('; ')).send(form);
const widget = (html: string) => /<div class="mail">.*?<\/form><\/div>/s.exec(html)?.[0] ?? '';
const providerCookie = (res: request.Response) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith('karma_service_provider='));
const links = (html: string) => [...widget(html).matchAll(/<li><a ([^>]*)>/g)].map((m) => m[1] ?? '');

async function login(app: TestApp): Promise<{ id: string; cookie: string }> {
  const account = await app.stores.accounts.findOrCreateAccount('mail@example.org', sha256('mail'), new Date());
  const sid = randomBytes(24).toString('base64url');
  const now = new Date();
  await app.stores.accounts.createSession({
    idHash: sha256(sid),
    accountId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return { id: account.id, cookie: `karma_session=${sid}` };
}

describe('the header button', () => {
  it.each([
    ['/discover', '/discover?mail=open'],
    ['/fr', '/fr?mail=open'],
    ['/search?q=otter', '/search?q=otter&amp;mail=open'],
    ['/settings', '/settings?mail=open'],
  ])('%s: a link to the page with the popover open, hydrated on interaction, nothing more', async (path, href) => {
    const res = await page(t.app, path);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/data-island="MailShortcuts"[^>]*data-hydrate="interaction"/);
    expect(res.text).toContain(`<a id="mail-shortcuts-button" class="mail__button" href="${href}"`);
    // Before the bell, in the same header.
    expect(res.text.indexOf('data-island="MailShortcuts"')).toBeLessThan(
      res.text.indexOf('data-island="NotificationBell"'),
    );
    expect(res.text).not.toContain('mail__panel');
    expect(res.text).not.toMatch(/<link rel="stylesheet" href="\/build\/mail-shortcuts-/);
  });

  it('/settings#mail-shortcuts links to the popover, open', async () => {
    const res = await page(t.app, '/settings');
    const field = /<p class="field[^"]*" id="mail-shortcuts">.*?<\/p>/s.exec(res.text)?.[0] ?? '';
    expect(field).toContain('<a href="/settings?mail=open">Open the mail shortcuts</a>');
  });

  it('is absent from the framed widgets', async () => {
    const res = await page(t.app, '/searchbar');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('data-island="MailShortcuts"');
    expect(res.text).not.toContain('mail-shortcuts-button');
  });
});

describe('without JavaScript', () => {
  it('`?mail=open` renders the choice: four providers with previews, the first checked', async () => {
    const res = await page(t.app, '/discover?mail=open');
    const html = widget(res.text);
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/build\/mail-shortcuts-[\w-]+\.css"\/>/);
    expect(res.text).toMatch(/data-island="MailShortcuts"(?![^>]*data-hydrate)/);
    const radios = [...html.matchAll(/<input type="radio" name="provider"( checked="")? value="(\w+)"/g)];
    expect(radios.map((m) => m[2])).toEqual(MAIL_ENVIRONMENT_LIST.map((e) => e.id));
    expect(radios.map((m) => Boolean(m[1]))).toEqual([true, false, false, false]);
    for (const e of MAIL_ENVIRONMENT_LIST) expect(html).toContain(`src="${e.previewImage}"`);
    expect(html).toContain('<form class="mail__choice" action="/mail-shortcuts" method="post">');
    expect(html).toContain('<input type="hidden" name="next" value="/discover"/>');
    expect(html).toContain('<a href="/contact?subject=feedback">Suggest another service</a>');
    expect(html).toContain('<a class="mail__close" href="/discover" aria-label="Close">');
  });

  it('save: cookie set, back with the confirmation and the grid of new-tab links', async () => {
    const res = await post(t.app, { action: 'save', provider: 'microsoft', next: '/search?q=otter&mail=open' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/search?q=otter&mail=saved');
    expect(providerCookie(res)).toMatch(/^karma_service_provider=microsoft; Max-Age=31536000; Path=\/; .*SameSite=Lax/);

    const back = await page(t.app, '/search?q=otter&mail=saved', ['karma_service_provider=microsoft']);
    const html = widget(back.text);
    expect(html).toContain('<p class="mail__notice" role="status">Saved! Your shortcuts are ready.</p>');
    const microsoft = MAIL_ENVIRONMENT_LIST.find((e) => e.id === 'microsoft')!;
    const anchors = links(back.text);
    expect(anchors).toHaveLength(microsoft.services.length);
    expect(anchors.map((a) => /href="([^"]+)"/.exec(a)?.[1])).toEqual(microsoft.services.map((s) => s.serviceUrl));
    for (const a of anchors) {
      expect(a).toContain('target="_blank"');
      expect(a).toContain('rel="noreferrer noopener"');
    }
    expect(html).toMatch(
      /<form class="mail__foot" action="\/mail-shortcuts" method="post"><input type="hidden" name="next" value="\/search\?q=otter"\/>/,
    );
    expect(html).toMatch(
      /<button type="submit" value="modify" class="mail__modify" name="action">Modify my selection</,
    );
  });

  it('modify: the cookie goes (path /, cookie domain), back with the choice', async () => {
    const res = await post(domain.app, { action: 'modify', next: '/discover' }, ['karma_service_provider=yahoo']);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/discover?mail=open');
    expect(providerCookie(res)).toMatch(
      /^karma_service_provider=; Domain=\.karma\.test; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
    const saved = await post(domain.app, { action: 'save', provider: 'yahoo', next: '/' });
    expect(providerCookie(saved)).toContain('Domain=.karma.test');
  });

  it('logged in: the account takes the choice, then forgets it', async () => {
    const { id, cookie } = await login(t);
    const saved = await post(t.app, { action: 'save', provider: 'proton', next: '/discover' }, [cookie]);
    expect(saved.headers.location).toBe('/discover?mail=saved');
    expect((await t.stores.accounts.getAccount(id))?.settings.serviceProvider).toBe('proton');
    // Another browser, no provider cookie: the account's grid.
    const grid = links((await page(t.app, '/discover?mail=open', [cookie])).text);
    expect(grid[0]).toContain('href="https://mail.proton.me/"');

    const modified = await post(t.app, { action: 'modify', next: '/discover' }, [cookie]);
    expect(modified.headers.location).toBe('/discover?mail=open');
    expect((await t.stores.accounts.getAccount(id))?.settings.serviceProvider).toBeNull();
  });

  it('a failing account store: back with the error, nothing half-saved on the device', async () => {
    const failing = new Proxy(t.stores.accounts, {
      get: (target, key) =>
        key === 'updateSettings'
          ? async () => {
              throw new Error('database unavailable');
            }
          : Reflect.get(target, key),
    }) as AccountStore;
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, BASE_URL: 'http://karma.test' });
    const app = createApp(config, { logger: createLogger('silent'), stores: { ...t.stores, accounts: failing } });
    const { cookie } = await login(t);
    const res = await post(app, { action: 'save', provider: 'google', next: '/discover' }, [cookie]);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/discover?mail=error');
    expect(providerCookie(res)).toBeUndefined();
    const shown = widget((await page(app, '/discover?mail=error', [cookie])).text);
    expect(shown).toContain('<p class="mail__error" role="alert">Your choice could not be saved.');
  });

  it.each<[string, Record<string, string | string[]>]>([
    ['unknown provider', { action: 'save', provider: 'aol', next: '/' }],
    ['no provider', { action: 'save', next: '/' }],
    ['two providers', { action: 'save', provider: ['google', 'yahoo'], next: '/' }],
    ['unknown action', { action: 'delete', next: '/' }],
    ['no action', { provider: 'google' }],
  ])('%s: a 400 page in the visitor’s language, no cookie', async (_name, form) => {
    const res = await post(t.app, form, ['karma_i18n_redirected=fr']);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Choisissez l’un des environnements de messagerie proposés.');
    expect(providerCookie(res)).toBeUndefined();
  });

  it('another site’s post is refused (403) and sets nothing', async () => {
    const res = await post(t.app, { action: 'save', provider: 'google', next: '/' })
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect(providerCookie(res)).toBeUndefined();
  });

  it('`next` stays on this site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await post(t.app, { action: 'save', provider: 'google', next });
      expect(res.headers.location, next).toBe('/?mail=saved');
    }
  });
});

describe('GET /mail-shortcuts/{locale}.json', () => {
  it('serves the popover data in the language asked for, cacheable', async () => {
    const res = await request(t.app).get('/mail-shortcuts/es.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.labels.modify).toBe('Modificar mi selección');
    expect(res.body.providers.map((p: { id: string }) => p.id)).toEqual(MAIL_ENVIRONMENT_LIST.map((e) => e.id));
    expect(res.body.services.google[1]).toEqual({
      name: 'Calendario',
      icon: '/mail/icons/calendar.svg',
      serviceUrl: 'https://calendar.google.com/',
    });
  });

  it.each(['/mail-shortcuts/de.json', '/mail-shortcuts/en.js', '/mail-shortcuts/..json'])('%s: 404', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(404);
  });

  it('the pictograms and previews are served by this site', async () => {
    for (const path of ['/mail/icons/mail.svg', '/mail/previews/google.svg', '/mail/providers/yahoo.svg']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
  });
});
