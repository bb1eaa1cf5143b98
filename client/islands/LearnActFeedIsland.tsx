/**
 * The Learn & Act list and its 'load more' link.
 *
 * Without JavaScript the link is a plain one to the page showing one more batch (and the server
 * HTML is the whole list). With it, a click fetches only the next batch from GET /learn-act/items
 * and appends it in place: focus moves to the first new article's link, a status line says more
 * arrived, and the address becomes that of the page showing the same articles, so a reload or a
 * 'back' later shows what the visitor saw. A batch slower than 1000 ms raises 'Ouch! It looks
 * like your connection is slow' with Refresh (client/lib/learn-act-slow.ts): Refresh retries the
 * batch still on its way, or reloads the page once it has come.
 */
import { useEffect, useRef, useState } from 'react';
import type { ArticleCategory, FeedSelection, LearnActBatch, LearnActCard } from '../contract/learn-act-types.ts';
import { feedItemsHref, feedPageHref, itemAnchor } from '../contract/learn-act-urls.ts';
import { FeedCard } from '../lib/learn-act-card.tsx';
import { type BatchTiming, isSlowBatch, msUntilSlow } from '../lib/learn-act-slow.ts';

export interface LearnActFeedProps {
  items: LearnActCard[];
  nextCursor: number | null;
  type: FeedSelection;
  /** The articles' language, for the batch requests. */
  locale: string;
  apiBase: string;
  /** This page's path with its locale prefix, for the no-JavaScript links. */
  pagePath: string;
  labels: {
    list: string;
    more: string;
    loading: string;
    loaded: string;
    loadError: string;
    end: string;
    empty: string;
    slow: string;
    refresh: string;
    categories: Record<ArticleCategory, string>;
  };
}

type Phase = 'idle' | 'loading' | 'loaded' | 'failed';
type Click = { preventDefault(): void };

export default function LearnActFeedIsland(props: LearnActFeedProps) {
  const { type, locale, apiBase, pagePath, labels } = props;
  const [items, setItems] = useState(props.items);
  const [nextCursor, setNextCursor] = useState(props.nextCursor);
  const [phase, setPhase] = useState<Phase>('idle');
  const [timing, setTiming] = useState<BatchTiming | undefined>(undefined);
  const [, setTick] = useState(0);
  const pending = useRef<{ cursor: number; controller: AbortController } | undefined>(undefined);
  const focusIndex = useRef<number | undefined>(undefined);

  // Wakes the render just past the threshold, so the slow flag shows while the batch is awaited.
  useEffect(() => {
    const wait = msUntilSlow(timing, performance.now());
    if (wait === undefined) return;
    const timer = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [timing]);

  useEffect(() => {
    if (focusIndex.current === undefined) return;
    document.getElementById(itemAnchor(focusIndex.current))?.querySelector('a')?.focus();
    focusIndex.current = undefined;
  });

  async function load(cursor: number) {
    pending.current?.controller.abort();
    const controller = new AbortController();
    pending.current = { cursor, controller };
    const started = { startedAt: performance.now() };
    setTiming(started);
    setPhase('loading');
    try {
      const response = await fetch(feedItemsHref(apiBase, locale, type, cursor), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`items answered ${response.status}`);
      const batch = (await response.json()) as LearnActBatch;
      // Cards already shown (a retry racing the first answer) are not added twice.
      setItems((shown) => [...shown, ...batch.items.filter((card) => card.index >= shown.length)]);
      setNextCursor(batch.nextCursor);
      focusIndex.current = batch.items[0]?.index;
      history.replaceState(history.state, '', feedPageHref(pagePath, type, cursor));
      setPhase('loaded');
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('learn & act: batch failed', error);
      setPhase('failed');
    } finally {
      if (pending.current?.controller === controller) {
        pending.current = undefined;
        setTiming({ ...started, endedAt: performance.now() });
      }
    }
  }

  const loadMore = (event: Click) => {
    event.preventDefault();
    if (nextCursor !== null && !pending.current) void load(nextCursor);
  };
  const refresh = () => {
    if (pending.current) void load(pending.current.cursor);
    else if (phase === 'failed' && nextCursor !== null) void load(nextCursor);
    else location.reload();
  };

  const slow = isSlowBatch(timing, typeof performance === 'undefined' ? 0 : performance.now());
  const status = { idle: '', loading: labels.loading, loaded: labels.loaded, failed: labels.loadError }[phase];
  return (
    <div className="learn-act-feed">
      {items.length > 0 ? (
        <ol className="learn-act-feed__list" aria-label={labels.list}>
          {items.map((card) => (
            <li key={card.index}>
              <FeedCard card={card} categoryLabel={labels.categories[card.category]} eager={card.index < 2} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="learn-act-feed__empty">{labels.empty}</p>
      )}
      <p className="learn-act-feed__status" role="status">
        {status}
      </p>
      {slow ? (
        <div className="learn-act-feed__slow" role="alert">
          <p>{labels.slow}</p>
          <button type="button" className="learn-act-feed__refresh" onClick={refresh}>
            {labels.refresh}
          </button>
        </div>
      ) : null}
      {nextCursor !== null ? (
        <p className="learn-act-feed__more">
          <a
            href={feedPageHref(pagePath, type, nextCursor)}
            onClick={loadMore}
            aria-disabled={phase === 'loading' ? 'true' : undefined}
          >
            {labels.more}
          </a>
        </p>
      ) : items.length > 0 ? (
        <p className="learn-act-feed__end">{labels.end}</p>
      ) : null}
    </div>
  );
}
