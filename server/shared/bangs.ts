/**
 * DuckDuckGo-style `!bangs`: `!w fox` or `fox !osm` goes straight to that site's search for
 * "fox". The bangs are those of the outbound services (outbound-links.ts), the same table as the
 * 'Try with…' and 'Other search' menus, so a service has its bang, its menu entry and its /bangs
 * line from one row. Pure: the route (server/routes/bang-redirect.ts) counts and redirects.
 *
 * A bang is a word of its own, anywhere in the query, `!` then the bang in any case. The first
 * known one is used; an unknown bang is only text, searched as an ordinary query.
 */
import { LOCALES, type Locale } from './locale-choice.ts';
import {
  OUTBOUND_GROUPS,
  OUTBOUND_SERVICES,
  type OutboundGroup,
  type OutboundService,
  type OutboundVertical,
} from './outbound-links.ts';

const BANG_WORD = /^!([\p{L}\p{N}-]{1,20})$/u;

const BY_BANG: ReadonlyMap<string, OutboundService> = new Map(OUTBOUND_SERVICES.map((entry) => [entry.bang, entry]));

export interface BangSearch {
  service: OutboundService;
  /** The query without the bang, single-spaced (may be empty: the site's home page). */
  rest: string;
  /** Where the bang was among the query's words: autosuggest puts it back there. */
  position: 'start' | 'end' | 'middle';
}

/** The known bang in `text` and the rest of the query, or undefined for an ordinary search. */
export function findBang(text: string): BangSearch | undefined {
  const words = text.slice(0, 2000).split(/\s+/u).filter(Boolean);
  const at = words.findIndex((word) => BY_BANG.has(BANG_WORD.exec(word)?.[1]?.toLowerCase() ?? ''));
  if (at === -1) return undefined;
  const service = BY_BANG.get(BANG_WORD.exec(words[at]!)![1]!.toLowerCase())!;
  const rest = [...words.slice(0, at), ...words.slice(at + 1)].join(' ');
  const position = at === 0 ? 'start' : at === words.length - 1 ? 'end' : 'middle';
  return { service, rest, position };
}

/** The service's search for the rest of the query (its home page when there is none). */
export function bangTarget(bang: BangSearch, locale: Locale, vertical: OutboundVertical = 'web'): string {
  return bang.service.href({ query: bang.rest, vertical, locale });
}

/**
 * Every host a bang may send a visitor to: those of the table's templates, in every language.
 * The redirect validator's allow-list (safeExternalTarget, server/redirects/safe-redirect.ts).
 */
export const BANG_HOSTS: ReadonlySet<string> = new Set(
  OUTBOUND_SERVICES.flatMap((entry) =>
    entry.templates.flatMap((template) => LOCALES.map((locale) => new URL(template.replaceAll('{lang}', locale)).host)),
  ),
);

export interface BangListGroup {
  group: OutboundGroup;
  bangs: { bang: string; name: string; id: string }[];
}

/** Every bang by menu group, in the menus' order: the /bangs page. */
export function bangList(): BangListGroup[] {
  return OUTBOUND_GROUPS.map((group) => ({
    group,
    bangs: OUTBOUND_SERVICES.filter((entry) => entry.group === group).map(({ bang, name, id }) => ({ bang, name, id })),
  })).filter((entry) => entry.bangs.length > 0);
}

/** A completion of the rest of the query with the bang put back where it was typed. */
export function withBang(completion: string, bang: BangSearch): string {
  const word = `!${bang.service.bang}`;
  return bang.position === 'end' ? `${completion} ${word}` : `${word} ${completion}`;
}
