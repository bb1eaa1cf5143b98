/**
 * What the page-throughput benches share (ssr.ts, ssr-mixes.ts): autocannon at CONNECTIONS
 * connections asking for pages as a browser does, one side's turns added up (Side), and the
 * check that a page still shows its results.
 */
import autocannon from 'autocannon';
import { CHROME_DESKTOP } from './lib.ts';
import type { PacedResult } from './paced-load.ts';
import { threadCpu } from './thread-cpu.ts';

export const CONNECTIONS = 50;
export const HEADERS = { 'User-Agent': CHROME_DESKTOP, 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' };

export interface Load extends PacedResult {
  seconds: number;
}

/** One side's turns added up: requests over the time they took, CPU per request, latency. */
export class Side {
  readonly slices: Load[] = [];
  private cpuMs = { main: 0, other: 0 };

  constructor(private readonly pid: number | undefined) {}

  async measure(turn: () => Promise<Load>): Promise<void> {
    const before = threadCpu(this.pid);
    const result = await turn();
    const after = threadCpu(this.pid);
    this.slices.push(result);
    if (before && after) {
      this.cpuMs.main += after.mainMs - before.mainMs;
      this.cpuMs.other += after.otherMs - before.otherMs;
    }
  }

  get rps(): number {
    return this.total().rps;
  }

  /** Latency: the median turn's p50 and the worst turn's p99. */
  total(): PacedResult {
    const requests = this.slices.reduce((sum, l) => sum + l.requests, 0);
    const seconds = this.slices.reduce((sum, l) => sum + l.seconds, 0);
    const p50s = this.slices.map((l) => l.p50).sort((a, b) => a - b);
    return {
      rps: seconds > 0 ? requests / seconds : 0,
      p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
      p99: Math.max(0, ...this.slices.map((l) => l.p99)),
      requests,
      bad: this.slices.reduce((sum, l) => sum + l.bad, 0),
    };
  }

  /** The server's CPU time per request, all threads, in ms (undefined off Linux). */
  cpuPerRequest(): number | undefined {
    const requests = this.total().requests;
    const ms = this.cpuMs.main + this.cpuMs.other;
    return requests > 0 && ms > 0 ? ms / requests : undefined;
  }

  cpu(): string {
    const requests = this.total().requests;
    if (requests === 0 || this.cpuMs.main + this.cpuMs.other === 0) return '';
    return (
      `CPU per request: main thread ${(this.cpuMs.main / requests).toFixed(2)} ms, ` +
      `other threads ${(this.cpuMs.other / requests).toFixed(2)} ms`
    );
  }
}

/**
 * Whether a page shows its results. A failing lookup still answers 200 (an error panel), and a
 * page without its lookups costs a fraction of one: checked after every turn, because the
 * circuit breaker once opened whenever a turn's connections closed mid-page and most of the
 * "rendered" pages measured were error panels.
 */
export async function resultsShown(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(origin + path, { headers: { 'User-Agent': CHROME_DESKTOP, ...headers } });
  const html = await res.text();
  if (res.status !== 200) return `status ${res.status}`;
  if (html.includes('class="error-panel"')) return 'error panel';
  return html.includes('class="result o') ? 'results' : 'no results';
}

export async function load(
  origin: string,
  paths: readonly string[],
  duration: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers: { ...HEADERS, ...headers },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length]!;
          return request;
        },
      },
    ],
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.errors + result.timeouts + result.non2xx,
    seconds: result.duration,
  };
}
