/**
 * Search operators reach the remote providers in the syntax they pass on (Brave's documented
 * operators; SearXNG hands `q` to its engines): the request the fake servers receive carries
 * them, and an unknown operator or a SearXNG engine selector goes as plain words.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBraveProvider } from '../../server/search/providers/brave.ts';
import { createSearxngProvider } from '../../server/search/providers/searxng.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { type FakeBrave, startFakeBrave } from '../fakes/brave-server.ts';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';

const signal = () => AbortSignal.timeout(5000);

let searxng: FakeSearxng;
let brave: FakeBrave;
let searxngProvider: ReturnType<typeof createSearxngProvider>;
let braveProvider: ReturnType<typeof createBraveProvider>;

beforeAll(async () => {
  searxng = await startFakeSearxng();
  brave = await startFakeBrave();
  searxngProvider = createSearxngProvider({ baseUrl: `${searxng.url}/` });
  braveProvider = createBraveProvider({ apiKey: brave.apiKey, apiUrl: `${brave.url}/` });
});
afterAll(async () => {
  await searxng.close();
  await brave.close();
});
beforeEach(() => {
  searxng.reset();
  brave.reset();
});

const CASES: [typed: string, sent: string][] = [
  ['"red fox" den', '"red fox" den'],
  ['fox -arctic -"arctic fox"', 'fox -arctic -"arctic fox"'],
  ['fox site:Wikipedia.org', 'fox site:wikipedia.org'],
  ['fox -site:example.org', 'fox -site:example.org'],
  ['fox OR wolf den', 'fox OR wolf den'],
  ['intitle:fox intitle:"red fox"', 'intitle:fox intitle:"red fox"'],
  ['filetype:pdf fox', 'filetype pdf fox'],
  ['plain words', 'plain words'],
];

describe('operators sent to SearXNG', () => {
  it.each(CASES)('%s → q=%s', async (typed, sent) => {
    await searxngProvider.search(defaultQuery(typed), signal());
    expect(searxng.requests.map((r) => r.query.q)).toEqual([sent]);
  });

  it('sends a leading ! or : as a word, not as SearXNG engine or language syntax', async () => {
    await searxngProvider.search(defaultQuery('!images fox :fr'), signal());
    expect(searxng.requests[0]?.query.q).toBe('images fox fr');
  });
});

describe('operators sent to Brave', () => {
  it.each(CASES)('%s → q=%s', async (typed, sent) => {
    await braveProvider.search(defaultQuery(typed), signal());
    expect(brave.requests.map((r) => r.query.q)).toEqual([sent]);
  });
});
