import { LOCALES, type Locale } from '../../server/shared/locale-choice.ts';

/** Link to `path` in `locale`: prefixed paths carry the language, others go through /locale. */
export function localizedHref(locale: Locale, path: string, search: string, prefixable: boolean): string {
  if (prefixable) return `/${locale}${path === '/' ? '' : path}${search}`;
  return `/locale/${locale}?next=${encodeURIComponent(path + search)}`;
}

export function alternateLinks(baseUrl: string, path: string, prefixable: boolean) {
  if (!prefixable) return [];
  const suffix = path === '/' ? '' : path;
  return [
    ...LOCALES.map((l) => ({ hrefLang: l, href: `${baseUrl}/${l}${suffix}` })),
    { hrefLang: 'x-default', href: `${baseUrl}${path}` },
  ];
}
