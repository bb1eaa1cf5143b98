/**
 * The settings' 'partners of my search region' list: a partner is tagged "from your
 * region" only when it works in the region's country; International names no country, so none is.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider } from '../helpers/scripted-provider.ts';

const TAGS = { en: 'from your region', fr: 'de votre région', es: 'de tu región' } as const;
/** The partners listed for the region, each with whether it carries the region's tag. */
const regionList = (html: string) =>
  [...html.matchAll(/<label for="setting-region-association-(\w+)">([\s\S]*?)<\/label>/g)].map((m) => ({
    id: m[1],
    tagged: (m[2] ?? '').includes('settings__tag'),
  }));

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: scriptedProvider(() => answer([])) });
});
afterAll(() => t.close());

describe('the partners of the search region, in the settings', () => {
  for (const [locale, tag] of Object.entries(TAGS)) {
    it(`International lists every partner and tags none "${tag}" (/settings in ${locale})`, async () => {
      for (const region of ['en', 'fr', 'es']) {
        const res = await request(t.app)
          .get('/settings')
          .set('Cookie', `karma_i18n_redirected=${locale}; karma_search_region=${region}`)
          .expect(200);
        const listed = regionList(res.text);
        expect(listed.map((p) => p.id)).toEqual(['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT']);
        expect(
          listed.filter((p) => p.tagged),
          region,
        ).toEqual([]);
        expect(res.text).not.toContain(tag);
      }
    });
  }

  it('a country without a partner tags none; the United Kingdom tags its own', async () => {
    const germany = await request(t.app).get('/settings').set('Cookie', 'karma_search_region=de-DE').expect(200);
    expect(regionList(germany.text).filter((p) => p.tagged)).toEqual([]);
    const uk = await request(t.app).get('/settings').set('Cookie', 'karma_search_region=en-GB').expect(200);
    expect(regionList(uk.text)).toEqual([{ id: 'HSUK', tagged: true }]);
  });
});
