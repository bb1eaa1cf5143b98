import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResponse } from '../../client/contract/search-types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/** 'wolf' has three full pages of results; 'nothing' has none at all. */
function respond(q: SearchQuery): SearchResponse {
  if (q.text !== 'wolf' || q.vertical !== 'web' || q.page > 3) return answer([]);
  return answer(
    Array.from({ length: 10 }, (_, i) => webResult(`Wolf ${q.page}-${i}`)),
    { hasMore: q.page < 3 },
  );
}

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: scriptedProvider(respond) });
});
afterAll(() => t.close());

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
