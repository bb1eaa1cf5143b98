/**
 * Where the notification preview goes on a results page: over the bell's own header
 * row, level with the bell, from the viewport's right edge leftwards, at most 25rem wide, and
 * stopping short of the search box when the box shares that row (from md). So it covers neither
 * the search box (under the bell's row on a phone), the tabs, the results nor the encyclopedia
 * panel. Viewport coordinates, as getBoundingClientRect gives them; pure, so a table test pins it.
 */

export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}
export interface PreviewPlacement {
  top: number;
  left: number;
  width: number;
}

const MARGIN = 8;
/** Between the search box and the preview. */
const GAP = 16;
const MAX_WIDTH = 400;

export function placePreview(
  bell: Rect,
  searchBox: Rect | null,
  height: number,
  viewportWidth: number,
): PreviewPlacement {
  const right = viewportWidth - MARGIN;
  const sharesRow = searchBox !== null && searchBox.top < bell.bottom && searchBox.bottom > bell.top;
  const floor = sharesRow ? searchBox.right + GAP : MARGIN;
  const left = Math.max(floor, right - MAX_WIDTH);
  const top = Math.max(0, (bell.top + bell.bottom) / 2 - height / 2);
  return { top, left, width: right - left };
}
