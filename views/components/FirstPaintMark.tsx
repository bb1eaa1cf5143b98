/**
 * An empty element the first paint waits for (header-ids.ts): placed after the header by the
 * layouts, and after its first screen by a page that has one to paint whole.
 */
export function FirstPaintMark({ id }: { id: string }) {
  return <div id={id} hidden />;
}
