/**
 * Makes the result header fixed once the visitor has scrolled past its height (it slides in
 * over 300 ms, by CSS) and marks the scroll direction on it. Renders nothing of its own: it
 * drives the server-rendered header named by `headerId`.
 */
import { useEffect } from 'react';
import { initialHeaderState, nextHeaderState } from '../lib/sticky-header.ts';

export interface StickyHeaderProps {
  headerId: string;
}

export default function StickyHeaderIsland({ headerId }: StickyHeaderProps) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    const holder = header?.parentElement;
    if (!header || !holder) return;
    let state = initialHeaderState;
    let height = header.offsetHeight;
    let frame = 0;
    const apply = () => {
      frame = 0;
      if (!state.fixed) height = header.offsetHeight;
      state = nextHeaderState(state, window.scrollY, height);
      header.classList.toggle('is-fixed', state.fixed);
      header.dataset.scroll = state.direction;
      // Keep the page from jumping up when the header leaves the flow.
      holder.style.minHeight = state.fixed ? `${height}px` : '';
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    apply();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headerId]);
  return null;
}
