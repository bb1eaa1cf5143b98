/**
 * System / light / dark switch. Without JavaScript it is a form that POSTs to /color-mode and
 * comes back; with JavaScript it sets the same cookie and repaints at once, without a reload.
 */
import { useState } from 'react';
import { COLOR_MODE_COOKIE, COLOR_MODES, type ColorMode } from '../contract/color-mode.ts';
import { writeCookie } from '../lib/browser-cookies.ts';

export interface ColorModeSwitchProps {
  mode: ColorMode;
  /** Where the no-JavaScript form returns to. */
  returnTo: string;
  cookieDomain?: string;
  labels: { legend: string } & Record<ColorMode, string>;
}

export default function ColorModeSwitchIsland({ mode: initial, returnTo, cookieDomain, labels }: ColorModeSwitchProps) {
  const [mode, setMode] = useState<ColorMode>(initial);

  const choose = (next: ColorMode, event: { preventDefault(): void }) => {
    event.preventDefault();
    writeCookie(COLOR_MODE_COOKIE, next, cookieDomain);
    document.documentElement.dataset.colorMode = next;
    setMode(next);
  };

  return (
    <form className="color-mode" method="post" action="/color-mode">
      <input type="hidden" name="next" value={returnTo} />
      <fieldset>
        <legend>{labels.legend}</legend>
        {COLOR_MODES.map((value) => (
          <button
            key={value}
            type="submit"
            name="mode"
            value={value}
            aria-pressed={mode === value}
            onClick={(event) => choose(value, event)}
          >
            {labels[value]}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
