import type { Span } from '../../server/shared/search-types.ts';
import { truncateSpans } from './truncate.ts';

/** Snippet text with query terms in <mark>: spans, never provider HTML. */
export function Snippet({ spans, className = 'snippet' }: { spans: Span[]; className?: string }) {
  const shown = truncateSpans(spans);
  return (
    <p className={className}>
      {shown.map((span, i) =>
        span.highlight ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: spans have no identity but their order
          <mark key={i}>{span.text}</mark>
        ) : (
          span.text
        ),
      )}
    </p>
  );
}
