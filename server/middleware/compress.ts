/**
 * Response compression (the `compression` package: brotli or gzip as the browser asks), shared
 * by the app and the static baseline of scripts/bench/ssr.ts so both compress alike.
 *
 * Brotli's window is 256 KB (lgwin 18) instead of its 4 MB default. A page streams in several
 * writes (shell first, results later), and with 50 pages in flight the default window made V8
 * run about three times as many full collections (13 against 4 in the same load, --trace-gc),
 * its helper threads spending ~9 ms of CPU per results page instead of ~3. No page comes near
 * 256 KB, so the compressed bytes are the same (a results page: 8,494 bytes either way).
 *
 * Pages at quality 2 instead of the package's 4: a results page streamed in parts costs about a
 * third less CPU to compress, for some 7 % more bytes (ADR 036). Files (a dot in the path's last
 * segment: scripts, stylesheets, icons) keep quality 4: the browser keeps them, and their bytes
 * count on every first visit.
 */
import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Bodies smaller than this go uncompressed: the headers would outweigh the gain. */
const THRESHOLD_BYTES = 512;
export const BROTLI_WINDOW_BITS = 18;
/** Brotli quality of pages (files keep the package's 4). */
export const PAGE_QUALITY = 2;

/** A file's path (a dot in its last segment), as opposed to a page's. */
export const isFilePath = (path: string) => FILE_PATH.test(path);
const FILE_PATH = /\.[^/]*$/;

/** Compression as pages get it (the bench's static copy of a page too: the same cost per byte). */
export function pageCompression(): RequestHandler {
  return compression({
    threshold: THRESHOLD_BYTES,
    brotli: {
      params: { [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS, [constants.BROTLI_PARAM_QUALITY]: PAGE_QUALITY },
    },
  });
}

export function compress(): RequestHandler {
  const pages = pageCompression();
  const files = compression({
    threshold: THRESHOLD_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
  });
  return (req, res, next) => (isFilePath(req.path) ? files : pages)(req, res, next);
}
