/**
 * The result header becomes fixed once the page has scrolled past the header's own height, and
 * remembers the scroll direction (styles may hide it while scrolling down later). Pure.
 */
export interface HeaderState {
  fixed: boolean;
  direction: 'up' | 'down' | 'none';
  lastY: number;
}

export const initialHeaderState: HeaderState = { fixed: false, direction: 'none', lastY: 0 };

export function nextHeaderState(previous: HeaderState, scrollY: number, headerHeight: number): HeaderState {
  const y = Math.max(0, scrollY);
  const direction = y > previous.lastY ? 'down' : y < previous.lastY ? 'up' : previous.direction;
  return { fixed: headerHeight > 0 && y > headerHeight, direction, lastY: y };
}
