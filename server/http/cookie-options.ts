/**
 * The lifetime and attributes of the cookies that keep a visitor's choices (language, color
 * mode, consent, settings): one place, so that every writer gives them the same scope and age.
 * Kept here, below the middleware and the accounts, because both write such cookies.
 */
import type { CookieOptions } from 'express';

/** A year: how long a remembered choice (or a login session) lasts. */
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function preferenceCookie(cookieDomain: string | undefined, secure: boolean): CookieOptions {
  return { maxAge: YEAR_MS, path: '/', domain: cookieDomain, sameSite: 'lax', secure };
}
