/**
 * An island's server HTML. It is a function of its props alone: the browser hydrates the same
 * component from those props, with no request context, and any difference would be a hydration
 * mismatch. So it is rendered apart with renderToString (a synchronous render into a string,
 * about 2.5× cheaper than the same elements inside the page's stream, which encodes every small
 * chunk to bytes as it goes), and, for islands whose props say nothing about the visitor (menus,
 * the cookie banner, the bell), kept: the next page with the same props and locale reuses it.
 * ADR 011.
 */
import { LRUCache } from 'lru-cache';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

/** Locales × the chrome islands' variants (consent given or not, bell state, …): a few hundred. */
const KEPT = new LRUCache<string, string>({
  max: 1000,
  maxSize: 4_000_000,
  sizeCalculation: (html, key) => html.length + key.length,
});

export function islandMarkup(
  name: string,
  Component: FunctionComponent<object>,
  props: object,
  propsJson: string,
  keep: boolean,
): string {
  const key = keep ? `${name}\u0000${propsJson}` : undefined;
  const kept = key === undefined ? undefined : KEPT.get(key);
  if (kept !== undefined) return kept;
  const html = renderToString(createElement(Component, props));
  if (key !== undefined) KEPT.set(key, html);
  return html;
}
