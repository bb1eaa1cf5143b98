/**
 * What the server puts in the bell island: the seen state from the cookies and the account, the
 * Learn & Act links for the feed language, strings in the page's language; no bell in frames.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationBellProps } from '../../client/islands/NotificationBellIsland.tsx';
import { sha256 } from '../../server/accounts/secrets.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';

let t: TestApp;
const NOW = new Date('2026-11-21T10:00:00Z');

beforeAll(() => {
  t = buildTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const bellProps = (html: string) => islandProps<NotificationBellProps>(html, 'NotificationBell');

async function page(path: string, cookies: string[] = []) {
  const response = await request(t.app).get(path).set('Cookie', cookies.join('; ')).expect(200);
  return response.text;
}

describe('the bell island props', () => {
  it('a first visit: nothing seen, English links, English strings', async () => {
    const props = bellProps(await page('/discover'));
    expect(props?.seen).toEqual({ lastSeenAt: null, lastPreviewTitle: null });
    expect(props?.loggedIn).toBe(false);
    expect(props?.moreHref).toEqual({ desktop: '/learnact', mobile: '/learn-act' });
    expect(props?.labels).toEqual({ bell: 'Notifications', bellNew: 'Notifications (new)' });
    expect(props?.stylesheet).toMatch(/^\/build\/bell-\w+\.css$/);
  });

  it('reads the seen cookies (a malformed datetime counts as never seen)', async () => {
    const title = encodeURIComponent('Wolves & lynx: "back"');
    let props = bellProps(
      await page('/discover', [`karma_notifications_seen=1763000000000`, `karma_notification_preview=${title}`]),
    );
    expect(props?.seen).toEqual({ lastSeenAt: 1763000000000, lastPreviewTitle: 'Wolves & lynx: "back"' });
    props = bellProps(await page('/discover', ['karma_notifications_seen=yesterday']));
    expect(props?.seen.lastSeenAt).toBeNull();
  });

  it('French strings and links on French pages and for a French feed cookie', async () => {
    const fr = bellProps(await page('/fr/discover'));
    expect(fr?.locale).toBe('fr');
    expect(fr?.labels.bellNew).toBe(resources.fr.notifications.bellNew);
    expect(fr?.moreHref).toEqual({ desktop: '/fr/learnact', mobile: '/fr/learn-act' });
    const cookie = bellProps(await page('/discover', ['karma_learn_act_region=FR']));
    expect(cookie?.locale).toBe('en');
    expect(cookie?.moreHref.desktop).toBe('/fr/learnact');
  });

  it('logged in, the later of the account and cookie datetimes wins', async () => {
    const account = await t.stores.accounts.findOrCreateAccount('seen@example.org', sha256('seen'), NOW);
    const sid = randomBytes(24).toString('base64url');
    const expiresAt = new Date(NOW.getTime() + 3_600_000);
    await t.stores.accounts.createSession({ idHash: sha256(sid), accountId: account.id, createdAt: NOW, expiresAt });
    await t.stores.accounts.setLastSeenNotification(account.id, new Date(1763500000000));
    const session = `karma_session=${sid}`;
    expect(bellProps(await page('/discover', [session]))?.seen.lastSeenAt).toBe(1763500000000);
    expect(bellProps(await page('/discover', [session]))?.loggedIn).toBe(true);
    const later = bellProps(await page('/discover', [session, 'karma_notifications_seen=1763600000000']));
    expect(later?.seen.lastSeenAt).toBe(1763600000000);
    const earlier = bellProps(await page('/discover', [session, 'karma_notifications_seen=1763000000000']));
    expect(earlier?.seen.lastSeenAt).toBe(1763500000000);
  });

  it('is in the home, info and results headers, not in framed widgets', async () => {
    for (const path of ['/', '/discover', '/search?q=otter']) {
      expect(bellProps(await page(path)), path).toBeDefined();
    }
    expect(bellProps(await page('/searchCounter'))).toBeUndefined();
  });
});

describe('the dot and the preview, decided on the server', () => {
  let u: TestApp;
  const at = (iso: string) => new Date(iso);
  const base = {
    locale: 'en' as const,
    content: '<p>Hi</p>',
    thumbnailUrl: 'https://images.example.org/otter.jpg',
    imageUrl: null,
    contentType: 'news' as const,
    destinationUrl: null,
    willSendNotificationOnDesktop: false,
    expirationDate: null,
  };
  beforeAll(async () => {
    u = buildTestApp({ SESSION_SECRET: 'x'.repeat(32) }, { now: () => NOW });
    await u.stores.notifications.upsertMany(
      [
        { ...base, id: 'a', title: 'Older news', publishedAt: at('2026-11-01T00:00:00Z') },
        {
          ...base,
          id: 'b',
          title: 'Flagged news',
          publishedAt: at('2026-11-15T00:00:00Z'),
          willSendNotificationOnDesktop: true,
          expirationDate: at('2026-12-31T00:00:00Z'),
        },
      ],
      NOW,
    );
  });
  afterAll(() => u.close());
  const get = async (cookies: string[] = []) =>
    (await request(u.app).get('/discover').set('Cookie', cookies.join('; ')).expect(200)).text;
  const CONSENTED = 'karma_consent_v2=targeting';
  const island = (html: string) => /<div class="island" data-island="NotificationBell"[^>]*>/.exec(html)?.[0] ?? '';

  it('a first visit: a dot, but the cookie banner holds the preview back', async () => {
    const html = await get();
    expect(bellProps(html)?.dot).toBe(true);
    expect(bellProps(html)?.holdPreview).toBe(true);
    expect(island(html)).toContain('data-hydrate="interaction"');
    expect(html).not.toContain('data-overlay-modules');
  });

  it('consent given, never seen: a dot, and the island loads with the page because the preview is due', async () => {
    const html = await get([CONSENTED]);
    expect(bellProps(html)?.dot).toBe(true);
    expect(island(html)).not.toContain('data-hydrate');
    expect(html).toContain('data-overlay-modules="youMakeItHappen"');
  });

  it('the preview already seen: a dot for the other one, the island waits for an interaction', async () => {
    const html = await get([CONSENTED, `karma_notification_preview=${encodeURIComponent('Flagged news')}`]);
    expect(bellProps(html)?.dot).toBe(true);
    expect(island(html)).toContain('data-hydrate="interaction"');
    expect(html).not.toContain('data-overlay-modules');
  });

  it('a companion display due on the page goes first: the preview waits for a later page', async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const html = (
      await request(u.app)
        .get('/search?q=otter')
        .set('User-Agent', chrome)
        .set('Cookie', [CONSENTED, 'karma_search_count=2'].join('; '))
        .expect(200)
    ).text;
    expect(html).toContain('data-overlay-modules="companion"');
    expect(bellProps(html)?.holdPreview).toBe(true);
    expect(island(html)).toContain('data-hydrate="interaction"');
    expect(bellProps(html)?.dot).toBe(true);
  });

  it('closed after both were published: no dot, no preview; opened this session: no dot', async () => {
    const seen = await get([CONSENTED, `karma_notifications_seen=${at('2026-11-20T00:00:00Z').getTime()}`]);
    expect(bellProps(seen)?.dot).toBe(false);
    expect(island(seen)).toContain('data-hydrate="interaction"');
    const opened = await get(['karma_bell_opened=1']);
    expect(bellProps(opened)?.dot).toBe(false);
  });

  it('the feed serves pictures from other hosts through the signed image proxy', async () => {
    const response = await request(u.app).get('/notifications?locale=en').expect(200);
    const urls = response.body.notifications.map((n: { thumbnailUrl: string }) => n.thumbnailUrl);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/img\?/);
  });

  it('FEATURE_YOU_MAKE_IT_HAPPEN=false: no bell, no feed', async () => {
    const off = buildTestApp({ FEATURE_YOU_MAKE_IT_HAPPEN: 'false' }, { now: () => NOW });
    try {
      const html = (await request(off.app).get('/discover').expect(200)).text;
      expect(bellProps(html)).toBeUndefined();
      const feed = await request(off.app).get('/notifications?locale=en').expect(404);
      expect(feed.body.error).toMatch(/turned off/);
    } finally {
      await off.close();
    }
  });
});

describe('the dropdown strings', () => {
  it('serves each language with the language names, cached publicly', async () => {
    for (const locale of ['en', 'fr', 'es'] as const) {
      const response = await request(t.app).get(`/strings/${locale}/notifications.json`).expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toMatchObject({
        ...resources[locale].notifications,
      });
    }
    expect((await request(t.app).get('/strings/en/notifications.json')).body.error).toBe(
      "Whoops ! An error occurred. We'll be back soon :)",
    );
  });

  it('answers 404 with a message for anything else', async () => {
    for (const path of [
      '/strings/de/notifications.json',
      '/strings/en/consent.json',
      '/strings/en/x',
      '/strings/en/..',
    ]) {
      const response = await request(t.app).get(path);
      expect(response.status, path).toBe(404);
    }
    const response = await request(t.app).get('/strings/de/notifications.json');
    expect(response.body.error).toMatch(/\{notifications\|counterModal\}\.json/);
  });
});
