/**
 * A missing static file (an icon, an image, a script or stylesheet of an older build, a font)
 * gets a small plain-text 404, not the 19 KB localized HTML page: browsers and crawlers ask for
 * such files on their own (/favicon.ico, /apple-touch-icon-precomposed.png, an old /build chunk)
 * and nobody reads the answer. Mounted after every route, just before the HTML 404 page, so a
 * route answering on a file-like path (/robots.txt, /opensearch.xml, /partners/transparency.json)
 * is never shadowed.
 */
import type { RequestHandler } from 'express';

/** Folders holding only files (public/ and the client build). */
const STATIC_PREFIXES = ['/build/', '/backgrounds/', '/feed/', '/mail/'];
/** Extensions of files no page path ends with. */
const STATIC_EXTENSIONS = new Set([
  'avif',
  'css',
  'gif',
  'ico',
  'jpeg',
  'jpg',
  'js',
  'map',
  'mjs',
  'png',
  'svg',
  'ttf',
  'webmanifest',
  'webp',
  'woff',
  'woff2',
]);

/** Whether a request path names a static file (so its 404 is plain text). */
export function isStaticFilePath(path: string): boolean {
  if (STATIC_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 && STATIC_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

export function staticNotFound(): RequestHandler {
  return (req, res, next) => {
    if (!isStaticFilePath(req.path)) return next();
    // Any path with a file's extension, not an entry of the registry: one pattern for them all.
    res.locals.routePattern ??= 'static';
    res.status(404).type('text/plain').send('Not found\n');
  };
}
