/**
 * Layout shifts as a page records them (`context.addInitScript(RECORD_SHIFTS)`, then
 * `page.evaluate(SHIFTS)`): every shift not caused by input, from the first paint on, with its
 * value, when, and what moved (element, class, box before and after), so that a failure says
 * where to look.
 */
export const RECORD_SHIFTS = `
  window.__shifts = [];
  const named = (node) => !node ? '?' : node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + String(node.getAttribute('class') || '').replace(/ +/g, '.') : '#text';
  const box = (rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources || []).map((source) => named(source.node) + ' ' + box(source.previousRect) + ' → ' + box(source.currentRect));
      window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The expression that reads the shifts recorded so far. */
export const SHIFTS = 'window.__shifts';

export interface Shift {
  value: number;
  at: number;
  moved: string[];
}
