/**
 * The realistic mix of the page benches: 300 queries, 100 each of query-mixes.ts's frequent
 * pairs (two frequent words), titles (article titles) and sentence words (two or three words from
 * article leads), interleaved so that every stretch of a run asks for all three kinds; and one
 * results page's bytes as the app sends them, for the bare server that replays them
 * (bare-page-server.ts).
 *
 *   const paths = await realisticPaths();   // null when ../shared/corpus is absent
 */
import { request } from 'node:http';
import { HEADERS } from './page-load.ts';
import { queryMixes } from './query-mixes.ts';

export const REALISTIC_KINDS = ['frequent-pairs', 'titles', 'sentence-words'] as const;
export const PER_KIND = 100;

/** `/search?q=…` paths of the mix, the kinds taking turns; null without the corpus. */
export async function realisticPaths(): Promise<string[] | null> {
  const mixes = await queryMixes(PER_KIND);
  if (!mixes) return null;
  const kinds = REALISTIC_KINDS.map((name) => mixes.find((m) => m.name === name)!.queries);
  const paths: string[] = [];
  for (let i = 0; i < PER_KIND; i++) {
    for (const queries of kinds) if (queries[i]) paths.push(`/search?q=${encodeURIComponent(queries[i]!)}`);
  }
  return paths;
}

export interface CapturedPage {
  body: Buffer;
  /** The Content-Encoding the app chose for the bench's Accept-Encoding, if any. */
  encoding: string | undefined;
}

/** A page's bytes on the wire (compressed as the app sent them to the bench's headers). */
export function capturePage(url: string): Promise<CapturedPage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: status ${res.statusCode}`));
        const encoding = res.headers['content-encoding'];
        resolve({ body: Buffer.concat(chunks), encoding: typeof encoding === 'string' ? encoding : undefined });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
