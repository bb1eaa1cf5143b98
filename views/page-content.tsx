/**
 * What a view hands to the renderer (server/render/render-page.tsx): a body, and the parts that
 * stream into it later, in document order, as their data arrives (ADR 004). A view puts
 * <Deferred /> where those parts go; the renderer writes them at that marker.
 */
import type { ReactNode } from 'react';

/** The marker's HTML: the renderer splits the shell here (render-page.tsx). */
export const DEFERRED_MARKER = '<karma-deferred></karma-deferred>';

/** Content that arrives later: awaited in order, each rendered where the marker stands. */
export type DeferredPart = () => Promise<ReactNode>;

/** A body with parts streamed in as their data arrives. */
export interface StreamedBody {
  body: ReactNode;
  deferred: DeferredPart[];
}

/** Where deferred parts go: a page puts it inside its body. */
export function Deferred() {
  return <karma-deferred />;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'karma-deferred': Record<string, never>;
    }
  }
}
