/**
 * The spelling lines of the results page through the whole app: 'Showing results
 * for … / Search instead for …' when the provider searched a correction because the text as
 * typed found little, 'Did you mean …?' (a plain link, results as typed) when it found plenty,
 * nothing for a rare name found as typed. Local index, SearXNG and Brave (fakes in test/fakes/).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import type { SearchProvider } from '../../server/search/provider.ts';
import { createBraveProvider } from '../../server/search/providers/brave.ts';
import { createSearxngProvider } from '../../server/search/providers/searxng.ts';
import { type FakeBrave, startFakeBrave } from '../fakes/brave-server.ts';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const record = (slug: string, title: string, text: string) =>
  JSON.stringify({ type: 'web', url: `https://spelling.test/${slug}`, title, text, lang: 'en' });

/** 'lichan' is in one record (not its title), 'lichen' in twenty; 'Ron Benefiel' is a title. */
const RECORDS = [
  ...Array.from({ length: 20 }, (_, i) => record(`lichen-${i}`, `Lichen notes ${i}`, 'Lichen grows on rocks.')),
  record('field-trip', 'Field trip', 'Doctor Lichan studied mosses on the trip.'),
  record('ron-benefiel', 'Ron Benefiel', 'Ron Benefiel is an American football coach.'),
  ...Array.from({ length: 25 }, (_, i) => record(`benefit-${i}`, `Charity ${i}`, 'Ron gave a benefit concert.')),
  ...Array.from({ length: 3 }, (_, i) => record(`elephant-${i}`, `Elephant ${i}`, 'The African elephant.')),
];

interface Case {
  name: string;
  setup(): Promise<{ provider: SearchProvider; close(): Promise<void> }>;
  /** A typo: the text as typed finds little, the correction is searched. */
  typo: { typed: string; corrected: string };
  /** A word of its own with a correction hint: searched as typed, the correction offered. */
  offered: { typed: string; corrected: string };
}

const cases: Case[] = [
  {
    name: 'local',
    async setup() {
      const dir = mkdtempSync(join(tmpdir(), 'karma-spelling-'));
      writeFileSync(join(dir, 'records.jsonl'), `${RECORDS.join('\n')}\n`);
      await buildIndex({ inputs: [join(dir, 'records.jsonl')], outFile: join(dir, 'index.sqlite') });
      const provider = createLocalProvider({ indexFile: join(dir, 'index.sqlite') });
      return {
        provider,
        async close() {
          await provider.close?.();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    // A wrong first letter.
    typo: { typed: 'lephant', corrected: 'elephant' },
    offered: { typed: 'lichan', corrected: 'lichen' },
  },
  {
    name: 'searxng',
    async setup() {
      const fake: FakeSearxng = await startFakeSearxng();
      return { provider: createSearxngProvider({ baseUrl: fake.url }), close: () => fake.close() };
    },
    typo: { typed: 'biodiversty loss', corrected: 'biodiversity loss' },
    offered: { typed: 'wolfs', corrected: 'wolves' },
  },
  {
    name: 'brave',
    async setup() {
      const fake: FakeBrave = await startFakeBrave();
      return { provider: createBraveProvider({ apiKey: fake.apiKey, apiUrl: fake.url }), close: () => fake.close() };
    },
    typo: { typed: 'biodiversty', corrected: 'biodiversity' },
    offered: { typed: 'wolfs', corrected: 'wolves' },
  },
];

for (const c of cases) {
  describe(`spelling lines over the ${c.name} provider`, () => {
    let t: TestApp;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const setup = await c.setup();
      close = setup.close;
      t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: setup.provider });
    });
    afterAll(async () => {
      await t.close();
      await close();
    });

    const page = async (q: string, lang = 'en') => {
      const res = await request(t.app)
        .get(`/search?q=${encodeURIComponent(q)}&t=web`)
        .set('Accept-Language', lang);
      expect(res.status).toBe(200);
      return res.text;
    };

    it("a typo: 'Showing results for' the correction, and a link to search as typed", async () => {
      const html = await page(c.typo.typed);
      expect(html).toContain('Showing results for');
      expect(html).toContain(`<strong>${c.typo.corrected}</strong>`);
      expect(html).toContain('spell=0');
      expect(html).not.toContain('Did you mean');
    });

    it("a word found as typed: 'Did you mean' links to the correction, the results stay as typed", async () => {
      const html = await page(c.offered.typed);
      expect(html).toContain('Did you mean');
      const link = new RegExp(
        `<a href="/search\\?q=${encodeURIComponent(c.offered.corrected)}&amp;t=web[^"]*"><strong>${c.offered.corrected}</strong></a>`,
      );
      expect(html).toMatch(link);
      expect(html).not.toContain('Showing results for');
      expect(html).not.toContain('spell=0');
    });

    it.each([
      ['fr', 'Vouliez-vous dire'],
      ['es', '¿Quisiste decir'],
    ])("'Did you mean' in %s", async (lang, words) => {
      expect(await page(c.offered.typed, lang)).toContain(words);
    });
  });
}

describe('the local index keeps rare names as typed', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const setup = await cases[0]!.setup();
    close = setup.close;
    t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: setup.provider });
  });
  afterAll(async () => {
    await t.close();
    await close();
  });

  it("'Ron Benefiel' shows its article first and no spelling line", async () => {
    const res = await request(t.app).get('/search?q=Ron+Benefiel&t=web');
    expect(res.text).not.toContain('class="spelling');
    expect(res.text.match(/class="result__title"[^>]*>([^<]+)</)?.[1]).toBe('Ron Benefiel');
  });

  it('the Did-you-mean results are those of the text as typed', async () => {
    const res = await request(t.app).get('/search?q=lichan&t=web');
    expect(res.text).toContain('https://spelling.test/field-trip');
    expect(res.text).not.toContain('https://spelling.test/lichen-0');
  });
});
