/**
 * The results pages' tab row: the search types, the searches elsewhere, then Settings and a
 * 'More' menu that is a plain <details> (it opens without JavaScript), in the visitor's language,
 * on every results tab, each link leading to a page that exists.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
});
afterAll(() => t.close());

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
const tabsOf = (html: string) => /<nav class="tabs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const siteGroupOf = (tabs: string) => /<div class="tabs__site">[\s\S]*<\/details><\/div>/.exec(tabs)?.[0] ?? '';
const hrefsIn = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => decode(m[1] ?? ''));

describe('results tabs', () => {
  for (const path of [
    '/search?q=otter',
    '/search?q=otter&t=web',
    '/images?q=otter',
    '/news?q=otter',
    '/videos?q=otter',
  ]) {
    it(`${path}: Settings and More come after the searches elsewhere`, async () => {
      const tabs = tabsOf((await request(t.app).get(path).expect(200)).text);
      expect(tabs.indexOf('class="tabs__site"')).toBeGreaterThan(tabs.indexOf('class="tabs__elsewhere"'));
      const site = siteGroupOf(tabs);
      expect(site).toContain('<a href="/settings">Settings</a>');
      expect(site).toMatch(/<details class="tabs__more"><summary>More<\/summary><ul class="tabs__more-list">/);
      expect(hrefsIn(site)).toEqual(['/settings', '/bangs', '/extension', '/learn-act']);
    });
  }

  it('speaks the visitor’s language', async () => {
    for (const [lang, settings, more, bangs] of [
      ['fr', 'Réglages', 'Plus', 'Bangs et opérateurs'],
      ['es', 'Ajustes', 'Más', 'Bangs y operadores'],
    ] as const) {
      const res = await request(t.app).get('/search?q=loutre').set('Accept-Language', lang).expect(200);
      const site = decode(siteGroupOf(tabsOf(res.text)));
      expect(site).toContain(`>${settings}</a>`);
      expect(site).toContain(`<summary>${more}</summary>`);
      expect(site).toContain(`>${bangs}</a>`);
    }
  });

  it('every link of Settings and More leads to a page', async () => {
    const site = siteGroupOf(tabsOf((await request(t.app).get('/search?q=otter').expect(200)).text));
    for (const href of hrefsIn(site)) {
      const res = await request(t.app).get(href);
      expect([200, 302], href).toContain(res.status);
    }
  });

  it('the settings page, which has no tabs, shows neither', async () => {
    const html = (await request(t.app).get('/settings').expect(200)).text;
    expect(html).not.toContain('class="tabs__site"');
  });
});
