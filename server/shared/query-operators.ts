/**
 * Search operators in what a visitor typed, as plain data every provider can use:
 *
 *   "exact phrase"   -word  -"phrase"   site:example.org (and its subdomains)  -site:example.org
 *   a OR b (OR in capitals, between two terms; binds tighter than the implicit AND, as on the
 *   big engines: `fox red OR grey` is fox AND (red OR grey))   intitle:word  intitle:"a phrase"
 *
 * Anything else is words: an unknown operator (`foo:bar`), a lone `-`, an OR with nothing on one
 * side, an unbalanced quote (the quote is ignored). Pure: the local index builds its MATCH
 * expression from the result (local/operator-match.ts), remote providers the query they send
 * (remoteQueryText). Terms with no letter or digit are dropped: they mean nothing to any index.
 */

export type OperatorName = 'phrase' | 'exclude' | 'site' | 'or' | 'intitle';
/** Display order of the operators line on the results page. */
export const OPERATOR_NAMES: readonly OperatorName[] = ['phrase', 'exclude', 'site', 'or', 'intitle'];

export interface QueryTerm {
  /** The words as typed (a phrase without its quotes; `foo:bar` as is). */
  text: string;
  phrase: boolean;
  inTitle: boolean;
}

export interface ParsedQuery {
  /** Every result matches each clause; a clause of several terms matches any of them (OR). */
  clauses: QueryTerm[][];
  /** No result holds any of these. */
  excluded: QueryTerm[];
  /** Results come from one of these hosts or their subdomains (lower case, punycode). */
  sites: string[];
  excludedSites: string[];
  /** The operators the query used, in OPERATOR_NAMES order; empty for a plain query. */
  operators: OperatorName[];
}

/** A query is at most 500 characters (query-params.ts); this bounds the work on any other input. */
const MAX_PARSED_CHARS = 2000;
/** More terms add nothing and only cost time; the rest of a pasted blob is ignored. */
const MAX_TERMS = 32;
const HAS_WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

type Token =
  | { kind: 'term'; term: QueryTerm; negated: boolean }
  | { kind: 'site'; host: string; negated: boolean }
  | { kind: 'or' };

/** `example.org` from `site:` values such as `Example.org`, `https://www.example.org/path`, `*.example.org`. */
export function siteHost(value: string): string | undefined {
  const bare = value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\*\./, '');
  if (!HAS_WORD.test(bare) || /[\s/\\?#@]/.test(bare.split(/[/?#]/)[0] ?? '')) return undefined;
  try {
    const host = new URL(`http://${bare}`).hostname.replace(/\.$/, '');
    return host && !host.startsWith('[') && host.length <= 253 ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The end of a quoted phrase starting at `open` (the index of its `"`), or -1 if unbalanced. */
const closingQuote = (text: string, open: number) => text.indexOf('"', open + 1);

function endOfWord(text: string, from: number): number {
  let end = from;
  while (end < text.length && !SPACE.test(text[end]!)) end++;
  return end;
}

function tokenize(input: string): Token[] {
  const text = input.slice(0, MAX_PARSED_CHARS);
  const tokens: Token[] = [];
  let i = 0;
  const term = (termText: string, negated: boolean, phrase = false, inTitle = false) => {
    if (HAS_WORD.test(termText)) tokens.push({ kind: 'term', term: { text: termText, phrase, inTitle }, negated });
  };
  while (i < text.length) {
    if (SPACE.test(text[i]!)) {
      i++;
      continue;
    }
    // `-` directly before something excludes it; a lone `-` is nothing.
    const negated = text[i] === '-' && i + 1 < text.length && !SPACE.test(text[i + 1]!);
    if (negated) i++;
    const lower = text.slice(i, i + 8).toLowerCase();
    const inTitle = lower === 'intitle:';
    const valueStart = inTitle ? i + 8 : i;
    if (text[valueStart] === '"' && closingQuote(text, valueStart) !== -1) {
      const close = closingQuote(text, valueStart);
      term(text.slice(valueStart + 1, close), negated, true, inTitle);
      i = close + 1;
      continue;
    }
    const end = endOfWord(text, i);
    // A quote with no partner is dropped: its words are searched as words.
    const word = text.slice(i, end).replaceAll('"', ' ').trim();
    i = end;
    if (inTitle) {
      term(word.slice(8), negated, false, true);
    } else if (lower.startsWith('site:') && siteHost(word.slice(5)) !== undefined) {
      tokens.push({ kind: 'site', host: siteHost(word.slice(5))!, negated });
    } else if (word === 'OR' && !negated) {
      tokens.push({ kind: 'or' });
    } else {
      term(word, negated);
    }
  }
  return tokens;
}

/** Parses a query's operators; never throws, whatever the input. */
export function parseQuery(input: string): ParsedQuery {
  const tokens = tokenize(input);
  const parsed: ParsedQuery = { clauses: [], excluded: [], sites: [], excludedSites: [], operators: [] };
  let terms = 0;
  const positive = (token: Token | undefined): token is Token & { kind: 'term' } =>
    token?.kind === 'term' && !token.negated;
  for (let i = 0; i < tokens.length && terms < MAX_TERMS; i++) {
    const token = tokens[i]!;
    if (token.kind === 'site') {
      const list = token.negated ? parsed.excludedSites : parsed.sites;
      if (!list.includes(token.host)) list.push(token.host);
    } else if (token.kind === 'or') {
      // An OR joins the terms on either side; with nothing there it is the word "OR".
      const next = tokens[i + 1];
      const lastClause = parsed.clauses.at(-1);
      if (positive(tokens[i - 1]) && positive(next) && lastClause) {
        lastClause.push(next.term);
        terms++;
        i++;
      } else {
        parsed.clauses.push([{ text: 'OR', phrase: false, inTitle: false }]);
        terms++;
      }
    } else {
      if (token.negated) parsed.excluded.push(token.term);
      else parsed.clauses.push([token.term]);
      terms++;
    }
  }
  const all = [...parsed.clauses.flat(), ...parsed.excluded];
  const used: Record<OperatorName, boolean> = {
    phrase: all.some((term) => term.phrase),
    exclude: parsed.excluded.length > 0 || parsed.excludedSites.length > 0,
    site: parsed.sites.length > 0 || parsed.excludedSites.length > 0,
    or: parsed.clauses.some((clause) => clause.length > 1),
    intitle: all.some((term) => term.inTitle),
  };
  parsed.operators = OPERATOR_NAMES.filter((name) => used[name]);
  return parsed;
}

/** The words the query asks for (not the excluded ones), as one plain string. */
export function positiveText(parsed: ParsedQuery): string {
  return parsed.clauses
    .flat()
    .map((term) => term.text)
    .join(' ');
}

// A leading `!` or `:` selects engines or a language on SearXNG: a word is searched as a word.
const plainWord = (text: string) => text.replace(/^[!:]+/, '').replace(/^(\p{L}+):(?!\/\/)/u, '$1 ');

function remoteTerm(term: QueryTerm): string {
  const body = term.phrase ? `"${term.text.trim()}"` : plainWord(term.text);
  return term.inTitle ? `intitle:${body}` : body;
}

/**
 * The query in the syntax Brave and the engines behind SearXNG share (quotes, -, site:, OR,
 * intitle:), rebuilt from the parse so that what they search is what the page says was applied:
 * an unknown operator goes as words (`foo:bar` → `foo bar`).
 */
export function remoteQueryText(input: string): string {
  const parsed = parseQuery(input);
  const parts = parsed.clauses.map((clause) => clause.map(remoteTerm).join(' OR '));
  if (parsed.sites.length > 0) parts.push(parsed.sites.map((host) => `site:${host}`).join(' OR '));
  parts.push(...parsed.excluded.map((term) => `-${remoteTerm(term)}`));
  parts.push(...parsed.excludedSites.map((host) => `-site:${host}`));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
