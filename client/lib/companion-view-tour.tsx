/**
 * A desktop tour step: a non-modal dialog anchored under its target in the result tabs (step 1
 * the Google tab, step 2 the 'Other search' menu, opened for the occasion so the visitor sees
 * what it holds), clear of the first result and the encyclopedia panel. Placement is ./companion-position.ts; this file measures and follows the
 * target as the page scrolls (the header becomes sticky), resizes or the menu opens.
 *
 * The 'Other search' island (client/islands/OtherSearchMenuIsland.tsx) opens and closes on a
 * `karma:menu` event (detail true or false), so its own rules keep the state; before it has
 * hydrated, the <details> is opened natively and the island adopts that when it wakes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Placement, placePopover, TOUR_OFFSETS } from './companion-position.ts';
import { type CompanionStrings, type DisplayStrings, useEscapeCloses } from './companion-view.tsx';

const GOOGLE_TAB = '.tabs__elsewhere > a[href^="https://www.google.com/search"]';
const OTHER_MENU = '.tabs .other-search';
/** What the visitor came for, which the popover leaves clear: the first result, the encyclopedia panel. */
const KEPT_CLEAR = ['.search-main .result', '.infobox'];

function keptClear(): DOMRect[] {
  return KEPT_CLEAR.flatMap((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box && box.width > 0 ? [box] : [];
  });
}

function setMenuOpen(open: boolean): void {
  const menu = document.querySelector<HTMLDetailsElement>(OTHER_MENU);
  if (!menu) return;
  if (menu.closest<HTMLElement>('[data-island]')?.dataset.hydrated === 'true') {
    menu.dispatchEvent(new CustomEvent('karma:menu', { detail: open }));
  } else {
    menu.open = open;
  }
}

/** Step 2 points at the open menu's panel, or at the menu itself while it is closed. */
function tourTarget(step: 1 | 2): Element | null {
  if (step === 1) return document.querySelector(GOOGLE_TAB);
  const menu = document.querySelector<HTMLDetailsElement>(OTHER_MENU);
  return (menu?.open ? menu.querySelector('.other-search__panel') : null) ?? menu ?? null;
}

interface TourProps {
  step: 1 | 2;
  texts: DisplayStrings;
  strings: CompanionStrings;
  /** Take the focus (the step follows the visitor's own Next). */
  focus: boolean;
  onNext: () => void;
  onSkip: () => void;
}

export function TourPopover({ step, texts, strings, focus, onNext, onSkip }: TourProps) {
  const root = useRef<HTMLElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<Placement | null>(null);
  useEscapeCloses(root, onSkip);

  useEffect(() => {
    if (step !== 2) return;
    setMenuOpen(true);
    return () => setMenuOpen(false);
  }, [step]);

  useLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const target = tourTarget(step);
        const popover = root.current;
        if (!target || !popover) return;
        const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
        const size = { width: popover.offsetWidth, height: popover.offsetHeight };
        setPlace(placePopover(target.getBoundingClientRect(), size, viewport, TOUR_OFFSETS[step], keptClear()));
      });
    };
    update();
    const menu = document.querySelector(OTHER_MENU);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true, capture: true });
    menu?.addEventListener('toggle', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, { capture: true });
      menu?.removeEventListener('toggle', update);
    };
  }, [step]);

  const placed = place !== null;
  useEffect(() => {
    if (focus && placed) next.current?.focus();
  }, [focus, placed]);

  const style = place ? { top: `${place.top}px`, left: `${place.left}px` } : { visibility: 'hidden' as const };
  return (
    <section
      ref={root}
      className="companion-tour"
      role="dialog"
      aria-labelledby="companion-title"
      aria-describedby="companion-text"
      data-display={`tour-step-${step}`}
      style={style}
    >
      {place?.arrowLeft != null ? (
        <span className="companion-tour__arrow" style={{ left: `${place.arrowLeft}px` }} aria-hidden="true" />
      ) : null}
      <p className="companion-tour__step">{texts.step}</p>
      <h2 id="companion-title">{texts.title}</h2>
      <p id="companion-text">{texts.text}</p>
      <div className="companion__actions">
        <button ref={next} type="button" className="button" onClick={onNext}>
          {texts.next}
        </button>
        <button type="button" className="companion__secondary" onClick={onSkip}>
          {texts.skip}
        </button>
      </div>
      <button type="button" className="companion__close" aria-label={strings.close} onClick={onSkip}>
        ×
      </button>
    </section>
  );
}
