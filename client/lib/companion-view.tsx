/**
 * The companion's modal and bars (client/islands/CompanionIsland.tsx decides which, the tour popover
 * is ./companion-view-tour.tsx). Strings come as props, already interpolated by the server.
 *
 * - The modal is a real modal <dialog> (showModal: focus inside, the page inert, Escape cancels);
 *   closing it gives focus back to where it was.
 * - The bars (the phone tour banner, the Android toast) are non-modal dialogs at the bottom of
 *   the screen: they do not take the focus from a visitor who is typing; Escape closes them when
 *   the focus is in them or nowhere in particular.
 * The action links open in a new tab (a store, the apps page) and count as closing: the visitor
 * has acted on the suggestion, it need not come back at once.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { CompanionDisplay } from '../contract/companion-state.ts';

export interface DisplayStrings {
  title?: string;
  text: string;
  action?: string;
  /** The Android toast's text when it offers the browser's install prompt (no store app). */
  installText?: string;
  /** The phone banner's plain dismiss button. */
  dismiss?: string;
  /** Tour steps: "Step 1 of 2", Next and Skip. */
  step?: string;
  next?: string;
  skip?: string;
}

export interface CompanionStrings {
  close: string;
  later: string;
  texts: Partial<Record<CompanionDisplay, DisplayStrings>>;
}

interface ViewProps {
  /** Named on the root as data-display, for styles and tests. */
  display: CompanionDisplay;
  texts: DisplayStrings;
  strings: CompanionStrings;
  href: string;
  onClose: () => void;
}

/** The toast's action as a button (the browser's install prompt) instead of a link. */
interface BarAction {
  onAction?: () => void;
}

const TITLE_ID = 'companion-title';
/**
 * After the click: a link removed from the page during its own click (our re-render is a
 * microtask) would not be followed.
 */
const later = (close: () => void) => () => setTimeout(close);
const TEXT_ID = 'companion-text';

/** Escape closes a non-modal overlay when the focus is inside it or on nothing in particular. */
export function useEscapeCloses(root: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      if (active && active !== document.body && !root.current?.contains(active)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, onClose]);
}

export function CompanionModal({ display, texts, strings, href, onClose }: ViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    return () => {
      if (element?.open) element.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  useEffect(() => {
    const element = dialog.current;
    // Escape: our close (it records the count), not the browser's bare one.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // A click on the backdrop lands on the <dialog> itself (its content fills it); keyboard
    // users have Escape and the buttons.
    const onBackdrop = (event: MouseEvent) => event.target === element && onClose();
    element?.addEventListener('cancel', onCancel);
    element?.addEventListener('click', onBackdrop);
    return () => {
      element?.removeEventListener('cancel', onCancel);
      element?.removeEventListener('click', onBackdrop);
    };
  }, [onClose]);
  return (
    <dialog
      ref={dialog}
      className="companion-modal"
      data-display={display}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
    >
      <div className="companion-modal__content">
        <button type="button" className="companion__close" aria-label={strings.close} onClick={onClose}>
          ×
        </button>
        <h2 id={TITLE_ID}>{texts.title}</h2>
        <p id={TEXT_ID}>{texts.text}</p>
        <div className="companion__actions">
          <a className="button" href={href} target="_blank" rel="noopener" onClick={later(onClose)}>
            {texts.action}
          </a>
          <button type="button" className="companion__secondary" onClick={onClose}>
            {strings.later}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The phone tour banner ('banner') or the Android toast ('toast'). */
export function CompanionBar({
  variant,
  display,
  texts,
  strings,
  href,
  onClose,
  onAction,
}: ViewProps & BarAction & { variant: 'banner' | 'toast' }) {
  const root = useRef<HTMLElement>(null);
  useEscapeCloses(root, onClose);
  return (
    <section
      ref={root}
      className={`companion-bar companion-bar--${variant}`}
      data-display={display}
      role="dialog"
      aria-labelledby={texts.title ? TITLE_ID : TEXT_ID}
      aria-describedby={texts.title ? TEXT_ID : undefined}
    >
      <div className="companion-bar__text">
        {texts.title ? <h2 id={TITLE_ID}>{texts.title}</h2> : null}
        <p id={TEXT_ID}>{texts.text}</p>
      </div>
      <div className="companion__actions">
        {onAction ? (
          <button type="button" className="button" onClick={onAction}>
            {texts.action}
          </button>
        ) : (
          <a className="button" href={href} target="_blank" rel="noopener" onClick={later(onClose)}>
            {texts.action}
          </a>
        )}
        {texts.dismiss ? (
          <button type="button" className="companion__secondary" onClick={onClose}>
            {texts.dismiss}
          </button>
        ) : null}
      </div>
      <button type="button" className="companion__close" aria-label={strings.close} onClick={onClose}>
        ×
      </button>
    </section>
  );
}
