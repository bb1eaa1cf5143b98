/**
 * The mail shortcut popover's content, rendered by the island on the server (when a page is
 * asked for with `?mail=…`) and in the browser. Every action is a plain form POST to
 * /mail-shortcuts or a link, so it all works before (or without) JavaScript; the island's
 * handlers take over in place once it has hydrated. Styles: client/styles/mail-shortcuts.css.
 */

import type { MailData } from '../contract/mail-shortcuts-types.ts';
import { type MailState, saveDisabled, showsError, showsGrid } from './mail-shortcuts-machine.ts';

type Submit = { preventDefault(): void };

export interface MailPanelProps {
  state: MailState;
  data: MailData;
  /** The page without `?mail`: where the forms come back to and where 'close' goes without JavaScript. */
  here: string;
  /** Hydrated: the close link becomes a button. */
  hydrated: boolean;
  onClose(): void;
  onSelect(id: string): void;
  onSave(event: Submit): void;
  onModify(event: Submit): void;
}

/** Suggestions go to the contact form, as other feedback does (views/content/site-links.ts). */
const SUGGEST_HREF = '/contact?subject=feedback';
const OUTBOUND = { target: '_blank', rel: 'noreferrer noopener' } as const;

export function MailPanel({ state, data, here, hydrated, onClose, onSelect, onSave, onModify }: MailPanelProps) {
  const { labels } = data;
  const shortcuts = showsGrid(state) ? (data.services[state.provider ?? ''] ?? []) : null;
  return (
    <div
      id="mail-shortcuts-panel"
      className="mail__panel"
      role="dialog"
      aria-labelledby="mail-shortcuts-title"
      tabIndex={-1}
    >
      <div className="mail__head">
        <h2 id="mail-shortcuts-title">{labels.title}</h2>
        {hydrated ? (
          <button type="button" className="mail__close" aria-label={labels.close} onClick={onClose}>
            ×
          </button>
        ) : (
          <a className="mail__close" href={here} aria-label={labels.close}>
            ×
          </a>
        )}
      </div>
      {state.phase === 'saved' ? (
        <p className="mail__notice" role="status">
          {labels.saved}
        </p>
      ) : null}
      {showsError(state) ? (
        <p className="mail__error" role="alert">
          {labels.error}
        </p>
      ) : null}
      {shortcuts ? (
        <>
          <ul className="mail__grid" aria-label={labels.shortcuts}>
            {shortcuts.map((s) => (
              <li key={s.serviceUrl}>
                <a href={s.serviceUrl} {...OUTBOUND}>
                  <img src={s.icon} alt="" width={40} height={40} />
                  <span>{s.name}</span>
                </a>
              </li>
            ))}
          </ul>
          <form method="post" action="/mail-shortcuts" className="mail__foot" onSubmit={onModify}>
            <input type="hidden" name="next" value={here} />
            <button type="submit" name="action" value="modify" className="mail__modify">
              {labels.modify}
            </button>
          </form>
        </>
      ) : (
        <form method="post" action="/mail-shortcuts" className="mail__choice" onSubmit={onSave}>
          <fieldset>
            <legend>{labels.choose}</legend>
            {data.providers.map((p) => (
              <label key={p.id} className="mail__option">
                <input
                  type="radio"
                  name="provider"
                  value={p.id}
                  checked={state.selected === p.id}
                  onChange={() => onSelect(p.id)}
                />
                <img src={p.previewImage} alt="" width={144} height={90} />
                <span>{p.name}</span>
              </label>
            ))}
          </fieldset>
          <input type="hidden" name="next" value={here} />
          <div className="mail__foot">
            <a href={SUGGEST_HREF}>{labels.suggest}</a>
            <button type="submit" name="action" value="save" className="mail__save" disabled={saveDisabled(state)}>
              {state.phase === 'saving' ? labels.saving : labels.save}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
