/**
 * Karma's mark, drawn for the site: a disc holding a K whose upper arm is a leaf. One geometry
 * (32-unit grid) for every use: scripts/make-icons.ts writes it into public/favicon.svg (which
 * the header shows) and draws every PNG icon from it.
 */

export const BRAND_GREEN = '#0b7a53';

const SHAPES = {
  disc: { cx: 16, cy: 16, r: 15 },
  /** The upper arm: a leaf from the stem up to the right. */
  leaf: 'M13 16.2C13.2 10.6 17.2 7.1 23.4 6.6 23.2 12.6 19.2 16 13 16.2Z',
  /** The leaf's vein, in the disc's colour. */
  midrib: 'M15.6 13.6 21 9',
  /** The stem and the lower leg, stroked. */
  strokes: 'M11.2 8.6v15M13.6 17l8 6.6',
  strokeWidth: 3.2,
} as const;

/** The K and its leaf alone, without the disc: for icons that draw their own background. */
export function markShapes(ink = '#fff', disc = BRAND_GREEN): string {
  return (
    `<path d="${SHAPES.leaf}" fill="${ink}"/>` +
    `<path d="${SHAPES.midrib}" stroke="${disc}" stroke-width=".9" stroke-linecap="round"/>` +
    `<path d="${SHAPES.strokes}" stroke="${ink}" stroke-width="${SHAPES.strokeWidth}" fill="none" stroke-linecap="round"/>`
  );
}

/** The whole mark as a standalone SVG file (public/favicon.svg). */
export function logoSvg(disc = BRAND_GREEN, ink = '#fff'): string {
  const { cx, cy, r } = SHAPES.disc;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Karma</title>' +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${disc}"/>${markShapes(ink, disc)}</svg>\n`
  );
}

/**
 * The mark in the header, decorative (the link around it carries the name): the favicon file,
 * cached once for every page, costs the page's HTML a few bytes where an inline drawing would
 * cost hundreds. Width and height are set: no layout shift while it loads. Low priority: React
 * would otherwise add a preload of it to every page, for a file the tab's icon asks for anyway.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return <img className="logo__mark" src="/favicon.svg" alt="" width={size} height={size} fetchPriority="low" />;
}
