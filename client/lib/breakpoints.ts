/** Layout breakpoints in CSS pixels, the same numbers as the media queries in client/styles. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536, '3xl': 1800 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** 'Mobile' means narrower than the md breakpoint. */
export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.md;
}

/** The largest breakpoint a viewport of this width reaches, or 'base' below sm. */
export function breakpointFor(width: number): Breakpoint | 'base' {
  let reached: Breakpoint | 'base' = 'base';
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    if (width >= min) reached = name;
  }
  return reached;
}
