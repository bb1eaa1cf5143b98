/**
 * The `t` pages render with: i18next's fixed t for one language, with plain lookups (a key, no
 * options) remembered. A results page makes a few hundred such calls, and each one through
 * i18next resolves namespaces, fallbacks and interpolation again; the resources are bundled
 * with the server and never change while it runs, so the answer for a key never changes either.
 * Calls whose options are only numbers (a count, a page) are remembered too (a bounded set);
 * calls with text options fill a plain `{{name}}` template directly. Anything else (plurals
 * with text, context, nesting, formats, defaults) goes through i18next.
 *
 *   const t = pageTranslator(i18n, 'fr');   // the same function for every French page
 */
import type { i18n as I18n, TFunction } from 'i18next';

const byInstance = new WeakMap<I18n, Map<string, TFunction>>();
/** Options that change which string i18next picks or how: those calls always go through it. */
const SELECTING_OPTIONS = new Set([
  'count',
  'context',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'ordinal',
  'replace',
  'interpolation',
  'postProcess',
  'fallbackLng',
]);
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const NAME = /^\s*([A-Za-z0-9_]+)\s*$/;
const MAX_REMEMBERED = 2000;

/** `template` with its `{{name}}` placeholders filled, or undefined when one is anything else. */
function fill(template: string, options: Record<string, unknown>): string | undefined {
  if (template.includes('$t(')) return undefined;
  let plain = true;
  const filled = template.replace(PLACEHOLDER, (_match, inner: string) => {
    const value = options[NAME.exec(inner)?.[1] ?? ''];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    plain = false;
    return '';
  });
  return plain ? filled : undefined;
}

const isOptions = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function pageTranslator(i18n: I18n, locale: string): TFunction {
  let byLocale = byInstance.get(i18n);
  if (!byLocale) {
    byLocale = new Map();
    byInstance.set(i18n, byLocale);
  }
  const existing = byLocale.get(locale);
  if (existing) return existing;
  const fixed = i18n.getFixedT(locale);
  const through = fixed as unknown as (...args: unknown[]) => unknown;
  const plain = new Map<string, string>();
  const lookup = (key: string) => {
    let text = plain.get(key);
    if (text === undefined) {
      text = fixed(key) as string;
      plain.set(key, text);
    }
    return text;
  };
  const numbered = new Map<string, unknown>();
  const translate = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return through(key, ...rest);
    if (rest.length === 0) return lookup(key);
    const options = rest[0];
    if (rest.length > 1 || !isOptions(options)) return through(key, ...rest);
    const values = Object.values(options);
    if (values.every((value) => typeof value === 'number')) {
      const id = `${key}\u0000${JSON.stringify(options)}`;
      if (!numbered.has(id)) {
        if (numbered.size >= MAX_REMEMBERED) numbered.clear();
        numbered.set(id, through(key, options));
      }
      return numbered.get(id);
    }
    if (!Object.keys(options).some((name) => SELECTING_OPTIONS.has(name))) {
      const template = lookup(key);
      const filled = template === key ? undefined : fill(template, options);
      if (filled !== undefined) return filled;
    }
    return through(key, options);
  };
  const t = translate as unknown as TFunction;
  byLocale.set(locale, t);
  return t;
}
