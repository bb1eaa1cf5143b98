/**
 * Where a tour step's popover goes (client/lib/companion-position.ts): under its target with the
 * step's offsets, pulled back into the viewport, beside the target when there is no room below.
 */
import { describe, expect, it } from 'vitest';
import {
  type Placement,
  placePopover,
  type Rect,
  type Size,
  TOUR_OFFSETS,
} from '../../client/lib/companion-position.ts';

const VIEWPORT: Size = { width: 1280, height: 800 };
const POPOVER: Size = { width: 320, height: 180 };
const rect = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('placePopover', () => {
  it.each<[string, Rect, Size, 1 | 2, Placement]>([
    [
      'step 1 under the Google tab: 60 below, 50 right',
      rect(500, 100, 60, 30),
      VIEWPORT,
      1,
      { top: 190, left: 550, arrowLeft: 16 },
    ],
    [
      'step 2 under its target: 12 below, 12 right',
      rect(600, 130, 100, 30),
      VIEWPORT,
      2,
      { top: 172, left: 612, arrowLeft: 38 },
    ],
    [
      'pulled back from the right edge, the arrow still on the target',
      rect(1100, 100, 100, 30),
      VIEWPORT,
      2,
      { top: 142, left: 952, arrowLeft: 198 },
    ],
    ['pulled back from the left edge', rect(-40, 100, 20, 30), VIEWPORT, 2, { top: 142, left: 8, arrowLeft: 16 }],
    [
      'beside a tall target (the open menu) when there is no room below',
      rect(400, 120, 448, 600),
      VIEWPORT,
      2,
      { top: 120, left: 860, arrowLeft: null },
    ],
    [
      'beside, pulled back into a narrow viewport',
      rect(400, 120, 448, 600),
      { width: 1024, height: 700 },
      2,
      { top: 120, left: 696, arrowLeft: null },
    ],
    [
      'a viewport smaller than the popover keeps its top-left corner on screen',
      rect(10, 10, 20, 20),
      { width: 200, height: 100 },
      1,
      { top: 8, left: 8, arrowLeft: null },
    ],
  ])('%s', (_name, target, viewport, step, expected) => {
    expect(placePopover(target, POPOVER, viewport, TOUR_OFFSETS[step])).toEqual(expected);
  });

  describe('keeping the first result and the encyclopedia panel clear (1280 px)', () => {
    const googleTab = rect(523, 68, 72, 40);
    const firstResult = rect(144, 171, 640, 100);
    const panel = rect(816, 126, 320, 335);
    const covers = (p: Placement, box: Rect) =>
      p.left < box.right && box.left < p.left + POPOVER.width && p.top < box.bottom && box.top < p.top + POPOVER.height;

    it('moves step 1 below the panel, nearest to where the offsets put it, without an arrow', () => {
      const placed = placePopover(googleTab, POPOVER, VIEWPORT, TOUR_OFFSETS[1], [firstResult, panel]);
      expect(placed).toEqual({ top: 473, left: 573, arrowLeft: null });
      expect(covers(placed, firstResult) || covers(placed, panel)).toBe(false);
    });

    it('moves it only past the first result when there is no panel', () => {
      expect(placePopover(googleTab, POPOVER, VIEWPORT, TOUR_OFFSETS[1], [firstResult])).toEqual({
        top: 283,
        left: 573,
        arrowLeft: null,
      });
    });

    it('stays where the offsets put it when that covers nothing', () => {
      expect(placePopover(googleTab, POPOVER, VIEWPORT, TOUR_OFFSETS[1], [rect(144, 600, 640, 100)])).toEqual(
        placePopover(googleTab, POPOVER, VIEWPORT, TOUR_OFFSETS[1]),
      );
    });

    it('stays there too when no place in the viewport is clear', () => {
      const everything = rect(0, 0, 1280, 800);
      expect(placePopover(googleTab, POPOVER, VIEWPORT, TOUR_OFFSETS[1], [everything])).toEqual(
        placePopover(googleTab, POPOVER, VIEWPORT, TOUR_OFFSETS[1]),
      );
    });
  });

  it('uses the designed offsets for each step', () => {
    expect(TOUR_OFFSETS).toEqual({ 1: { bottom: 60, right: 50 }, 2: { bottom: 12, right: 12 } });
  });
});
