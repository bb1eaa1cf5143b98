/**
 * The one canonical form everything signed or hashed goes through: RFC 8785 (JSON
 * Canonicalization Scheme), so that anyone can recompute the same bytes in another language.
 * Our values are ASCII strings, integers, booleans and null, for which JCS is also what
 * `json.dumps(value, sort_keys=True, separators=(',', ':'))` writes in Python.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
}

/** Lowercase hex SHA-256 of a text's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
