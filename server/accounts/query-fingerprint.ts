/**
 * The keyed hash a device's last counted search is remembered by (server/shared/counter.ts,
 * LastCount): never the query itself. Same text up to case and spacing, same fingerprint.
 */
import { createHmac } from 'node:crypto';

export function queryFingerprint(text: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`count\n${text.trim().toLowerCase().replace(/\s+/g, ' ')}`)
    .digest('base64url')
    .slice(0, 16);
}
