/**
 * Sponsored links in the benches' database (the budgets hold with sponsored links on
 * the page). Drawn from the benches' own queries: every fourth query of queries.txt has a link
 * whose keywords are that query's words, so about a quarter of the rendered pages carry one, as
 * an operator's keyword list would; 'river', the bytes bench's page, has two (the most a page
 * shows), so the first-14-KB and size budgets are read with the sponsored section included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SponsoredLink } from '../../server/sponsors/sponsor-model.ts';
import { openStores } from '../../server/stores.ts';

function link(id: string, keywords: string[], cpc: number): SponsoredLink {
  return {
    id,
    advertiser: `Advertiser ${id}`,
    title: `Quiet gear for ${keywords.join(' ')} trips`,
    displayUrl: `${id}.example`,
    url: `https://${id}.example/landing`,
    description: 'Outdoor equipment made to leave wildlife in peace, sold by a bench advertiser.',
    keywords,
    phrases: [],
    languages: ['en', 'fr', 'es'],
    regions: ['all'],
    cpc,
    currency: 'EUR',
    dailyBudget: 1_000_000_000,
    start: '2000-01-01',
    end: '2999-12-31',
    paused: false,
  };
}

export function benchSponsoredLinks(queriesFile: string): SponsoredLink[] {
  const queries = readFileSync(queriesFile, 'utf8')
    .split('\n')
    .map((q) => q.trim().toLowerCase())
    .filter(Boolean);
  const fromQueries = queries
    .filter((_, i) => i % 4 === 0)
    .map((q, i) =>
      link(
        `bench-${i}`,
        q.split(/\s+/).filter((w) => w.length > 2),
        10 + (i % 50),
      ),
    );
  return [link('river-a', ['river'], 60), link('river-b', ['river'], 55), ...fromQueries].filter(
    (l) => l.keywords.length > 0,
  );
}

/** Writes the links into the SQLite stores of `dataDir` (migrated as the app migrates). */
export async function seedSponsoredLinks(dataDir: string, queriesFile = join(import.meta.dirname, 'queries.txt')) {
  const stores = openStores({ dataDir, databaseUrl: undefined });
  try {
    await stores.ping();
    await stores.sponsors.upsertLinks(benchSponsoredLinks(queriesFile), new Date());
  } finally {
    await stores.close();
  }
}
