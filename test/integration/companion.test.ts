/**
 * The server's half of the companion (views/components/Companion.tsx): the island is on a result
 * page, with body listing 'companion' for the overlay manager, exactly at the counts its rules
 * make due, for each kind of device and state cookie; nowhere else (the home page, settings),
 * nor while the cookie banner waits. Counts come from the real counter: a real sequence of
 * searches with an injected clock, and for the 0–60 tables the count cookie on a tab that does
 * not count (/images).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANION_COOKIE,
  type CompanionState,
  DEFAULT_COMPANION_STATE,
} from '../../client/contract/companion-state.ts';
import type { CompanionProps } from '../../client/islands/CompanionIsland.tsx';
import { loadAssets } from '../../server/assets.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
const CONSENT = 'karma_consent_v2=targeting';

let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
beforeAll(() => {
  t = buildTestApp(
    { SEARCH_CACHE_TTL: '0' },
    { now: () => clock, searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
  );
});
afterAll(() => t.close());

const stateCookie = (changes: Partial<CompanionState>) =>
  `${COMPANION_COOKIE}=${encodeURIComponent(JSON.stringify({ ...DEFAULT_COMPANION_STATE, ...changes }))}`;

const companionProps = (html: string) => islandProps<CompanionProps>(html, 'Companion');
const listed = (html: string) => (/<body[^>]*data-overlay-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(',');

/** Whether the companion is on the page, checking that the island and the listing agree. */
function companionOn(html: string): boolean {
  const present = html.includes('data-island="Companion"');
  expect(listed(html).includes('companion'), 'body lists companion exactly when the island is there').toBe(present);
  return present;
}

async function get(path: string, userAgent: string, cookies: string[], language = 'en') {
  return request(t.app)
    .get(path)
    .set('User-Agent', userAgent)
    .set('Accept-Language', language)
    .set('Cookie', cookies.join('; '))
    .expect(200);
}

/** The counts from 0 to 60 at which the companion is on a result page. */
async function dueCounts(userAgent: string, extra: string[] = []): Promise<number[]> {
  const due: number[] = [];
  for (let count = 0; count <= 60; count++) {
    const { text } = await get('/images?q=otter', userAgent, [CONSENT, `karma_search_count=${count}`, ...extra]);
    if (companionOn(text)) due.push(count);
  }
  return due;
}

describe('a real sequence of searches', () => {
  it('desktop Chrome: the island at 2, 3, 10, 12, 20, with the count and the device; never the query', async () => {
    const jar = new Map<string, string>([['karma_consent_v2', 'targeting']]);
    const seen: number[] = [];
    for (let n = 1; n <= 21; n++) {
      clock = new Date(clock.getTime() + 3000);
      const cookies = [...jar].map(([name, value]) => `${name}=${value}`);
      const res = await get(`/search?q=secret+heron+${n}`, UA.chrome, cookies);
      for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair = ''] = line.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      expect(jar.get('karma_search_count')).toBe(String(n));
      if (!companionOn(res.text)) continue;
      seen.push(n);
      const props = companionProps(res.text);
      expect(props?.count).toBe(n);
      expect(props?.device).toEqual({ kind: 'desktop', browser: 'chrome', android: false });
      expect(props?.state).toEqual(DEFAULT_COMPANION_STATE);
      expect(/data-island="Companion" data-props="[^"]*heron/.test(res.text)).toBe(false);
    }
    expect(seen).toEqual([2, 3, 10, 12, 20]);
  });
});

describe('the counts 0 to 60 at which the island is on the page', () => {
  it.each([
    ['desktop Chrome, new visitor', UA.chrome, [], [2, 3, 10, 12, 20, 30, 40, 50, 60]],
    [
      'desktop, tour closed, modal closed at 10',
      UA.chrome,
      [stateCookie({ tourClosed: true, modalClosed: true, countAfterClosingModalFirstTime: 10 })],
      [20, 30, 40, 50, 60],
    ],
    [
      'desktop, everything closed',
      UA.chrome,
      [stateCookie({ tourClosed: true, modalClosed: true, modalClosedSecond: true })],
      [],
    ],
    [
      'desktop, installed (from the cookie), tour closed',
      UA.chrome,
      [stateCookie({ tourClosed: true, chromeExtensionInstalled: true, modalClosed: true, modalClosedSecond: true })],
      [3, 10, 20, 30, 40, 50, 60],
    ],
    [
      'desktop, a malformed state cookie: the default',
      UA.chrome,
      [`${COMPANION_COOKIE}=%7Bnot-json`],
      [2, 3, 10, 12, 20, 30, 40, 50, 60],
    ],
    ['Android Chrome, new visitor', UA.android, [], [2, 3, 4, 20, 40, 60]],
    [
      'Android Chrome, tour closed at 4',
      UA.android,
      [stateCookie({ tourClosed: true, counterCompanion: 4 })],
      [5, 6, 7, 20, 40, 60],
    ],
    ['Android Firefox', UA.androidFirefox, [], [2, 3, 4]],
    ['iPhone', UA.iphone, [], [2, 3, 4]],
  ])('%s', async (_name, userAgent, cookies, expected) => {
    expect(await dueCounts(userAgent, cookies)).toEqual(expected);
  });
});

describe('where the companion never is', () => {
  it('not on the home page, the settings page or a result page while the cookie banner waits', async () => {
    for (const count of [2, 3, 10, 12]) {
      for (const path of ['/', '/fr', '/settings']) {
        const { text } = await get(path, UA.chrome, [CONSENT, `karma_search_count=${count}`]);
        expect(companionOn(text), `${path} at ${count}`).toBe(false);
        expect(text).not.toContain(loadAssets().styles.companion);
      }
      const { text } = await get('/images?q=otter', UA.chrome, [`karma_search_count=${count}`]);
      expect(companionOn(text), `no consent yet, at ${count}`).toBe(false);
    }
  });
});

describe('what the island gets', () => {
  it('desktop: tour and modal strings in the visitor’s language, the extension link, its stylesheet (not linked)', async () => {
    const { text } = await get('/images?q=otter', UA.chrome, [CONSENT, 'karma_search_count=10'], 'fr');
    const props = companionProps(text);
    const fr = resources.fr.companion;
    expect(props?.strings.texts['modal-extension']).toEqual({ ...fr.modalExtension });
    expect(props?.strings.texts['modal-extension-closed']?.title).toBe(
      fr.modalExtensionClosed.title_other.replace('{{count, number}}', '10'),
    );
    expect(props?.strings.texts['tour-step-1']).toMatchObject({
      title: fr.tourGoogle.title,
      next: fr.next,
      skip: fr.skip,
    });
    expect(props?.strings.texts['tour-step-1']?.step).toBe(fr.step.replace('{{step}}', '1').replace('{{total}}', '2'));
    expect(props?.strings.texts['toast-android']).toBeUndefined();
    expect(props?.links.extension).toBe('/extension');
    expect(props?.stylesheet).toBe(loadAssets().styles.companion);
    expect(text).not.toContain(`<link rel="stylesheet" href="${loadAssets().styles.companion}"`);
  });

  it('Android: banner and toast strings only, the Android store link (the apps page without one)', async () => {
    const { text } = await get('/images?q=otter', UA.android, [CONSENT, 'karma_search_count=2'], 'es');
    const props = companionProps(text);
    expect(Object.keys(props?.strings.texts ?? {}).sort()).toEqual([
      'toast-android',
      'toast-android-closed',
      'tour-step-mobile-1',
    ]);
    expect(props?.strings.texts['tour-step-mobile-1']?.title).toBe(resources.es.companion.tourMobile.title);
    expect(props?.links.android).toBe('/apps');
  });

  it('Android: the toast has its install-prompt text, and the store URL only when configured', async () => {
    const { text } = await get('/images?q=otter', UA.android, [CONSENT, 'karma_search_count=20'], 'fr');
    const props = companionProps(text);
    const fr = resources.fr.companion;
    expect(props?.strings.texts['toast-android']?.installText).toBe(fr.toastAndroid.installText);
    expect(props?.strings.texts['toast-android-closed']?.installText).toBe(
      fr.toastAndroidClosed.installText_other.replace('{{count, number}}', '20'),
    );
    expect(props?.links.androidStore).toBeUndefined();
    const store = 'https://play.google.com/store/apps/details?id=org.karma.search';
    const withStore = buildTestApp({ ANDROID_APP_URL: store });
    try {
      const res = await request(withStore.app)
        .get('/images?q=otter')
        .set('User-Agent', UA.android)
        .set('Cookie', [CONSENT, 'karma_search_count=20'].join('; '))
        .expect(200);
      expect(companionProps(res.text)?.links).toMatchObject({ android: store, androidStore: store });
    } finally {
      await withStore.close();
    }
  });
});
