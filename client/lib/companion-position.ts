/**
 * Where a tour step's popover goes, from its target's bounding rect (viewport coordinates, as
 * getBoundingClientRect gives them; the popover is position: fixed). Pure, so the island only
 * measures and the table test pins the arithmetic.
 *
 * Issue #8 gives each step two offsets, 'bottom' and 'right': step 1 (the Google tab) 60 and
 * 50, step 2 (the 'Other search' menu, forced open) 12 and 12. Read as a popover hanging below
 * its target: its top `bottom` px under the target's bottom edge, its left edge `right` px right
 * of the target's left edge, so its arrow (drawn at the popover's top) points back at the target.
 * When it would leave the viewport it is pulled back inside (8 px margin); when there is no
 * room below (a tall open menu) it goes to the target's right instead, `right` px away.
 */

export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Offsets {
  bottom: number;
  right: number;
}
export interface Placement {
  top: number;
  left: number;
  /** Where the arrow points, from the popover's left edge; null when the popover is beside it. */
  arrowLeft: number | null;
}

export const TOUR_OFFSETS: Record<1 | 2, Offsets> = {
  1: { bottom: 60, right: 50 },
  2: { bottom: 12, right: 12 },
};
const MARGIN = 8;
/** The arrow stays this far from the popover's rounded corners. */
const ARROW_INSET = 16;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

export function placePopover(target: Rect, popover: Size, viewport: Size, offsets: Offsets): Placement {
  const maxLeft = viewport.width - popover.width - MARGIN;
  const maxTop = viewport.height - popover.height - MARGIN;
  const below = target.bottom + offsets.bottom;
  if (below <= maxTop) {
    const left = clamp(target.left + offsets.right, MARGIN, maxLeft);
    const centre = (target.left + target.right) / 2 - left;
    return { top: below, left, arrowLeft: clamp(centre, ARROW_INSET, popover.width - ARROW_INSET) };
  }
  return {
    top: clamp(target.top, MARGIN, maxTop),
    left: clamp(target.right + offsets.right, MARGIN, maxLeft),
    arrowLeft: null,
  };
}
