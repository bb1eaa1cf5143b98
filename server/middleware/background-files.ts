/**
 * Cache headers of the background illustrations (public/backgrounds/): a URL carrying the file's
 * current content hash (`?v=`, as backgroundUrl() writes it) is cached for a year as immutable,
 * since a redrawn file gets another hash and so another URL. Any other request for the file (no
 * or an old hash) keeps public/'s one hour.
 *
 *   express.static(dir, { maxAge: '1h', setHeaders: immutableWhenVersioned })
 */
import type { ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import { backgroundHash } from '../shared/backgrounds.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether `query` names the current hash of `file`, a path under public/backgrounds/. */
export function isCurrentVersion(file: string, version: unknown): boolean {
  if (basename(dirname(file)) !== 'backgrounds' || typeof version !== 'string') return false;
  return backgroundHash(basename(file)) === version;
}

export function immutableWhenVersioned(res: ServerResponse, file: string): void {
  const req = (res as ServerResponse & { req?: { url?: string } }).req;
  const version = new URL(req?.url ?? '/', 'http://x').searchParams.get('v');
  if (isCurrentVersion(file, version ?? undefined)) res.setHeader('Cache-Control', IMMUTABLE);
}
