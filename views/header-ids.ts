/**
 * The ids of the layouts' headers: each layout renders its own, and the document's first paint
 * waits until it is parsed whole (`<link rel="expect" blocking="render">`, Document.tsx). A slow
 * parse otherwise painted a header without its last items (the counter), then moved the others
 * aside when they came: a layout shift on a first visit.
 */
export const SITE_HEADER_ID = 'site-header';
export const SEARCH_HEADER_ID = 'search-page-header';

/** The header a layout paints first; the iframe layout has none. */
export const HEADER_IDS: Readonly<Record<string, string>> = { default: SITE_HEADER_ID, search: SEARCH_HEADER_ID };
