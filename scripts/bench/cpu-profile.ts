/**
 * Reads a V8 .cpuprofile (node --cpu-prof) as the benches print it: self time by area, by the
 * nearest project or package caller, and the top functions.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Top self-time costs of a .cpuprofile, by function and by package/area. */
export function summarizeProfile(file: string, top = 15): void {
  interface Node {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  const area = (url: string, name: string) => {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    if (pkg) return pkg;
    if (url.includes('/server/search/')) return 'server/search';
    if (url.includes('/server/')) return 'server (other)';
    if (url.includes('/views/')) return 'views';
    if (url.startsWith('node:')) return 'node core';
    if (!url) return name.startsWith('(') ? name : 'native';
    return 'other';
  };
  // Node core and native frames (zlib, streams, SQLite calls) are charged to the nearest caller
  // in the project or a package, which says who asked for the work.
  const caller = new Map<string, number>();
  const generic = new Set(['node core', 'native', 'other']);
  for (const [id, micros] of self) {
    let at: number | undefined = id;
    let a = 'native';
    while (at !== undefined) {
      const { url, functionName } = byId.get(at)!.callFrame;
      a = area(url, functionName);
      if (!generic.has(a)) break;
      at = parent.get(at);
    }
    caller.set(a, (caller.get(a) ?? 0) + micros);
  }
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url ? `${url.replace(/^file:\/\/.*?\/(node_modules|server|views)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    const a = area(url, functionName);
    byArea.set(a, (byArea.get(a) ?? 0) + micros);
  }
  const pct = (v: number) => `${((100 * v) / total).toFixed(1).padStart(5)} %`;
  console.log(`profile ${file}: self time by area`);
  for (const [k, v] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${pct(v)}  ${k}`);
  console.log('self time charged to the nearest project or package frame');
  for (const [k, v] of [...caller].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${pct(v)}  ${k}`);
  console.log('top functions (self time)');
  for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
}

/** Summarizes the largest profile in `dir`: one file per thread, the main thread's is the largest. */
export function summarizeLargestProfile(dir: string): void {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (files[0]) summarizeProfile(files[0]);
}
