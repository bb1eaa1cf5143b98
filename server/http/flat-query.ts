/**
 * A request's query string as plain text values, the one shape loaders, guards and redirects
 * read: Express parses `?q=a&q=b` into an array and `?q[x]=1` into an object, which no handler
 * here expects.
 */
import type { Request } from 'express';

/** First string value of each query parameter: arrays and objects from odd URLs are ignored. */
export function flatQuery(query: Request['query']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') flat[key] = first;
  }
  return flat;
}
