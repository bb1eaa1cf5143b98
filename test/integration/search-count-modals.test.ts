/**
 * The search-count modals and the announcements as the server renders them: which island loads
 * when, what a page opens by itself, the /counter page without JavaScript, and the strings the
 * modal fetches.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import { ANNOUNCEMENT_DEFINITIONS, type AnnouncementDefinition } from '../../server/shared/announcements.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const current: AnnouncementDefinition = {
  ...(ANNOUNCEMENT_DEFINITIONS.find((d) => d.id === 'google-env') as AnnouncementDefinition),
  untilDate: '2026-12-31',
};
let t: TestApp;
let session: string;

beforeAll(async () => {
  t = buildTestApp(
    {},
    { now: () => NOW, announcements: [ANNOUNCEMENT_DEFINITIONS[0] as AnnouncementDefinition, current] },
  );
  const account = await t.stores.accounts.findOrCreateAccount('modal@example.org', sha256('modal'), NOW);
  const sid = randomBytes(24).toString('base64url');
  await t.stores.accounts.createSession({
    idHash: sha256(sid),
    accountId: account.id,
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
  });
  await t.stores.accounts.addToCounter(account.id, 7);
  session = `karma_session=${sid}`;
});
afterAll(() => t.close());

const get = async (path: string, cookies: string[] = []) =>
  (await request(t.app).get(path).set('Cookie', cookies.join('; ')).expect(200)).text;
const marker = (html: string, name: string) =>
  new RegExp(`<div class="island" data-island="${name}"[^>]*>`).exec(html)?.[0];
const modalsCss = (html: string) => /<link rel="stylesheet" href="\/build\/modals-\w+\.css"/.test(html);
const overlays = (html: string) => /data-overlay-modules="([^"]*)"/.exec(html)?.[1];

describe('the counter and its modal', () => {
  it('a plain page: the counter links to /counter, its island waits for an interaction', async () => {
    const html = await get('/');
    expect(marker(html, 'CounterModal')).toContain('data-hydrate="interaction"');
    expect(html).toMatch(/<a class="karma-counter" href="\/counter"/);
    expect(html).not.toContain('<dialog');
    expect(modalsCss(html)).toBe(false);
    expect(overlays(html)).toBeUndefined();
  });

  it('after a login (?new-connection=true) the page opens the new-connection modal itself', async () => {
    const html = await get('/?new-connection=true', [session]);
    expect(marker(html, 'CounterModal')).not.toContain('data-hydrate');
    expect(html).toMatch(/<dialog class="site-modal" open="" aria-labelledby="counter-modal-title"/);
    expect(html).toContain(`>${resources.en.counterModal.titles['new-connection']}</h2>`);
    expect(html).toContain('stands at 7 searches');
    expect(html).toContain('<form method="dialog">');
    expect(modalsCss(html)).toBe(true);
    expect(overlays(html)).toBe('modal');
  });

  it('?new-connection=true without a session opens nothing; ?login-failed=true does, in French too', async () => {
    expect(await get('/?new-connection=true')).not.toContain('<dialog');
    const html = await get('/fr?login-failed=true');
    expect(html).toContain(`>${resources.fr.counterModal.titles['login-failed']}</h2>`);
    expect(html).toContain(`href="/fr/auth/login">${resources.fr.counterModal.loginLabels['login-failed']}</a>`);
  });

  it('/counter says the same without JavaScript, per state', async () => {
    const anonymous = await get('/counter', ['karma_search_count=12']);
    expect(anonymous).toContain(`<h1>${resources.en.counterModal.titles.disconnected}</h1>`);
    expect(anonymous).toContain('12 searches with Karma on this device.');
    const logged = await get('/fr/counter', [session]);
    expect(logged).toContain(`<h1>${resources.fr.counterModal.titles.connected}</h1>`);
    expect(logged).toContain('href="/fr/what"');
    expect(logged).toContain('href="/settings"');
    expect(modalsCss(logged)).toBe(true);
  });

  it('serves the modal strings for the click', async () => {
    const response = await request(t.app).get('/strings/es/counterModal.json').expect(200);
    expect(response.body).toEqual(resources.es.counterModal);
  });
});

describe('announcements', () => {
  it('more than 15 searches and an enabled announcement before its date: the island loads with the page', async () => {
    const html = await get('/', ['karma_search_count=16']);
    expect(marker(html, 'AnnouncementModal')).toBeDefined();
    expect(marker(html, 'AnnouncementModal')).not.toContain('data-hydrate');
    expect(overlays(html)).toBe('modal');
    const props = /data-island="AnnouncementModal" data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(props).toContain('google-env');
    // The disabled 'account' one is not sent; both ids are known to the viewed list.
    expect(props.replaceAll('&quot;', '"')).toContain('"knownIds":["account","google-env"]');
    expect(props).toContain(resources.en.announcements.googleEnv.title);
  });

  it('at 15 searches, or on a page that opens the counter modal, no announcement', async () => {
    expect(marker(await get('/', ['karma_search_count=15']), 'AnnouncementModal')).toBeUndefined();
    const afterLogin = await get('/search?q=otter&new-connection=true', [session]);
    expect(marker(afterLogin, 'AnnouncementModal')).toBeUndefined();
  });

  it('the shipped definitions have all ended: nobody gets the island', async () => {
    const shipped = buildTestApp({}, { now: () => NOW });
    try {
      const html = (await request(shipped.app).get('/').set('Cookie', 'karma_search_count=60').expect(200)).text;
      expect(marker(html, 'AnnouncementModal')).toBeUndefined();
    } finally {
      await shipped.close();
    }
  });
});
