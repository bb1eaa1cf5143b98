/**
 * The cookie consent banner and its preferences modal.
 *
 * Without JavaScript it is one form POSTing to /consent (server/routes/consent.ts): "accept all",
 * "refuse all" and "validate" are submit buttons, and the modal is a <details> that the browser opens itself;
 * its back button submits action=back, which stores nothing and comes back. With JavaScript the
 * same buttons write the cookie in the browser and reload, and the modal is a focused dialog that
 * Escape and the back button close.
 */
import { useEffect, useRef, useState } from 'react';
import {
  acceptAllConsent,
  CONSENT_COOKIE,
  type ConsentValue,
  refuseAllConsent,
  serializeConsent,
} from '../contract/consent.ts';
import { writeCookie } from '../lib/browser-cookies.ts';

export interface CookieConsentSection {
  value: ConsentValue;
  title: string;
  description: string;
  badge?: string;
  default: boolean;
  editable: boolean;
}

export interface CookieConsentProps {
  /** Where the no-JavaScript form returns to. */
  returnTo: string;
  cookieDomain?: string;
  privacyHref: string;
  sections: CookieConsentSection[];
  labels: {
    title: string;
    text: string;
    acceptAll: string;
    refuseAll: string;
    settings: string;
    back: string;
    modalTitle: string;
    modalDescription: string;
    privacyLink: string;
    validate: string;
  };
}

type Click = { preventDefault(): void };

function storeAndReload(values: readonly ConsentValue[], cookieDomain: string | undefined) {
  writeCookie(CONSENT_COOKIE, encodeURIComponent(serializeConsent(values)), cookieDomain);
  // The server decides what loads (the tag manager): a reload lets it render the new choice.
  location.reload();
}

export default function CookieConsentIsland({
  returnTo,
  cookieDomain,
  privacyHref,
  sections,
  labels,
}: CookieConsentProps) {
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<ConsentValue[]>(() => sections.filter((s) => s.default).map((s) => s.value));
  const summaryRef = useRef<HTMLElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);

  const openModal = (event: Click) => {
    event.preventDefault();
    setOpen(true);
    // After the render that shows the dialog: focus moves into it.
    setTimeout(() => backRef.current?.focus(), 0);
  };
  const closeModal = (event?: Click) => {
    event?.preventDefault();
    setOpen(false);
    summaryRef.current?.focus();
  };
  // On the document, not the dialog: Escape works even before focus has moved into it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeModal(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });
  const acceptAll = (event: Click) => {
    event.preventDefault();
    storeAndReload(acceptAllConsent(), cookieDomain);
  };
  const refuseAll = (event: Click) => {
    event.preventDefault();
    storeAndReload(refuseAllConsent(), cookieDomain);
  };
  const save = (event: Click) => {
    event.preventDefault();
    storeAndReload(checked, cookieDomain);
  };
  const toggle = (value: ConsentValue) =>
    setChecked((current) => (current.includes(value) ? current.filter((v) => v !== value) : [...current, value]));

  return (
    <form className="consent" method="post" action="/consent">
      <input type="hidden" name="next" value={returnTo} />
      <section className="consent__banner" aria-labelledby="consent-title">
        <h2 id="consent-title" className="consent__title">
          {labels.title}
        </h2>
        <p className="consent__text">{labels.text}</p>
        <div className="consent__actions">
          {/* Refusing is as easy and as visible as accepting: the same button, one click. */}
          <button type="submit" name="action" value="accept-all" className="consent__accept" onClick={acceptAll}>
            {labels.acceptAll}
          </button>
          <button type="submit" name="action" value="refuse-all" className="consent__refuse" onClick={refuseAll}>
            {labels.refuseAll}
          </button>
          <details className="consent__settings" open={open}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native, focusable toggle of its <details>. */}
            <summary ref={summaryRef} className="consent__settings-toggle" onClick={openModal}>
              {labels.settings}
            </summary>
            <div className="consent__modal" role="dialog" aria-modal="true" aria-labelledby="consent-modal-title">
              <button
                ref={backRef}
                type="submit"
                name="action"
                value="back"
                className="consent__back"
                onClick={closeModal}
              >
                {labels.back}
              </button>
              <h2 id="consent-modal-title" className="consent__title">
                {labels.modalTitle}
              </h2>
              <p>
                {labels.modalDescription} <a href={privacyHref}>{labels.privacyLink}</a>
              </p>
              <ul className="consent__sections">
                {sections.map((section) => (
                  <li key={section.value} className="consent__section">
                    <label htmlFor={`consent-${section.value}`} className="consent__section-label">
                      <input
                        type="checkbox"
                        id={`consent-${section.value}`}
                        name="consent"
                        value={section.value}
                        checked={!section.editable || checked.includes(section.value)}
                        disabled={!section.editable}
                        aria-describedby={`consent-${section.value}-description`}
                        onChange={() => toggle(section.value)}
                      />
                      <span className="consent__section-title">{section.title}</span>
                      {section.badge ? <span className="consent__badge">{section.badge}</span> : null}
                    </label>
                    <p id={`consent-${section.value}-description`} className="consent__section-description">
                      {section.description}
                    </p>
                  </li>
                ))}
              </ul>
              <div className="consent__modal-actions">
                <button type="submit" name="action" value="save" className="consent__save" onClick={save}>
                  {labels.validate}
                </button>
                <button type="submit" name="action" value="accept-all" className="consent__accept" onClick={acceptAll}>
                  {labels.acceptAll}
                </button>
              </div>
            </div>
          </details>
        </div>
      </section>
    </form>
  );
}
