/**
 * Links to pages of this site in the language of the page being rendered (the rule itself:
 * server/shared/local-href.ts, which the server uses too for the links it hands out).
 */
import { localizeHref } from '../../../server/shared/local-href.ts';
import { useRequest } from '../../use-request.tsx';

/** `(href) => localized href` for the page being rendered. */
export function useLocalHref(): (href: string) => string {
  const { locale, prefixed } = useRequest();
  return (href) => localizeHref(href, locale, prefixed);
}
