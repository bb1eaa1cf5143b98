/**
 * The results header's 'Add Karma to my browser' button: it links to
 * /extension, which sends each browser to its own store, so Firefox and Safari visitors are no
 * longer sent to the Chrome Web Store.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const STORES = {
  CHROME_STORE_URL: 'https://chromewebstore.google.com/detail/karma/abc',
  EDGE_STORE_URL: 'https://microsoftedge.microsoft.com/addons/detail/karma/def',
  FIREFOX_STORE_URL: 'https://addons.mozilla.org/firefox/addon/karma/',
  SAFARI_STORE_URL: 'https://apps.apple.com/app/karma-for-safari/id1',
};
const UA = {
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
};

let t: TestApp;
beforeAll(() => {
  t = buildTestApp(STORES, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
});
afterAll(() => t.close());

describe("the results header's 'Add Karma to my browser' button", () => {
  it.each<[keyof typeof UA, string]>([
    ['firefox', STORES.FIREFOX_STORE_URL],
    ['safari', STORES.SAFARI_STORE_URL],
    ['chrome', STORES.CHROME_STORE_URL],
    ['edge', STORES.EDGE_STORE_URL],
  ])('%s: links to /extension, which leads to its own store', async (browser, store) => {
    for (const path of ['/search?q=otter', '/images?q=otter', '/settings']) {
      const html = (await request(t.app).get(path).set('User-Agent', UA[browser]).expect(200)).text;
      const href = islandProps<{ href: string }>(html, 'AddToBrowser')?.href;
      expect(href, path).toBe('/extension');
    }
    const followed = await request(t.app).get('/extension').set('User-Agent', UA[browser]).expect(302);
    expect(followed.headers.location).toBe(store);
  });
});
