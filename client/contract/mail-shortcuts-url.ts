/**
 * The `mail` query parameter opens the mail shortcut popover on a server-rendered page, so the
 * widget works without JavaScript: the button links to `?mail=open`, and the form route
 * (server/routes/mail-shortcuts.ts) comes back with `?mail=saved` or `?mail=error`.
 *
 * Plain string work rather than URLSearchParams, which would re-encode the page's other
 * parameters (a search's `q`) on the way through.
 */
import { MAIL_PARAM, MAIL_PARAM_VALUES, type MailParam } from './mail-shortcuts-types.ts';

/** `url` (a site path with an optional query and fragment) with `mail` set to value, or removed. */
export function withMailParam(url: string, value: MailParam | null): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const params = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== MAIL_PARAM);
  if (value) params.push(`${MAIL_PARAM}=${value}`);
  return `${path}${params.length > 0 ? `?${params.join('&')}` : ''}${hash}`;
}

/** The popover state a page URL asks for; anything else renders it closed. */
export function parseMailParam(value: unknown): MailParam | undefined {
  return MAIL_PARAM_VALUES.find((v) => v === value);
}
