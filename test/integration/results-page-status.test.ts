/**
 * A results page whose provider failed says so in its status, so that monitoring sees it: a
 * failure known before the page's first byte (the provider fails within RESULTS_STATUS_WAIT_MS,
 * or its circuit is open) answers 503 with the localized error panel. A failure that comes after
 * the first byte (a remote provider timing out) cannot change the status any more: the panel
 * shows, and the page stays out of search engines (noindex). See
 * docs/decisions/017-results-page-status.md and test/integration/provider-faults.test.ts.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
beforeAll(() => {
  const provider = scriptedProvider((q) => {
    if (q.text === 'boom') throw new Error('backend exploded');
    return answer([webResult('Otters')]);
  });
  t = buildTestApp({}, { searchProvider: provider });
});
afterAll(() => t.close());

const PANELS = {
  en: ['Results could not be loaded', 'Try again'],
  fr: ['pas pu être chargés', 'Réessayer'],
  es: ['No se pudieron cargar los resultados', 'Reintentar'],
} as const;

describe('a results page whose provider failed', () => {
  it.each(Object.entries(PANELS))('answers 503 with the error panel in %s', async (locale, [title, retry]) => {
    for (const tab of ['/search?q=boom', '/search?q=boom&t=web', '/images?q=boom', '/news?q=boom']) {
      const res = await request(t.app).get(tab).set('Accept-Language', locale);
      expect(res.status, tab).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text, tab).toContain('class="error-panel"');
      expect(res.text).toContain(title);
      expect(res.text).toContain(`>${retry}</a>`);
    }
  });

  it('once repeated failures open the circuit, every results page is a 503', async () => {
    // The failures above opened the web vertical's circuit: a good query fails at once too.
    const res = await request(t.app).get('/search?q=otter&t=web');
    expect(res.status).toBe(503);
    expect(res.text).toContain('class="error-panel"');
  });

  it('still answers 200 when the provider answers', async () => {
    const fine = buildTestApp({}, { searchProvider: scriptedProvider(() => answer([webResult('Otters')])) });
    try {
      const res = await request(fine.app).get('/search?q=otter');
      expect(res.status).toBe(200);
      expect(res.text).toContain('Otters');
      expect(res.text).not.toContain('class="error-panel"');
    } finally {
      await fine.close();
    }
  });

  it('past the timeout, shows the timeout panel and keeps the page out of search engines', async () => {
    const slow = buildTestApp(
      { SEARCH_TIMEOUT_MS: '1000', RESULTS_STATUS_WAIT_MS: '50' },
      {
        searchProvider: scriptedProvider(
          (_q, signal) =>
            new Promise((_r, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
        ),
      },
    );
    try {
      const res = await request(slow.app).get('/search?q=otter&t=web').set('Accept-Language', 'fr');
      // The shell (and so the status) left after the 50 ms wait, before the timeout: a slow
      // provider's page still streams.
      expect(res.status).toBe(200);
      expect(res.text).toContain('class="error-panel"');
      expect(res.text).toContain('Le service de recherche a mis trop de temps');
      expect(res.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    } finally {
      await slow.close();
    }
  });
});
