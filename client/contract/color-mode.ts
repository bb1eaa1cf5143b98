/** Colour mode: 'system' follows the OS; the choice lives in a cookie so the server renders it. */
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const COLOR_MODE_COOKIE = 'karma_color_mode';

export function parseColorMode(value: unknown): ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value)
    ? (value as ColorMode)
    : 'system';
}

/** The mode a click on the switch moves to: system → light → dark → system. */
export function nextColorMode(mode: ColorMode): ColorMode {
  const index = COLOR_MODES.indexOf(mode);
  return COLOR_MODES[(index + 1) % COLOR_MODES.length] as ColorMode;
}
