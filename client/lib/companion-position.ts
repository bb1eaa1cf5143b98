/**
 * Where a tour step's popover goes, from its target's bounding rect (viewport coordinates, as
 * getBoundingClientRect gives them; the popover is position: fixed). Pure, so the island only
 * measures and the table test pins the arithmetic.
 *
 * The design gives each step two offsets, 'bottom' and 'right': step 1 (the Google tab) 60 and
 * 50, step 2 (the 'Other search' menu, forced open) 12 and 12. Read as a popover hanging below
 * its target: its top `bottom` px under the target's bottom edge, its left edge `right` px right
 * of the target's left edge, so its arrow (drawn at the popover's top) points back at the target.
 * When it would leave the viewport it is pulled back inside (8 px margin); when there is no
 * room below (a tall open menu) it goes to the target's right instead, `right` px away.
 *
 * What the visitor came for stays clear (at 1280 px step 1 covered the first result
 * and the encyclopedia panel): given those boxes to `avoid`, a popover that would cover one, or
 * its own target, moves to the nearest place past their edges (below or right of them) that fits
 * the viewport and covers none; far from its target, it loses its arrow. With no such place it
 * stays where the offsets put it.
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

/** Between the popover and a box it keeps clear. */
const GAP = 12;

function offsetPlacement(target: Rect, popover: Size, viewport: Size, offsets: Offsets): Placement {
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

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const boxAt = (top: number, left: number, size: Size): Rect => ({
  top,
  left,
  bottom: top + size.height,
  right: left + size.width,
});

export function placePopover(
  target: Rect,
  popover: Size,
  viewport: Size,
  offsets: Offsets,
  avoid: readonly Rect[] = [],
): Placement {
  const preferred = offsetPlacement(target, popover, viewport, offsets);
  const clear = [target, ...avoid];
  const covers = (top: number, left: number) => clear.some((box) => overlaps(boxAt(top, left, popover), box));
  if (avoid.length === 0 || !covers(preferred.top, preferred.left)) return preferred;
  const fits = (top: number, left: number) =>
    top >= MARGIN &&
    left >= MARGIN &&
    top + popover.height <= viewport.height - MARGIN &&
    left + popover.width <= viewport.width - MARGIN;
  const tops = [preferred.top, ...clear.map((box) => box.bottom + GAP)];
  const lefts = [preferred.left, ...clear.map((box) => box.right + GAP)];
  let best: { top: number; left: number; distance: number } | undefined;
  for (const top of tops) {
    for (const left of lefts) {
      if (!fits(top, left) || covers(top, left)) continue;
      const distance = Math.abs(top - preferred.top) + Math.abs(left - preferred.left);
      if (!best || distance < best.distance) best = { top, left, distance };
    }
  }
  return best ? { top: best.top, left: best.left, arrowLeft: null } : preferred;
}
