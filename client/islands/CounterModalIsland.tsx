/**
 * The Karma counter in the header and its modal. Without JavaScript the counter is a link to the
 * /counter page (the same content), and a modal the page opens by itself (after a login, or a
 * failed one) is a <dialog open> whose Close button is a `method="dialog"` form. Hydrated on
 * first interaction, a click opens the modal in place; its strings and styles load then. A modal
 * opened by the page reports to the overlay manager (it comes first) and, when closed, leaves
 * the URL without its `new-connection` / `login-failed` flag.
 */
import { useEffect, useRef, useState } from 'react';
import { countedText } from '../lib/counted-text.ts';
import type { CounterModalKind } from '../lib/counter-modal.ts';
import { opensByItself, urlAfterClose } from '../lib/counter-modal.ts';
import { loadStylesheet, showAsModal } from '../lib/modal-dialog.ts';
import { reportOverlay } from '../lib/overlay-manager.ts';
import { supportsText } from '../lib/supports-text.ts';

export interface CounterModalStrings {
  titles: Record<CounterModalKind, string>;
  /** By plural form where the text counts searches (`connected_one`, `connected_other`…): see counted-text.ts. */
  texts: Record<string, string>;
  loginLabels: Record<CounterModalKind, string>;
  learnMore: string;
  settings: string;
  close: string;
  /** 'Your searches support {{names}}.' */
  supports: string;
}

export interface CounterModalProps {
  count: number;
  digits: string;
  kind: CounterModalKind;
  locale: string;
  /** The /counter page: where the counter leads without JavaScript. */
  href: string;
  label: string;
  links: { login: string; learnMore: string; settings: string };
  /** The names of the associations the visitor's searches support (their settings' choice). */
  supports: string[];
  stylesheet: string;
  /** Present when the page opens the modal by itself; otherwise fetched on the first click. */
  strings?: CounterModalStrings;
}

export default function CounterModalIsland(props: CounterModalProps) {
  const { kind, links } = props;
  const [strings, setStrings] = useState<CounterModalStrings | undefined>(props.strings);
  const [open, setOpen] = useState(Boolean(props.strings) && opensByItself(kind));
  const dialog = useRef<HTMLDialogElement>(null);
  const auto = useRef(open);

  useEffect(() => {
    if (open) showAsModal(dialog.current);
  }, [open]);
  useEffect(() => {
    if (auto.current) reportOverlay('modal', open);
  }, [open]);

  const openModal = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    try {
      const [loadedStrings] = await Promise.all([
        strings ??
          fetch(`/strings/${props.locale}/counterModal.json`).then((r) => r.json() as Promise<CounterModalStrings>),
        loadStylesheet(props.stylesheet),
      ]);
      setStrings(loadedStrings);
      setOpen(true);
    } catch (error) {
      console.warn('counter modal unavailable', error);
      location.assign(props.href);
    }
  };

  const onClose = () => {
    setOpen(false);
    if (auto.current) history.replaceState(history.state, '', urlAfterClose(location.href));
  };

  return (
    <>
      <a className="karma-counter" href={props.href} title={props.label} onClick={openModal}>
        <span className="karma-counter__value" aria-hidden="true">
          {props.digits}
        </span>
        <span className="visually-hidden">{props.label}</span>
      </a>
      {strings && open ? (
        <dialog ref={dialog} className="site-modal" open aria-labelledby="counter-modal-title" onClose={onClose}>
          <h2 id="counter-modal-title">{strings.titles[kind]}</h2>
          <p className="site-modal__count" aria-hidden="true">
            {props.digits}
          </p>
          <p>{countedText(strings.texts, kind, props.count, props.locale)}</p>
          {kind === 'login-failed' ? null : <p>{supportsText(strings.supports, props.supports, props.locale)}</p>}
          <p className="site-modal__actions">
            <a className="site-modal__primary" href={links.login}>
              {strings.loginLabels[kind]}
            </a>
            <a href={links.learnMore}>{strings.learnMore}</a>
            <a href={links.settings}>{strings.settings}</a>
          </p>
          <form method="dialog">
            <button type="submit" className="site-modal__close" aria-label={strings.close}>
              ×
            </button>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
