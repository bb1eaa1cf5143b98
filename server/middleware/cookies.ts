/**
 * The request's cookies, read once: `req.cookies` holds plain strings, and only for the cookies
 * the app reads, each of its expected shape (cookie-shapes.ts). Anything else is as if absent.
 *
 *   app.use(requestCookies());
 *
 * It replaces cookie-parser, whose magic turned `j:`-prefixed values into JSON (arrays, objects,
 * null) and `s:` ones into signed-cookie checks: one planted `karma_associations=j:[1]` made every
 * page fail. Here a value is text, percent-decoded once; a value that does not decode is dropped.
 * The object has no prototype, so a cookie named `constructor` is just a name.
 */
import type { RequestHandler } from 'express';
import { isWellShaped } from './cookie-shapes.ts';

function decoded(value: string): string | undefined {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Every `name=value` pair of a Cookie header as text; the first of a repeated name wins. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  if (!header) return cookies;
  const seen = new Set<string>();
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    const text = decoded(value);
    if (text !== undefined) cookies[name] = text;
  }
  return cookies;
}

/** The cookies the app reads, of their expected shape only. */
export function knownCookies(header: string | undefined): Record<string, string> {
  const known: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(parseCookieHeader(header))) {
    if (isWellShaped(name, value)) known[name] = value;
  }
  return known;
}

export function requestCookies(): RequestHandler {
  return (req, _res, next) => {
    req.cookies = knownCookies(req.headers.cookie);
    next();
  };
}
