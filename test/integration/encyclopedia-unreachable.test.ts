/**
 * Results pages whose first result is a wiki article, with the wiki host in trouble: a host that
 * never answers, one that answers too late, one that answers garbage, a resolver that never
 * answers. The real app over a real socket; the wiki a real local server (test/fakes/troubled-wiki.ts).
 * A page may pay the encyclopedia's budget while its host is being found out, never more, and
 * once the host's circuit is open no page waits for it; after the cool-down the panel comes back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createEncyclopedia, type EncyclopediaOptions } from '../../server/search/encyclopedia.ts';
import { encyclopediaService } from '../../server/search/provider-registry.ts';
import { articleExtract, startTroubledWiki, type TroubledWiki } from '../fakes/troubled-wiki.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const BUDGET_MS = 300;
/** Rendering and scheduling on a busy test machine, on top of the budget. */
const MARGIN_MS = 400;
const COOL_DOWN_MS = 800;
/** Longer than the pages run while the circuit is open, even on a busy machine: no trial among them. */
const LONG_COOL_DOWN_MS = 3000;
const BREAK_AFTER = 3;

let wiki: TroubledWiki | undefined;
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  await wiki?.close();
  app = undefined;
  wiki = undefined;
});

interface Page {
  status: number;
  ms: number;
  ended: boolean;
  panel: boolean;
  html: string;
}

/** The app, its provider answering every query with the wiki article of the same name ('plain': none). */
async function startApp(
  host: Pick<TroubledWiki, 'origin' | 'articleUrl'>,
  options: EncyclopediaOptions = {},
): Promise<(q: string) => Promise<Page>> {
  const provider = scriptedProvider(
    (q) => answer([webResult(q.text, q.text === 'plain' ? undefined : host.articleUrl(q.text))]),
    { ...FULL_CAPABILITIES, verticals: ['web'] },
  );
  const encyclopedia = createEncyclopedia({
    isWikiHost: (url) => url.origin === host.origin,
    timeoutMs: BUDGET_MS,
    breakAfter: BREAK_AFTER,
    halfOpenAfterMs: COOL_DOWN_MS,
    ...options,
  });
  app = buildTestApp({}, { searchProvider: provider, encyclopedia: encyclopediaService(provider, encyclopedia) });
  const port = await app.listen();
  const page = async (q: string): Promise<Page> => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/search?q=${encodeURIComponent(q)}`);
    const html = await res.text();
    const ms = performance.now() - started;
    return {
      status: res.status,
      ms,
      ended: html.trimEnd().endsWith('</html>'),
      panel: html.includes('<aside class="infobox'),
      html,
    };
  };
  // A first page renders cold (JIT, templates): not what the budget is about.
  await page('plain');
  return page;
}

async function pagesInTurn(
  page: (q: string) => Promise<Page>,
  words: string[],
): Promise<{ pages: Page[]; ms: number }> {
  const started = performance.now();
  const pages: Page[] = [];
  for (const word of words) pages.push(await page(word));
  return { pages, ms: performance.now() - started };
}

const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['never answers', 'silent'],
  ['answers too late', 'slow'],
] as const)('a wiki host that %s', (_label, mode) => {
  it('costs the first pages their budget at most, the next ones nothing, until it recovers', async () => {
    wiki = await startTroubledWiki(mode, 4 * BUDGET_MS);
    const page = await startApp(wiki, { halfOpenAfterMs: LONG_COOL_DOWN_MS });
    // Finding the host out: each of the first pages waits its budget, no more, and ends.
    for (const word of words('river', BREAK_AFTER)) {
      const shown = await page(word);
      expect(shown).toMatchObject({ status: 200, ended: true, panel: false });
      expect(shown.ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
      expect(shown.ms).toBeGreaterThanOrEqual(BUDGET_MS - 20);
    }
    expect(wiki.requests).toHaveLength(BREAK_AFTER);
    // Circuit open: twenty other titles, and the failed ones again, answer without waiting.
    const { pages, ms } = await pagesInTurn(page, [...words('school', 20), ...words('river', BREAK_AFTER)]);
    expect(pages.every((p) => p.status === 200 && p.ended && !p.panel)).toBe(true);
    // Well under a budget a page (a page that waited would take one), with room for a busy machine.
    expect(ms).toBeLessThan((pages.length * BUDGET_MS) / 3);
    expect(wiki.requests).toHaveLength(BREAK_AFTER);
    // The host answers again: after the cool-down, one trial closes the circuit and the panels return,
    // those of the titles that failed too.
    wiki.setMode('answering');
    await sleep(LONG_COOL_DOWN_MS - ms + 100);
    const trial = await page('recovered');
    expect(trial.panel).toBe(true);
    expect(trial.html).toContain(articleExtract('recovered'));
    const failedBefore = await page('river0');
    expect(failedBefore.panel).toBe(true);
    expect(failedBefore.html).toContain(articleExtract('river0'));
  });

  it('a half-open trial holds up no other page', async () => {
    wiki = await startTroubledWiki(mode, 4 * BUDGET_MS);
    const page = await startApp(wiki);
    await pagesInTurn(page, words('lake', BREAK_AFTER));
    await sleep(COOL_DOWN_MS + 100);
    // The first page after the cool-down makes the trial (and pays for it); the others do not wait for it.
    const trial = page('trial');
    await sleep(50);
    const { pages, ms } = await pagesInTurn(page, words('pond', 5));
    expect(pages.every((p) => p.ended && !p.panel)).toBe(true);
    // Waiting for the trial would have cost the first of them most of a budget.
    expect(pages[0]!.ms).toBeLessThan(BUDGET_MS - 120);
    expect(ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
    expect((await trial).ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
    expect(wiki.requests).toHaveLength(BREAK_AFTER + 1);
  });
});

describe('a wiki host that answers garbage', () => {
  it('opens its circuit too, and a failed title is not asked again for a while', async () => {
    wiki = await startTroubledWiki('garbage');
    const page = await startApp(wiki, { halfOpenAfterMs: LONG_COOL_DOWN_MS });
    expect(await page('river')).toMatchObject({ status: 200, ended: true, panel: false });
    expect(await page('river')).toMatchObject({ status: 200, ended: true, panel: false });
    expect(wiki.requests).toEqual(['river']);
    const { pages } = await pagesInTurn(page, words('school', 20));
    expect(pages.every((p) => p.ended && !p.panel)).toBe(true);
    expect(wiki.requests).toHaveLength(BREAK_AFTER);
  });
});

describe('a resolver that never answers', () => {
  it('is asked once per host, and pages asking at once all end within the budget', async () => {
    wiki = await startTroubledWiki('answering');
    const lookups: string[] = [];
    // The wiki by name: its address would need no lookup.
    const named = { origin: 'http://wiki.invalid', articleUrl: (title: string) => `http://wiki.invalid/wiki/${title}` };
    const page = await startApp(named, {
      lookupHost: (hostname) => {
        lookups.push(hostname);
        return new Promise(() => {});
      },
    });
    const started = performance.now();
    const pages = await Promise.all(words('river', 8).map((word) => page(word)));
    expect(performance.now() - started).toBeLessThan(BUDGET_MS + 2 * MARGIN_MS);
    expect(pages.every((p) => p.status === 200 && p.ended && !p.panel)).toBe(true);
    expect(lookups).toEqual(['wiki.invalid']);
    const { ms } = await pagesInTurn(page, words('school', 10));
    expect(ms).toBeLessThan((10 * BUDGET_MS) / 3);
    expect(lookups).toHaveLength(1);
    expect(wiki.requests).toEqual([]);
  });
});
