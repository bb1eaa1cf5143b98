/**
 * An open-loop load at a steady rate: one request every 1/rate seconds, spread evenly, over at
 * most `connections` keep-alive connections. autocannon's `overallRate` sends each connection's
 * quota for the second in one burst when the second starts (all connections at once), so its
 * latency measures a queue of a whole second's requests, not the wait of visitors who arrive
 * spread out. Latency here runs from when a request was due, not when a free connection took it,
 * so a server that falls behind is charged for the wait (no coordinated omission).
 */
import { Agent, request } from 'node:http';

export interface PacedResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
}

export async function pacedLoad(options: {
  origin: string;
  paths: readonly string[];
  headers: Record<string, string>;
  rate: number;
  durationS: number;
  connections: number;
}): Promise<PacedResult> {
  const { origin, paths, headers, rate, durationS, connections } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let bad = 0;
  let sent = 0;
  const total = Math.round(rate * durationS);
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();

  const send = (due: number) => {
    const path = paths[sent % paths.length]!;
    const done = new Promise<void>((resolve) => {
      const req = request(`${origin}${path}`, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 300) bad++;
          latencies.push(performance.now() - due);
          resolve();
        });
        res.on('error', () => {
          bad++;
          resolve();
        });
      });
      req.on('error', () => {
        bad++;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
    sent++;
  };

  while (sent < total) {
    const elapsed = performance.now() - started;
    // Every request due by now leaves now (catching up after a late timer), each charged from
    // its own due time.
    while (sent < total && (sent * 1000) / rate <= elapsed) send(started + (sent * 1000) / rate);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return { rps: latencies.length / elapsedS, p50: at(0.5), p99: at(0.99), requests: latencies.length, bad };
}
