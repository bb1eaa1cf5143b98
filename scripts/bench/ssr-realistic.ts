/**
 * `npm run bench:ssr -- --realistic`: results pages per second of the real app (lib.ts startApp,
 * SEARCH_CACHE_TTL=0: every request searches) on the realistic mix (realistic-mix.ts: 300
 * queries, frequent pairs, titles and sentence words), beside a bare `node:http` server sending
 * one of those pages' bytes as the app sent them (bare-page-server.ts), with the same autocannon
 * settings as the rest of ssr.ts (50 connections, a browser's headers). Both servers run in child
 * processes; 10 s warm-up each, then ROUNDS alternating turns (the machine's drift is shared).
 *
 * Budget: app ÷ bare pages/s ≥ 0.05, no error or non-2xx; a miss exits 1, as ssr.ts's other
 * budgets do. The app runs with its default load shedding: a 503 there counts as non-2xx.
 * Without ../shared/corpus the mix does not exist: it says so and exits 0.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeLargestProfile } from './cpu-profile.ts';
import { benchIndex, buildApp, bundleScript, CORPUS, type RunningServer, startApp, startChild } from './lib.ts';
import { offlineDnsArgs } from './offline-check.ts';
import { CONNECTIONS, load, Side } from './page-load.ts';
import { capturePage, realisticPaths } from './realistic-mix.ts';

const BUDGET_RATIO = 0.05;
const WARMUP_S = 10;
const ROUNDS = 5;

const here = dirname(fileURLToPath(import.meta.url));

export async function runRealistic(options: { duration: number; profile?: boolean }): Promise<number> {
  const paths = await realisticPaths();
  if (!paths) {
    console.log(`corpus not found at ${CORPUS}: the realistic mix is drawn from it, skipping it`);
    return 0;
  }
  buildApp();
  const index = await benchIndex();
  const slice = Math.max(1, Math.round(options.duration / ROUNDS));
  const pageDir = mkdtempSync(join(tmpdir(), 'karma-bench-bare-'));
  const servers: RunningServer[] = [];
  const profileDir = options.profile ? mkdtempSync(join(tmpdir(), 'karma-bench-prof-')) : undefined;
  try {
    const app = await startApp(index, { SEARCH_CACHE_TTL: '0' }, [
      ...(await offlineDnsArgs()),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ]);
    servers.push(app);
    const page = await capturePage(app.url + paths[0]);
    writeFileSync(join(pageDir, 'page'), page.body);
    const bare = await startChild(
      await bundleScript(join(here, 'bare-page-server.ts')),
      { PAGE_FILE: join(pageDir, 'page'), PAGE_ENCODING: page.encoding ?? '' },
      { readyPath: '/ready' },
    );
    servers.push(bare);
    console.log(
      `index: ${index.description}; realistic mix of ${paths.length} queries, SEARCH_CACHE_TTL=0; ` +
        `bare node:http sending one page (${page.body.length} bytes, ${page.encoding ?? 'identity'}); ` +
        `${CONNECTIONS} connections; ${WARMUP_S} s warm-up each, then ${ROUNDS} rounds of ${slice} s each`,
    );
    await load(bare.url, ['/'], WARMUP_S);
    await load(app.url, paths, WARMUP_S);
    const bareSide = new Side(bare.child.pid);
    const appSide = new Side(app.child.pid);
    for (let round = 0; round < ROUNDS; round++) {
      await bareSide.measure(() => load(bare.url, ['/'], slice));
      await appSide.measure(() => load(app.url, paths, slice));
    }
    const ratio = appSide.rps / bareSide.rps;
    for (const [name, side] of [
      ['bare', bareSide],
      ['realistic', appSide],
    ] as const) {
      const t = side.total();
      console.log(
        `  ${name.padEnd(9)} ${t.rps.toFixed(0).padStart(6)} pages/s  p50 ${t.p50} ms  p99 ${t.p99} ms  ` +
          `${t.requests} requests, ${t.bad} errors or non-2xx${side.cpu() ? `; ${side.cpu()}` : ''}`,
      );
    }
    const perRound = appSide.slices.map((r, i) => (r.rps / bareSide.slices[i]!.rps).toFixed(3));
    console.log(`            ratio per round: ${perRound.join(' ')}`);
    const met = ratio >= BUDGET_RATIO;
    const clean = appSide.total().bad === 0 && bareSide.total().bad === 0;
    console.log(
      `ratio realistic ÷ bare node:http: ${ratio.toFixed(3)} (budget ≥ ${BUDGET_RATIO}: ${met ? 'met' : 'MISSED'})`,
    );
    if (!clean) console.log('MISSED: some requests failed');
    return met && clean ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop();
    if (profileDir) {
      summarizeLargestProfile(profileDir);
      console.log(`(profiles of every thread kept in ${profileDir})`);
    }
    rmSync(pageDir, { recursive: true, force: true });
    index.cleanup();
  }
}
