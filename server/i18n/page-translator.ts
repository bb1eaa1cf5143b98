/**
 * The `t` pages render with: i18next's fixed t for one language, with plain lookups (a key, no
 * options) remembered. A results page makes a few hundred such calls, and each one through
 * i18next resolves namespaces, fallbacks and interpolation again; the resources are bundled
 * with the server and never change while it runs, so the answer for a key never changes either.
 * Calls with options (interpolation, plurals, defaults) always go through i18next.
 *
 *   const t = pageTranslator(i18n, 'fr');   // the same function for every French page
 */
import type { i18n as I18n, TFunction } from 'i18next';

const byInstance = new WeakMap<I18n, Map<string, TFunction>>();

export function pageTranslator(i18n: I18n, locale: string): TFunction {
  let byLocale = byInstance.get(i18n);
  if (!byLocale) {
    byLocale = new Map();
    byInstance.set(i18n, byLocale);
  }
  const existing = byLocale.get(locale);
  if (existing) return existing;
  const fixed = i18n.getFixedT(locale);
  const plain = new Map<string, string>();
  const translate = (key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string') {
      let text = plain.get(key);
      if (text === undefined) {
        text = fixed(key) as string;
        plain.set(key, text);
      }
      return text;
    }
    return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  };
  const t = translate as unknown as TFunction;
  byLocale.set(locale, t);
  return t;
}
