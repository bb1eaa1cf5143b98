/**
 * Response compression (the `compression` package: brotli or gzip as the browser asks), shared
 * by the app and the static baseline of scripts/bench/ssr.ts so both compress alike.
 *
 * Brotli's window is 256 KB (lgwin 18) instead of its 4 MB default. A page streams in several
 * writes (shell first, results later), and with 50 pages in flight the default window made V8
 * run about three times as many full collections (13 against 4 in the same load, --trace-gc),
 * its helper threads spending ~9 ms of CPU per results page instead of ~3. No page comes near
 * 256 KB, so the compressed bytes are the same (a results page: 8,494 bytes either way).
 */
import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Bodies smaller than this go uncompressed: the headers would outweigh the gain. */
const THRESHOLD_BYTES = 512;
export const BROTLI_WINDOW_BITS = 18;

export function compress(): RequestHandler {
  return compression({
    threshold: THRESHOLD_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
  });
}
