/**
 * A query with operators (query-operators.ts) on the local index: the FTS5 MATCH expression
 * (phrases, OR groups, NOT for excluded words, the `title` column filter for intitle:) and the
 * site: condition on record URLs. As in match-expression.ts, every term is a folded word inside
 * double quotes, so nothing typed reaches FTS5 syntax: the operators are the parser's, not the
 * visitor's text.
 */

import type { Locale } from '../../../shared/locale-choice.ts';
import { type ParsedQuery, parseQuery, type QueryTerm } from '../../../shared/query-operators.ts';
import { queryLanguage } from '../language/content-terms.ts';
import { FUNCTION_WORDS_BY_LANGUAGE } from '../language/function-words.ts';
import { words } from '../language/text-fold.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { MAX_QUERY_TERMS } from './match-expression.ts';

const MAX_TERM_LENGTH = 64;
/** The plain search's thresholds (run-search.ts): a word in over 20 % of 1,000+ records is common. */
const COMMON_SHARE = 0.2;
const COMMON_MIN_DOCUMENTS = 1000;

export interface OperatorMatch {
  /** Undefined when nothing is asked for (only exclusions or sites): no results. */
  expression: string | undefined;
  /**
   * When no record matches `expression`: its plain words and OR groups asked for any of them,
   * its phrases, intitle: terms and exclusions still applied (undefined: nothing to relax).
   */
  fallback: string | undefined;
  /** The words asked for, folded, space-separated: the title boost, related searches. */
  text: string;
  /** The folded words asked for, distinct, to highlight. */
  terms: string[];
  /** The folded words excluded: related searches holding one are left out. */
  excludedWords: string[];
  sites: string[];
  excludedSites: string[];
}

const folded = (term: QueryTerm) =>
  words(term.text)
    .map((word) => word.folded)
    .filter((word) => word.length <= MAX_TERM_LENGTH);

function termExpression(term: QueryTerm): string | undefined {
  const found = folded(term);
  if (found.length === 0) return undefined;
  // One quoted string of several words is an FTS5 phrase; separate strings are each required.
  const body = term.phrase
    ? `"${found.join(' ')}"`
    : found.length === 1
      ? `"${found[0]}"`
      : `(${found.map((word) => `"${word}"`).join(' ')})`;
  return term.inTitle ? `title : ${body}` : body;
}

function clauseExpression(clause: readonly QueryTerm[]): string | undefined {
  const alternatives = clause.map(termExpression).filter((part): part is string => part !== undefined);
  if (alternatives.length <= 1) return alternatives[0];
  return `(${alternatives.join(' OR ')})`;
}

/** Keeps at most MAX_QUERY_TERMS words in all, the first ones typed. */
function capped(parsed: ParsedQuery): ParsedQuery {
  let budget = MAX_QUERY_TERMS;
  const keep = (term: QueryTerm) => {
    const count = folded(term).length;
    if (count === 0 || count > budget) return false;
    budget -= count;
    return true;
  };
  const clauses = parsed.clauses.map((clause) => clause.filter(keep)).filter((clause) => clause.length > 0);
  return { ...parsed, clauses, excluded: parsed.excluded.filter(keep) };
}

/**
 * As a plain search does (run-search.ts), a lone word most records hold ("the") is left out while
 * other clauses remain: it barely narrows the matches and costs a pass over most of the index.
 * Phrases, intitle: and OR groups are kept whole: there every word matters.
 */
function withoutCommonWords(clauses: QueryTerm[][], isCommon: (word: string) => boolean): QueryTerm[][] {
  const common = (clause: QueryTerm[]) => {
    const words = isLoneWord(clause) ? folded(clause[0]!) : [];
    return words.length > 0 && words.every(isCommon);
  };
  const rare = clauses.filter((clause) => !common(clause));
  return rare.length > 0 ? rare : clauses;
}

/** A clause of one plain term (no phrase, no intitle:): a word the visitor did not insist on. */
const isLoneWord = (clause: readonly QueryTerm[]) => clause.length === 1 && !clause[0]!.phrase && !clause[0]!.inTitle;

const parts = (clauses: readonly QueryTerm[][]) =>
  clauses.map(clauseExpression).filter((part): part is string => part !== undefined);

/** `all` without the excluded terms; undefined when nothing is asked for. */
function excluding(all: string[], excluded: string[]): string | undefined {
  if (all.length === 0) return undefined;
  // An explicit AND: FTS5 joins only plain phrases implicitly, not a parenthesized group.
  const joined = all.join(' AND ');
  return excluded.length === 0 ? joined : `(${joined}) NOT ${excluded.join(' NOT ')}`;
}

/**
 * `isCommon`: words most records hold ("the"); `functionWords`: those of the query's language
 * (content-terms.ts). Both are left out, as lone words, while other clauses remain.
 */
export function operatorMatch(
  parsedQuery: ParsedQuery,
  isCommon: (word: string) => boolean = () => false,
  functionWords: ReadonlySet<string> = new Set(),
): OperatorMatch {
  const parsed = capped(parsedQuery);
  const content = withoutCommonWords(parsed.clauses, (word) => functionWords.has(word));
  const searched = withoutCommonWords(content, isCommon);
  const excluded = parsed.excluded.map(termExpression).filter((part): part is string => part !== undefined);
  const wanted = parsed.clauses.flat().flatMap(folded);
  // The fallback relaxes what the visitor did not insist on: plain words and OR groups.
  const insisted = searched.filter((clause) => clause.every((term) => term.phrase || term.inTitle));
  const loose = parts(searched.filter((clause) => !insisted.includes(clause)));
  const fallback = loose.length > 1 ? excluding([...parts(insisted), `(${loose.join(' OR ')})`], excluded) : undefined;
  return {
    expression: excluding(parts(searched), excluded),
    fallback,
    text: wanted.join(' '),
    terms: [...new Set(wanted)],
    excludedWords: parsed.excluded.flatMap(folded),
    sites: parsed.sites,
    excludedSites: parsed.excludedSites,
  };
}

/** The operators of a query for the local index, or undefined for a plain query (the usual path). */
export function localOperators(index: OpenIndex, text: string, language: Locale = 'en'): OperatorMatch | undefined {
  const parsed = parseQuery(text);
  if (parsed.operators.length === 0) return undefined;
  registerHostFunction(index);
  const lone = parsed.clauses.filter(isLoneWord).flatMap((clause) => folded(clause[0]!));
  const functionWords = FUNCTION_WORDS_BY_LANGUAGE[queryLanguage(lone, language)];
  if (index.documents < COMMON_MIN_DOCUMENTS) return operatorMatch(parsed, undefined, functionWords);
  const df = index.statement('SELECT df FROM vocabulary WHERE term = ?').pluck();
  const limit = index.documents * COMMON_SHARE;
  return operatorMatch(parsed, (word) => ((df.get(word) as number | undefined) ?? 0) > limit, functionWords);
}

/** Whether `url`'s host is one of `hosts` (space-separated) or a subdomain of one. */
export function hostIn(url: string, hosts: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return hosts.split(' ').some((site) => site !== '' && (host === site || host.endsWith(`.${site}`)));
}

/** site: needs the host of a record's URL, which SQL cannot take apart safely: a function does. */
function registerHostFunction(index: OpenIndex): void {
  index.memo('function:karma_host_in', () =>
    index.db.function('karma_host_in', { deterministic: true }, (url, hosts) =>
      typeof url === 'string' && typeof hosts === 'string' && hostIn(url, hosts) ? 1 : 0,
    ),
  );
}

/**
 * Conditions on the `f` (record_filters) alias for the query's site: operators (the function is
 * registered by localOperators first). The hosts are bound parameters.
 */
export function siteConditions(text: string): { sql: string[]; params: string[] } {
  if (!/site:/i.test(text)) return { sql: [], params: [] };
  const { sites, excludedSites } = parseQuery(text);
  const sql: string[] = [];
  const params: string[] = [];
  const url = '(SELECT url FROM records WHERE id = f.id)';
  if (sites.length > 0) {
    sql.push(`karma_host_in(${url}, ?) = 1`);
    params.push(sites.join(' '));
  }
  if (excludedSites.length > 0) {
    sql.push(`karma_host_in(${url}, ?) = 0`);
    params.push(excludedSites.join(' '));
  }
  return { sql, params };
}
