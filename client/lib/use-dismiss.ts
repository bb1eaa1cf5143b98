/**
 * Closes an open popover on Escape or on a pointer press outside `root` (the mail shortcuts'
 * popover, the notification dropdown). A layout effect: listening from the moment the popover
 * shows, not a frame later.
 *
 *   useDismiss(open, root, close);
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, root, close]);
}
