import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResponse } from '../../server/shared/search-types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/** 'wolf' has three full pages of results; 'nothing' has none at all. */
function respond(q: SearchQuery): SearchResponse {
  if (q.text !== 'wolf' || q.vertical !== 'web' || q.page > 3) return answer([]);
  return answer(
    Array.from({ length: 10 }, (_, i) => webResult(`Wolf ${q.page}-${i}`)),
    { hasMore: q.page < 3 },
  );
}

let t: TestApp;
let paid: TestApp;
let paidProvider: ReturnType<typeof scriptedProvider>;
beforeAll(() => {
  // The local index's lookups are cheap: the last page is looked for.
  const cheap = scriptedProvider(respond, { ...FULL_CAPABILITIES, cheapLookups: true });
  t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: cheap });
  paidProvider = scriptedProvider(respond, { ...FULL_CAPABILITIES, cheapLookups: false });
  paid = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: paidProvider });
});
afterAll(async () => {
  await t.close();
  await paid.close();
});

describe('a page past the last page of results', () => {
  it('says so and links to the last page with results, with no pager', async () => {
    const res = await request(t.app).get('/search?q=wolf&p=999');
    expect(res.status).toBe(200);
    expect(res.text).toContain('No more results past page 3');
    expect(res.text).toContain('href="/search?q=wolf&amp;p=3"');
    expect(res.text).not.toContain('rel="prev"');
    expect(res.text).not.toContain('Page 10');
  });

  it('is said in the page language', async () => {
    const fr = await request(t.app).get('/search?q=wolf&p=7').set('Accept-Language', 'fr');
    expect(fr.text).toContain('Plus aucun résultat après la page 3');
    const es = await request(t.app).get('/search?q=wolf&p=7').set('Accept-Language', 'es');
    expect(es.text).toContain('No hay más resultados después de la página 3');
  });

  it('shows the no-results panel when no page has results', async () => {
    const res = await request(t.app).get('/search?q=nothing&p=4');
    expect(res.text).toContain('Sorry, we didn&#x27;t find anything');
    expect(res.text).not.toContain('rel="prev"');
  });

  it('leaves a page with results as it was', async () => {
    const res = await request(t.app).get('/search?q=wolf&p=2');
    expect(res.text).toContain('Wolf 2-9');
    expect(res.text).toContain('rel="prev"');
    expect(res.text).not.toContain('No more results');
  });
});

describe('a page past the end with a provider whose lookups are paid for', () => {
  it('says so and links to the first page, without looking for the last one', async () => {
    const before = paidProvider.calls.length;
    const res = await request(paid.app).get('/search?q=wolf&p=7');
    expect(res.text).toContain('No results on this page');
    expect(res.text).toContain('href="/search?q=wolf"');
    expect(paidProvider.calls.slice(before).filter((q) => q.vertical === 'web')).toHaveLength(1);
  });
});
