/**
 * A fresh install's first searches: the starter index `npm start` builds when none exists
 * (server/search/local/build/starter-index.ts), searched through the whole app. Every "Try me" chip of
 * the home page, in English, French and Spanish, finds at least 3 results as typed, with no
 * "Showing results for" rewrite; everyday words such as "fox" are not "corrected" into
 * function words such as "for".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { LOCALE_COOKIE } from '../../server/shared/locale-choice.ts';
import { LANDING_COPY } from '../../views/content/landing/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let dir: string;
let provider: LocalProvider;
let t: TestApp;
const signal = new AbortController().signal;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-starter-'));
  const indexFile = join(dir, 'index.sqlite');
  // As main.ts does on a fresh install: no index file yet.
  expect(await ensureStarterIndex(indexFile)).toBe(true);
  provider = createLocalProvider({ indexFile });
  t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: provider });
});
afterAll(async () => {
  await t.close();
  await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string, locale: string) =>
  (await request(t.app).get(path).set('Cookie', `${LOCALE_COOKIE}=${locale}`).expect(200)).text;
const resultTitles = (html: string) => [...html.matchAll(/class="result__title"[^>]*>([^<]+)</g)].map((m) => m[1]);
/** The links of the home page's "Try me" section, as a visitor clicks them. */
const chipLinks = (html: string) => {
  const section = /<section id="try" class="landing__section">(.*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => ({
    href: (m[1] as string).replaceAll('&amp;', '&'),
    text: m[2] as string,
  }));
};

describe.each(['en', 'fr', 'es'] as const)('the %s home page’s “Try me” chips on a fresh install', (locale) => {
  it('are all on the page', async () => {
    const home = await page(locale === 'en' ? '/' : `/${locale}`, locale);
    expect(chipLinks(home).map((chip) => chip.text)).toEqual([...LANDING_COPY[locale].tryMe.examples]);
  });

  for (const example of LANDING_COPY[locale].tryMe.examples) {
    it(`“${example}” finds at least 3 results, searched as typed`, async () => {
      const home = await page(locale === 'en' ? '/' : `/${locale}`, locale);
      const chip = chipLinks(home).find((link) => link.text === example);
      expect(chip, example).toBeDefined();
      const results = await page(chip!.href, locale);
      expect(resultTitles(results).length, example).toBeGreaterThanOrEqual(3);
      expect(results).not.toContain('class="spelling"');
    });
  }
});

describe('spelling on the starter index', () => {
  it.each(['fox', 'foxes', 'wolf', 'bees', 'hedgehog'])('“%s” is searched as typed, with results', async (word) => {
    const html = await page(`/search?q=${word}`, 'en');
    expect(html).not.toContain('class="spelling"');
    expect(resultTitles(html).length).toBeGreaterThan(0);
  });

  it('a word the index lacks is never turned into a function word', async () => {
    for (const typed of ['fox', 'fro', 'ther', 'wiht', 'dse', 'poru']) {
      const response = await provider.search(defaultQuery(typed, { spellcheck: true }), signal);
      expect(response.spelling?.corrected ?? typed, typed).not.toMatch(/^(for|from|the|there|with|des|por|pour)$/);
    }
  });
});
