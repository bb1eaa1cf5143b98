/**
 * What the benches of a neighbour in trouble share (ssr-neighbour-down.ts,
 * ssr-open-sources-down.ts): the single words they load pages with, the app's build and index,
 * and a host that accepts connections and never says a word.
 */
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { type BenchIndex, benchIndex, buildApp, CORPUS } from './lib.ts';
import { BASELINE_MIX, queryMixes } from './query-mixes.ts';

/** The single words, the built app's index and the seconds per turn; undefined without the corpus. */
export async function singleWordsBench(
  duration: number,
  rounds: number,
): Promise<{ words: string[]; index: BenchIndex; slice: number } | undefined> {
  const mixes = await queryMixes();
  const words = mixes?.find((m) => m.name === BASELINE_MIX);
  if (!words) {
    console.log(`corpus not found at ${CORPUS}: the single words are drawn from it, skipping`);
    return undefined;
  }
  buildApp();
  return { words: words.queries, index: await benchIndex(), slice: Math.max(1, Math.round(duration / rounds)) };
}

export interface SilentHost {
  url: string;
  accepted(): number;
  close(): void;
}

/** A port that accepts connections and never answers; undefined where it may not listen (443). */
export async function silentHost(host = '127.0.0.1', port = 0): Promise<SilentHost | undefined> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  server.listen(port, host);
  const listening = await Promise.race([
    once(server, 'listening').then(() => true),
    once(server, 'error').then(() => false),
  ]);
  if (!listening) return undefined;
  return {
    url: `http://${host}:${(server.address() as { port: number }).port}`,
    accepted: () => accepted,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
