/**
 * The Karma counter reads alike everywhere: at least three digits in the header of every layout,
 * in the island's props (what the browser re-renders), on /counter and in the widget. A first
 * visit shows 000, seven searches 007, and a count of 1000 or more shows in full.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_COOKIE } from '../../server/shared/counter.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const headerDigits = (html: string) => /class="karma-counter__value"[^>]*>(\d+)</.exec(html)?.[1];
const pageDigits = (html: string) => /class="counter-page__count"[^>]*>(\d+)</.exec(html)?.[1];
const widgetDigits = (html: string) => /class="widget-counter__value"[^>]*>(\d+)</.exec(html)?.[1];

let t: TestApp;
beforeAll(() => {
  t = buildTestApp(
    { SEARCH_CACHE_TTL: '0' },
    { searchProvider: scriptedProvider(() => answer([webResult('Otters')])) },
  );
});
afterAll(() => t.close());

const get = (path: string, count?: number) => {
  const req = request(t.app).get(path);
  return count === undefined ? req : req.set('Cookie', `${COUNTER_COOKIE}=${count}`);
};

describe('the counter in three digits', () => {
  it("a first visit's header shows 000 on the home, an information page and the settings", async () => {
    for (const path of ['/', '/fr/what', '/settings']) {
      const html = (await get(path).expect(200)).text;
      expect(headerDigits(html), path).toBe('000');
      expect(islandProps<{ digits: string }>(html, 'CounterModal')?.digits, path).toBe('000');
    }
  });

  it('seven searches show 007 in the header, on /counter and in the widget', async () => {
    expect(headerDigits((await get('/', 7).expect(200)).text)).toBe('007');
    expect(headerDigits((await get('/settings', 7).expect(200)).text)).toBe('007');
    expect(pageDigits((await get('/counter', 7).expect(200)).text)).toBe('007');
    expect(widgetDigits((await get('/searchCounter', 7).expect(200)).text)).toBe('007');
  });

  it('a search counts and the results header shows the padded count', async () => {
    const res = await get('/search?q=otter', 7).expect(200);
    expect(headerDigits(res.text)).toBe('008');
  });

  it('counts of 1000 and more are shown in full, never cut to three digits', async () => {
    for (const count of [999, 1000, 123456]) {
      const html = (await get('/', count).expect(200)).text;
      expect(headerDigits(html), String(count)).toBe(String(count));
      expect(islandProps<{ digits: string }>(html, 'CounterModal')?.digits).toBe(String(count));
      expect(pageDigits((await get('/counter', count).expect(200)).text)).toBe(String(count));
    }
  });
});
