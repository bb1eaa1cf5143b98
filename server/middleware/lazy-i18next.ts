/**
 * i18next-http-middleware, run on first use. The package clones the i18next instance for every
 * request (about a twentieth of a results page's CPU and allocations), but pages translate
 * through server/i18n/page-translator.ts and never read `req.t`: only some forms, JSON routes
 * and error pages do. So the request gets getters for what the package attaches (`req.t`,
 * `req.i18n`, `req.language`…) and the package runs, with the locale chosen by
 * middleware/locale.ts (`req.lng`), the first time one of them is read. `Content-Language` is
 * set here at once, as the package would, since by first use the headers may be gone.
 */
import type { RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';
import { handle } from 'i18next-http-middleware';

/** What the package sets on `req` (besides `lng`, which middleware/locale.ts sets first). */
const ATTACHED = ['t', 'i18n', 'language', 'languages', 'locale', 'resolvedLanguage'] as const;

export function lazyI18next(i18n: I18n): RequestHandler {
  const attachNow = handle(i18n);
  return (req, res, next) => {
    const lng = (req as unknown as { lng?: string }).lng;
    if (lng) res.setHeader('Content-Language', lng);
    const target = req as unknown as Record<string, unknown>;
    const settle = (key: string, value: unknown) =>
      Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: true });
    let attached = false;
    // What the route assigned before the first read wins, as it would after an eager run.
    const assigned = new Map<string, unknown>();
    const attach = () => {
      if (attached) return;
      attached = true;
      for (const key of ATTACHED) if (!assigned.has(key)) settle(key, undefined);
      // Synchronous: the resources are bundled (initAsync: false), so `next` runs before return.
      attachNow(req, res, () => {});
      for (const [key, value] of assigned) settle(key, value);
    };
    for (const key of ATTACHED) {
      Object.defineProperty(target, key, {
        configurable: true,
        enumerable: true,
        get() {
          attach();
          return target[key];
        },
        set(value) {
          assigned.set(key, value);
          settle(key, value);
        },
      });
    }
    next();
  };
}
