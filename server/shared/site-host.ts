/**
 * The host a site rule names, as a person types or pastes it, turned into the one form rules are
 * stored and compared in, or refused with a reason the settings page can put into words:
 *
 *   normalizeHost(' https://www.Bücher.de/ ') // → { host: 'xn--bcher-kva.de' }
 *   normalizeHost('example.com/blog')         // → { error: 'has-path' }
 *
 * - A pasted `http://` or `https://` URL is accepted and reduced to its host, since copying a
 *   link from the address bar is the easiest way to name a site; any other scheme is refused. A
 *   path, query or fragment is refused (a rule covers a whole site, not a page), except a lone
 *   trailing `/`, which every address bar adds.
 * - Internationalised names become punycode (the URL host parser, UTS #46), so a rule matches the
 *   host of a result URL, which providers give in ASCII. `%` is refused rather than decoded.
 * - A leading `www.` is dropped, once, when a dot remains: `www.example.com` and `example.com`
 *   are one site for a person, and `example.com` covers its subdomains anyway.
 * - IP addresses are refused: a rule names a site, results are listed by name, and "covers its
 *   subdomains" means nothing for an address. A port or credentials are refused too.
 * - Labels are letters, digits and hyphens (not at either end), 1–63 characters; the host is at
 *   most 253 characters and holds at least one dot (a bare `localhost` or `com` is no site).
 */

export type HostError = 'empty' | 'not-a-host' | 'bad-scheme' | 'has-path' | 'has-port' | 'ip-address' | 'too-long';

export type NormalizedHost = { host: string } | { error: HostError };

/** Longest input looked at: far above any host, low enough that a pasted blob costs nothing. */
const MAX_INPUT_LENGTH = 2048;
const MAX_HOST_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

export function normalizeHost(input: string): NormalizedHost {
  if (input.length > MAX_INPUT_LENGTH) return { error: 'too-long' };
  let text = input.trim();
  if (text === '') return { error: 'empty' };

  const scheme = SCHEME.exec(text);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1] ?? '')) return { error: 'bad-scheme' };
    text = text.slice(scheme[0].length);
  }
  const end = text.search(/[/?#]/);
  if (end >= 0) {
    if (text.slice(end) !== '/') return { error: 'has-path' };
    text = text.slice(0, end);
  }
  if (text === '') return { error: 'empty' };
  if (text.startsWith('[')) return { error: 'ip-address' };
  if (/[@%\\\s]/.test(text)) return { error: 'not-a-host' };
  if (text.includes(':')) return { error: 'has-port' };

  let host = domainToAscii(text.replace(/\.$/, ''));
  if (host === '') return { error: 'not-a-host' };
  const labels = host.split('.');
  // The URL host parser reads a name ending in a numeric label as IPv4 (`0x7f.1` → 127.0.0.1).
  if (/^\d+$/.test(labels.at(-1) ?? '')) return { error: 'ip-address' };
  if (host.startsWith('www.') && labels.length > 2) host = host.slice('www.'.length);

  if (host.length > MAX_HOST_LENGTH) return { error: 'too-long' };
  const kept = host.split('.');
  if (kept.length < 2) return { error: 'not-a-host' };
  for (const label of kept) {
    if (label.length > 63) return { error: 'too-long' };
    if (!LABEL.test(label)) return { error: 'not-a-host' };
  }
  return { host };
}

/**
 * The URL host parser's ASCII form of a name (IDNA, as node's domainToASCII), or '' when it is no
 * host: the WHATWG parser, so the same in a browser as on the server.
 */
function domainToAscii(text: string): string {
  const url = `http://${text}/`;
  return URL.canParse(url) ? new URL(url).hostname : '';
}

/** True when the input is already in the stored form (what a cookie or link must hold). */
export function isNormalizedHost(text: string): boolean {
  const normalized = normalizeHost(text);
  return 'host' in normalized && normalized.host === text;
}

/** Whether a rule for `ruleHost` applies to a result on `resultHost`: the same host or a subdomain. */
export function hostCovers(ruleHost: string, resultHost: string): boolean {
  return resultHost === ruleHost || resultHost.endsWith(`.${ruleHost}`);
}

/**
 * The host of a result URL in the form `hostCovers` compares: lowercase ASCII without a trailing
 * dot. Undefined for a URL that does not parse (such a result is never covered by a rule).
 */
export function hostOfUrl(url: string): string | undefined {
  let host: string;
  try {
    // One parse (canParse first would parse every result's URL twice); a bad URL is rare.
    host = new URL(url).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
  return host === '' ? undefined : host;
}
