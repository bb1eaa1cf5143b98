/**
 * What the image proxy keeps about the hosts it fetches from: a budget and circuit breaker per
 * host (server/http/outbound-budget.ts), and the image URLs that failed lately with the answer
 * they got, so that a page of thumbnails from a dead host costs a few budgets and not one per
 * thumbnail, and a page shown again costs none. A host whose breaker closes again is answering:
 * its failed URLs are forgotten at once rather than staying broken until they expire.
 *
 * Both are bounded (image hosts come from search results, so anyone's): the least recently used
 * go first.
 *
 *   const hosts = imageProxyHosts({ timeoutMs: 4000, breakAfter: 3, halfOpenAfterMs: 30_000, failureTtlMs: 60_000 });
 *   hosts.recallFailure(url) ?? (await hosts.budgetOf(url).execute((signal) => fetchImage(url, signal)));
 */
import { LRUCache } from 'lru-cache';
import { type OutboundBudget, outboundBudget } from '../http/outbound-budget.ts';

export interface ImageProxyHostsOptions {
  timeoutMs: number;
  breakAfter: number;
  halfOpenAfterMs: number;
  /** How long a failed URL is answered from memory; 0 remembers none. */
  failureTtlMs: number;
  maxHosts?: number;
  maxFailedUrls?: number;
  now?: () => number;
}

/** What the proxy answered for a URL that failed: the same is answered while it is remembered. */
export interface RememberedFailure {
  status: number;
  message: string;
}

export interface ImageProxyHosts {
  /** The budget and breaker of the URL's host (host and port: two servers, two breakers). */
  budgetOf(url: URL): OutboundBudget;
  recallFailure(url: URL): RememberedFailure | undefined;
  rememberFailure(url: URL, failure: RememberedFailure): void;
}

interface FailedUrl extends RememberedFailure {
  host: string;
  at: number;
}

export function imageProxyHosts(options: ImageProxyHostsOptions): ImageProxyHosts {
  const { timeoutMs, breakAfter, halfOpenAfterMs, failureTtlMs, now = Date.now } = options;
  const budgets = new LRUCache<string, OutboundBudget>({ max: options.maxHosts ?? 1000 });
  // Ages are checked against `now` rather than lru-cache's own TTL, whose clock tests cannot move.
  const failed = new LRUCache<string, FailedUrl>({ max: options.maxFailedUrls ?? 5000 });

  function forgetFailuresOf(host: string): void {
    for (const [href, entry] of [...failed.entries()]) if (entry.host === host) failed.delete(href);
  }

  return {
    budgetOf(url) {
      let budget = budgets.get(url.host);
      if (!budget) {
        budget = outboundBudget({ timeoutMs, breakAfter, halfOpenAfterMs });
        const host = url.host;
        budget.onReset(() => forgetFailuresOf(host));
        budgets.set(host, budget);
      }
      return budget;
    },
    recallFailure(url) {
      const entry = failed.get(url.href);
      if (!entry) return undefined;
      if (now() - entry.at < failureTtlMs) return { status: entry.status, message: entry.message };
      failed.delete(url.href);
      return undefined;
    },
    rememberFailure(url, failure) {
      if (failureTtlMs > 0) failed.set(url.href, { ...failure, host: url.host, at: now() });
    },
  };
}
