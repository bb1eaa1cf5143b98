/**
 * The encyclopedia panel: when a result is a wiki article (`https://en.wikipedia.org/wiki/Red_fox`),
 * its summary (first sentences, thumbnail, canonical link) from that host's MediaWiki Action API
 * (encyclopedia-query.ts); never a disambiguation page. Hosts: any `*.wikipedia.org` language or
 * mobile host, and Wikispecies, over https; tests pass their own `isWikiHost`.
 *
 * A neighbour that is down or slow must not slow the results pages: each host's calls share a
 * budget and a circuit breaker (server/http/outbound-budget.ts), so a page waits `timeoutMs` at
 * most and, once a host has failed a few times in a row, no page waits for it at all until one
 * trial after `halfOpenAfterMs`. A title that failed is not asked again for `failureTtlMs`, pages
 * naming the same title at once share one call, and a host's name is looked up once at a time
 * (encyclopedia-name-lookup.ts).
 *
 *   const encyclopedia = createEncyclopedia();
 *   const infobox = await encyclopedia.summary(results[0].url, signal); // undefined on any failure
 *
 * It never logs: article titles come from results, which can echo the visitor's query.
 */
import { failureKind, type OutboundBudget, outboundBudget } from '../http/outbound-budget.ts';
import type { Infobox } from '../shared/search-types.ts';
import { articleFrom, isWikipediaHost } from '../shared/wiki-article.ts';
import { encyclopediaMemory } from './encyclopedia-memory.ts';
import { type HostLookup, nameLookupGate } from './encyclopedia-name-lookup.ts';
import { queryArticle } from './encyclopedia-query.ts';

export { isWikipediaHost };

export interface EncyclopediaOptions {
  /** A call's whole budget (name lookup, connection, answer); the panel must never hold up a page. */
  timeoutMs?: number;
  isWikiHost?: (url: URL) => boolean;
  /** How long summaries (and "no article here") are kept; 0 turns the cache off. Default 1 hour. */
  cacheTtlMs?: number;
  /** How long a title whose call failed is not asked again; 0 asks every time. Default 60 s. */
  failureTtlMs?: number;
  /** Consecutive failures of a host that open its circuit, and how long it stays open. */
  breakAfter?: number;
  halfOpenAfterMs?: number;
  /** With a fetchImpl of its own, names are left to it (no lookup gate) unless lookupHost is given. */
  fetchImpl?: typeof fetch;
  lookupHost?: HostLookup;
}

export interface Encyclopedia {
  articleFrom(url: string): { origin: string; title: string } | undefined;
  summary(url: string, signal: AbortSignal): Promise<Infobox | undefined>;
}

/** The encyclopedia summary of a result URL, if it is an article (what a results page's loader calls). */
export type EncyclopediaLookup = (url: string, signal: AbortSignal) => Promise<Infobox | undefined>;

export function createEncyclopedia(options: EncyclopediaOptions = {}): Encyclopedia {
  const { timeoutMs = 300, isWikiHost = isWikipediaHost, breakAfter = 3, halfOpenAfterMs = 30_000 } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const memory = encyclopediaMemory({
    answerTtlMs: options.cacheTtlMs ?? 60 * 60 * 1000,
    failureTtlMs: options.failureTtlMs ?? 60_000,
  });
  const names =
    options.lookupHost || !options.fetchImpl ? nameLookupGate({ lookupHost: options.lookupHost }) : undefined;
  // One budget and breaker per host: one language's wiki being down leaves the others asked.
  // Keyed by the hosts isWikiHost accepts, a few hundred at most.
  const budgets = new Map<string, OutboundBudget>();
  const inFlight = new Map<string, Promise<Infobox | undefined>>();

  function budgetOf(origin: string): OutboundBudget {
    let budget = budgets.get(origin);
    if (!budget) {
      budget = outboundBudget({ timeoutMs, breakAfter, halfOpenAfterMs });
      budget.onReset(() => memory.forgetFailures(origin));
      budgets.set(origin, budget);
    }
    return budget;
  }

  async function ask(origin: string, title: string): Promise<Infobox | undefined> {
    try {
      const found = await budgetOf(origin).execute(async (signal) => {
        await names?.ready(new URL(origin).hostname, signal);
        return queryArticle(fetchImpl, origin, title, signal);
      });
      memory.remember(origin, title, found);
      return found || undefined;
    } catch (error) {
      // An open circuit stands for the whole host; a failed call is remembered for its title.
      if (failureKind(error) !== 'circuit-open') memory.rememberFailure(origin, title);
      return undefined;
    }
  }

  return {
    articleFrom: (url) => articleFrom(url, isWikiHost),
    summary(url, signal) {
      const article = articleFrom(url, isWikiHost);
      if (!article) return Promise.resolve(undefined);
      const { origin, title } = article;
      const recalled = memory.recall(origin, title);
      if (recalled !== undefined) return Promise.resolve(recalled === 'failed' ? undefined : recalled || undefined);
      // Not tied to one page's signal: pages asking for the same title share the call.
      const key = `${origin} ${title}`;
      let call = inFlight.get(key);
      if (!call) {
        call = ask(origin, title).finally(() => inFlight.delete(key));
        inFlight.set(key, call);
      }
      return untilAborted(call, signal);
    },
  };
}

/** The call's answer, or undefined as soon as the page that asked is gone. */
function untilAborted(call: Promise<Infobox | undefined>, signal: AbortSignal): Promise<Infobox | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const gone = () => resolve(undefined);
    signal.addEventListener('abort', gone, { once: true });
    void call.then(resolve).finally(() => signal.removeEventListener('abort', gone));
  });
}
