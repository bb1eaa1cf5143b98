/**
 * `npm run bench:ssr -- --site-rules`: results pages per second of the realistic mix
 * (realistic-mix.ts: frequent pairs, titles, lead words; needs ../shared/corpus) for a visitor with
 * 20 site rules in the cookie, beside the same pages without rules (ADR 035: a person's rules
 * must not make the page noticeably slower). One app (lib.ts startApp: dist/main.js, production,
 * the result cache off), both states asking it in turn, compared in rounds (compare-states.ts).
 * Budget: 20 rules ≥ 0.9× no rules, no error, and pages still showing results.
 *
 * The rules are a list a person might keep: blocks of sites people commonly hide, a few raised
 * and lowered, a pin, and a raise of the corpus's own host so that every page's results are
 * reordered, not only scanned.
 */

import { type Comparison, compareStates, describeComparison } from './compare-states.ts';
import { benchIndex, buildApp, CORPUS, startApp } from './lib.ts';
import { offlineDnsArgs } from './offline-check.ts';
import { realisticPaths } from './realistic-mix.ts';

const BUDGET_RATIO = 0.9;
const WARMUP_S = 10;
const ROUNDS = 5;

const RULES: [string, string][] = [
  ['b', 'pinterest.com'],
  ['b', 'quora.com'],
  ['b', 'w3schools.com'],
  ['b', 'facebook.com'],
  ['b', 'tiktok.com'],
  ['b', 'instagram.com'],
  ['b', 'medium.com'],
  ['b', 'geeksforgeeks.org'],
  ['b', 'answers.com'],
  ['b', 'ehow.com'],
  ['l', 'reddit.com'],
  ['l', 'youtube.com'],
  ['l', 'amazon.com'],
  ['l', 'dailymail.co.uk'],
  ['r', 'wikipedia.org'],
  ['r', 'developer.mozilla.org'],
  ['r', 'britannica.com'],
  ['r', 'nature.com'],
  ['r', 'arxiv.org'],
  ['p', 'inaturalist.org'],
];

/** The rules cookie (server/site-rules/rules-cookie.ts format 1). */
export const TWENTY_RULES_COOKIE = `karma_site_rules=1.${RULES.map(([action, host]) => `${action}${host}`).join('_')}`;

export async function runSiteRules(options: { duration: number }): Promise<number> {
  const paths = await realisticPaths();
  if (!paths) {
    console.log(`corpus not found at ${CORPUS}: the realistic mix is drawn from it, skipping`);
    return 0;
  }
  buildApp();
  const index = await benchIndex();
  const slice = Math.max(1, Math.round(options.duration / ROUNDS));
  const app = await startApp(index, { SEARCH_CACHE_TTL: '0' }, await offlineDnsArgs());
  try {
    const at = { url: app.url, pid: app.child.pid };
    const comparison: Comparison = {
      states: [
        { name: 'no rules', ...at },
        { name: `${RULES.length} rules`, ...at, headers: { Cookie: TWENTY_RULES_COOKIE } },
      ],
      paths,
      warmupS: WARMUP_S,
      rounds: ROUNDS,
      slice,
      budgetRatio: BUDGET_RATIO,
      baselineLabel: 'no rules',
      checkPath: (round) => paths[round % paths.length] as string,
    };
    console.log(
      `index: ${index.description}; ${paths.length} queries (realistic mix); ${describeComparison(comparison)}`,
    );
    return (await compareStates(comparison)) ? 0 : 1;
  } finally {
    await app.stop();
    index.cleanup();
  }
}
