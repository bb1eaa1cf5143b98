/**
 * The ids of the layouts' headers (the sticky search header finds its own by id), and of the
 * marks the document's first paint waits for (`<link rel="expect" blocking="render">`,
 * Document.tsx; docs/decisions/039-first-paint-marks.md).
 *
 * Chromium lets the first frame paint as soon as the element named is in the document: at its
 * start tag, not once its children are parsed. Naming the header itself then painted a header
 * without its last items when the parser paused inside it (the counter, then the others moved
 * aside). A mark is an empty element placed right after what must paint together: once it is
 * there, everything before it is.
 */
export const SITE_HEADER_ID = 'site-header';
export const SEARCH_HEADER_ID = 'search-page-header';

/** After the layout's header (default and search layouts; the iframe layout has none). */
export const HEADER_END_ID = 'header-end';
/** After a page's first screen, where it has one to paint whole (the home: hero and partners). */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/** The layouts whose header is followed by the HEADER_END_ID mark. */
export const LAYOUTS_WITH_HEADER: ReadonlySet<string> = new Set(['default', 'search']);
