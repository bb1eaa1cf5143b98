/**
 * Navigation feedback for a multi-page site: a thin bar while the browser loads the next page
 * (see lib/loading-bar.ts for the timing rules) and link prefetch on hover or focus, skipped on
 * 2G and data-saver connections.
 */
import { useEffect, useReducer, useState } from 'react';
import { idle, reduceLoadingBar, viewLoadingBar } from '../lib/loading-bar.ts';
import { type ConnectionInfo, isPrefetchableLink, shouldPrefetch } from '../lib/prefetch-policy.ts';

export interface NavigationProgressProps {
  label: string;
  /** Paths never prefetched: result pages whose early fetch would count or cost (server-decided). */
  noPrefetchPaths?: readonly string[];
}

function startsNavigation(event: MouseEvent): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return link;
}

const prefetched = new Set<string>();
/** A stable default: a fresh [] per render would re-attach the listeners each time. */
const NONE: readonly string[] = [];

function prefetch(event: Event, excludedPaths: readonly string[]): void {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) return;
  const candidate = { href: link.href, target: link.target, download: link.hasAttribute('download'), rel: link.rel };
  if (!isPrefetchableLink(candidate, location, excludedPaths) || prefetched.has(link.href)) return;
  prefetched.add(link.href);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = link.href;
  document.head.append(hint);
}

export default function NavigationProgressIsland({ label, noPrefetchPaths = NONE }: NavigationProgressProps) {
  const [state, dispatch] = useReducer(reduceLoadingBar, idle);
  const [now, setNow] = useState(0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (startsNavigation(event)) dispatch({ type: 'start', at: performance.now() });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!event.defaultPrevented && (!form.target || form.target === '_self')) {
        dispatch({ type: 'start', at: performance.now() });
      }
    };
    const onHover = (event: Event) => prefetch(event, noPrefetchPaths);
    const onOffline = () => dispatch({ type: 'fail', at: performance.now() });
    // Back/forward cache restores the old page with the bar still running.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && dispatch({ type: 'reset' });
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    document.addEventListener('pointerover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    window.addEventListener('offline', onOffline);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('pointerover', onHover);
      document.removeEventListener('focusin', onHover);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [noPrefetchPaths]);

  useEffect(() => {
    if (state.phase === 'idle') return;
    // A timer, not requestAnimationFrame: Chromium stops producing frames for a page whose
    // navigation is pending, which is exactly when the bar must move. CSS smooths the steps.
    const timer = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(timer);
  }, [state]);

  const view = viewLoadingBar(state, now);
  return (
    <div
      className={view.failed ? 'loading-bar loading-bar--failed' : 'loading-bar'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(view.progress)}
      hidden={!view.visible}
    >
      <div className="loading-bar__fill" style={view.visible ? { width: `${view.progress}%` } : undefined} />
    </div>
  );
}
