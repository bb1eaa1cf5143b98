/**
 * `npm run test:corpus`: the local index against real data. Builds an index from the shared
 * corpus (../shared/corpus next to the repository: the Wikipedia slice and its species subset,
 * the HuffPost news sample, the Tate artworks), then checks known items: each must come within
 * the first results of its tab. Prints one line per check and `corpus: N passed, N failed`;
 * exits non-zero on a failure, and 0 with a notice when the corpus is absent.
 *
 *   npx tsx scripts/test-corpus.ts [--index FILE]   (--index: check an index built earlier)
 */

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BuildIndexOptions, buildIndex } from '../server/search/local/build/importer.ts';
import { progressLine } from '../server/search/local/build/progress-line.ts';
import { createLocalProvider, type LocalProvider } from '../server/search/local/provider.ts';
import { defaultQuery } from '../server/search/query-params.ts';
import type { SearchQuery, Vertical } from '../server/shared/search-types.ts';

const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/corpus');
const file = (path: string) => join(corpus, path);

/** What goes into the index, and how each file is read. */
const IMPORTS: Pick<BuildIndexOptions, 'inputs' | 'format'>[] = [
  {
    format: 'wikiextractor',
    inputs: [
      file('enwiki-2014-slice/enwiki-2014-slice.jsonl.gz'),
      file('enwiki-2014-slice/enwiki-2014-species.jsonl.gz'),
    ],
  },
  { format: 'huffpost', inputs: [file('news-huffpost-ncd-sample/ncd-v3-first10k.jsonl.gz')] },
  { format: 'tate', inputs: [file('tate-collection/tate-artworks.jsonl.gz')] },
];

interface KnownItem {
  what: string;
  vertical: Vertical;
  text: string;
  url: string;
  /** The item must be among this many first results. */
  within?: number;
  corrected?: string;
}

const wiki = (title: string) => `https://en.wikipedia.org/wiki/${title}`;

// Chosen by reading the data: titles and headlines that occur once, in stable source files.
const KNOWN_ITEMS: KnownItem[] = [
  {
    what: 'article by its title',
    vertical: 'web',
    text: 'Associates Tri-Series in Scotland',
    url: wiki('2008_Associates_Tri-Series_in_Scotland'),
  },
  { what: 'article by its title', vertical: 'web', text: 'zebra chip', url: wiki('Zebra_chip') },
  {
    what: 'species by its common name',
    vertical: 'web',
    text: 'band-eyed brown horsefly',
    url: wiki('Tabanus_bromius'),
  },
  { what: 'species by its common name', vertical: 'web', text: 'violet fairy cup', url: wiki('Peziza_violacea') },
  { what: 'species by its common name', vertical: 'web', text: 'gilded brittlegill', url: wiki('Russula_aurea') },
  {
    what: 'misspelled title, corrected',
    vertical: 'web',
    text: 'scotlnd tri-series',
    url: wiki('2008_Associates_Tri-Series_in_Scotland'),
    corrected: 'scotland tri-series',
  },
  {
    what: 'news story by its headline words',
    vertical: 'news',
    text: 'right whale entangled fishing gear',
    url: 'https://www.huffpost.com/entry/right-whale-gives-birth-fishing-rope_n_61b4e0e7e4b0030da7d5c272',
  },
  {
    what: 'news story by its headline words',
    vertical: 'news',
    text: 'omicron boosters roll up sleeves',
    url: 'https://www.huffpost.com/entry/covid-boosters-uptake-us_n_632d719ee4b087fae6feaac9',
  },
  {
    what: 'artwork by its title',
    vertical: 'images',
    text: 'a pink deer',
    url: 'http://www.tate.org.uk/art/artworks/turner-a-pink-deer-d41416',
  },
  {
    what: 'artwork by its title',
    vertical: 'images',
    text: 'the lady of shalott',
    url: 'http://www.tate.org.uk/art/artworks/waterhouse-the-lady-of-shalott-n01543',
  },
  {
    what: 'artwork by its title',
    vertical: 'images',
    text: 'Norham Castle, Sunrise',
    url: 'http://www.tate.org.uk/art/artworks/turner-norham-castle-sunrise-n01981',
  },
];

/** The query the All tab sends (and the other tabs, with their vertical). */
const allTabQuery = (item: KnownItem): SearchQuery => defaultQuery(item.text, { vertical: item.vertical });

async function check(provider: LocalProvider, item: KnownItem): Promise<string | undefined> {
  const response = await provider.search(allTabQuery(item), new AbortController().signal);
  const rank = response.results.findIndex((result) => result.url === item.url);
  const within = item.within ?? 3;
  if (item.corrected && response.spelling?.corrected !== item.corrected) {
    return `expected the correction "${item.corrected}", got ${JSON.stringify(response.spelling)}`;
  }
  if (rank < 0 || rank >= within) {
    const top = response.results.slice(0, 3).map((result) => result.title);
    return `not in the first ${within} (rank ${rank < 0 ? 'none' : rank + 1}; top: ${JSON.stringify(top)})`;
  }
  return undefined;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { index: { type: 'string' } } });
  if (!values.index && !existsSync(corpus)) {
    console.log(`corpus not found at ${corpus}: skipping`);
    return 0;
  }
  const dir = values.index ? undefined : mkdtempSync(join(tmpdir(), 'karma-corpus-'));
  const indexFile = values.index ?? join(dir!, 'index.sqlite');
  try {
    for (const [i, spec] of values.index ? [] : IMPORTS.entries()) {
      const summary = await buildIndex({
        ...spec,
        outFile: indexFile,
        replace: i === 0,
        onProgress: progressLine(process.stderr),
      });
      console.log(
        `imported ${spec.format}: ${summary.indexed} indexed, ${summary.rejected} rejected ${JSON.stringify(summary.reasons)}`,
      );
    }
    const provider = createLocalProvider({ indexFile });
    let passed = 0;
    let failed = 0;
    const report = (ok: boolean, label: string, problem?: string) => {
      if (ok) passed++;
      else failed++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${problem ? `: ${problem}` : ''}`);
    };
    for (const item of KNOWN_ITEMS) {
      const problem = await check(provider, item);
      report(!problem, `${item.vertical}: ${item.what}: "${item.text}"`, problem);
    }
    const panel = await provider.article('Zebra chip', 'en');
    report(panel?.url === wiki('Zebra_chip'), 'encyclopedia panel: "Zebra chip"', panel ? undefined : 'no article');
    const suggestions = await provider.suggest!('the lady of sh', 'en', new AbortController().signal);
    const suggested = suggestions.includes('the lady of shalott');
    report(suggested, 'suggestions: "the lady of sh"', suggested ? undefined : JSON.stringify(suggestions));
    await provider.close?.();
    console.log(`corpus: ${passed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
