/**
 * The request being rendered, as every server-rendered component may read it. Its type lives in
 * the contract (server/shared/page-context.ts): server/render builds one per request from its
 * own objects, which satisfy it structurally; islands never read it (they get plain props).
 */

import { createContext, useContext } from 'react';
import type { PageContext } from '../server/shared/page-context.ts';

export type { PageContext };

const RequestContext = createContext<PageContext | null>(null);
/** Set once per page by server/render/render-page.tsx around the document. */
export const RequestContextProvider = RequestContext.Provider;

/**
 * Memoizes a decision per request: the document, the layout and a component may each ask it
 * (whether the bell's preview or the companion is due) while rendering one page.
 */
export function perRequest<T>(decide: (ctx: PageContext) => T): (ctx: PageContext) => T {
  const decided = new WeakMap<PageContext, T>();
  return (ctx) => {
    if (!decided.has(ctx)) decided.set(ctx, decide(ctx));
    return decided.get(ctx) as T;
  };
}

/** The request context where there is one (islands also render in tests without a request). */
export function useOptionalRequest(): PageContext | null {
  return useContext(RequestContext);
}

export function useRequest(): PageContext {
  const value = useContext(RequestContext);
  if (!value) throw new Error('useRequest outside a rendered request');
  return value;
}
