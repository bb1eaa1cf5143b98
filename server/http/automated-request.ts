/**
 * Whether a request was sent by a person's own visit, or by something else: a crawler, a script,
 * a link-preview fetcher, or a browser loading ahead of a click (prefetch, prerender, preview).
 * The one test behind both "not billed" (sponsored clicks) and "not counted as a search
 * supported" (the public counts): an advertiser pays for a person's click, and partners are
 * told of a person's searches.
 *
 * Agents come from `isbot`'s maintained list, plus the few it leaves to the caller: runtimes
 * that embed a browser engine for apps (Electron), the Dart HTTP client, and no agent at all.
 */
import { isbot } from 'isbot';
import { isPrefetch } from '../shared/prefetch-rules.ts';

/** What isbot deliberately leaves out and a billed click must not include. */
const ALSO_AUTOMATED = /\belectron\/|\bdart\/|\bdart:io\b/i;

export type AutomatedKind = 'prefetch' | 'crawler';

/** What is read of a request (Express's `req` is one). */
export interface HeaderReader {
  get(name: string): string | undefined;
}

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  const agent = (userAgent ?? '').trim();
  return agent === '' || isbot(agent) || ALSO_AUTOMATED.test(agent);
}

/** The request's purpose headers, as browsers send them for loads nobody asked for yet. */
export function isSpeculativeLoad(req: HeaderReader): boolean {
  return isPrefetch({
    secPurpose: req.get('sec-purpose'),
    purpose: req.get('purpose'),
    xPurpose: req.get('x-purpose'),
    xMoz: req.get('x-moz'),
  });
}

/** Why a request is not a person's visit, or undefined when it is one. */
export function automatedRequest(req: HeaderReader & { method: string }): AutomatedKind | undefined {
  // A HEAD (link checkers) or a speculative load is not someone following the link.
  if ((req.method !== 'GET' && req.method !== 'POST') || isSpeculativeLoad(req)) return 'prefetch';
  if (isAutomatedAgent(req.get('user-agent'))) return 'crawler';
  return undefined;
}
