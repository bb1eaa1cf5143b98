/**
 * A failed island chunk (usually a deploy that replaced the hashed files) reloads the page once;
 * a second failure within 60 s does not, so a broken build cannot cause a reload loop.
 */
export const RELOAD_WINDOW_MS = 60_000;
export const RELOAD_KEY = 'karma:chunk-reload-at';

export function shouldReloadAfterChunkError(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_WINDOW_MS;
}
