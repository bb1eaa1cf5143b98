/**
 * The mail shortcut button in the headers, and its popover: the choice of a mail environment the
 * first time, then a grid of its services. The rules are in ../lib/mail-shortcuts-machine.ts, the
 * popover's markup in ../lib/mail-shortcuts-panel.tsx.
 *
 * Without JavaScript the button is a link to the page with `?mail=open`, which the server renders
 * with the popover open (its forms post to /mail-shortcuts). The island hydrates on the first
 * interaction; opening then fetches the popover's data and stylesheet (this site only), so a page
 * carries a button and a few props, nothing more. Closing dispatches MAIL_POPOVER_CLOSED_EVENT
 * on window, which the new-features rules listen to.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { MAIL_POPOVER_CLOSED_EVENT, type MailData, type MailShortcutsProps } from '../contract/mail-shortcuts-types.ts';
import { withMailParam } from '../contract/mail-shortcuts-url.ts';
import { updateAccount } from '../lib/account-api.ts';
import { forgetProvider, linkStylesheet, loadPopover, storeProvider } from '../lib/mail-shortcuts-actions.ts';
import { initialMailState, reduceMail, saveDisabled, timerDelay } from '../lib/mail-shortcuts-machine.ts';
import { MailPanel } from '../lib/mail-shortcuts-panel.tsx';
import { useDismiss } from '../lib/use-dismiss.ts';

type Submit = { preventDefault(): void };
const firstOf = (data: MailData | undefined) => data?.providers[0]?.id ?? '';

export default function MailShortcutsIsland(props: MailShortcutsProps) {
  const { here, cookieDomain, loggedIn = false, apiBase = '' } = props;
  const [hydrated, setHydrated] = useState(false);
  const [data, setData] = useState<MailData | undefined>(props.data);
  const [state, dispatch] = useReducer(reduceMail, undefined, () =>
    initialMailState(props.provider ?? null, firstOf(props.data), props.opened, Date.now()),
  );
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(state.open);

  useEffect(() => {
    setHydrated(true);
    // Rendered open by the server: its stylesheet is already linked; this only records it.
    if (props.opened) linkStylesheet(props.stylesheet);
  }, [props.opened, props.stylesheet]);

  // The confirmation's and the error's 3 seconds.
  useEffect(() => {
    const delay = timerDelay(state, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), delay);
    return () => clearTimeout(timer);
  }, [state]);

  // Every close, whatever caused it: tell the page, and leave the URL and the focus tidy.
  useEffect(() => {
    if (wasOpen.current && !state.open) {
      window.dispatchEvent(new CustomEvent(MAIL_POPOVER_CLOSED_EVENT, { detail: { provider: state.provider } }));
      if (props.opened && location.search.includes('mail=')) history.replaceState(history.state, '', here);
      const active = document.activeElement;
      if (!active || active === document.body || root.current?.contains(active)) button.current?.focus();
    }
    wasOpen.current = state.open;
  }, [state.open, state.provider, props.opened, here]);

  // Opened from the button: the focus moves into the popover once it shows (its data may come later).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!state.open || !data || !focusPending.current) return;
    focusPending.current = false;
    root.current?.querySelector<HTMLElement>('.mail__panel')?.focus();
  }, [state.open, data]);

  const close = useCallback(() => dispatch({ type: 'close' }), []);

  const open = () => {
    dispatch({ type: 'open' });
    focusPending.current = true;
    if (data) return;
    loadPopover(`/mail-shortcuts/${props.locale}.json`, props.stylesheet).then(setData, (error: unknown) => {
      // The page rendered open by the server has everything: go there instead.
      console.warn('mail shortcuts could not load', error);
      location.assign(withMailParam(here, 'open'));
    });
  };

  useDismiss(state.open, root, close);

  const save = (event: Submit) => {
    event.preventDefault();
    if (saveDisabled(state)) return;
    const id = state.selected || firstOf(data);
    dispatch({ type: 'select', id });
    dispatch({ type: 'save' });
    const done = () => {
      storeProvider(id, cookieDomain);
      dispatch({ type: 'succeeded', provider: id, now: Date.now() });
    };
    if (!loggedIn) return done();
    updateAccount(apiBase, { serviceProvider: id }).then(done, (error: unknown) => {
      console.warn('mail shortcuts: the choice was not saved', error);
      dispatch({ type: 'failed', now: Date.now() });
    });
  };

  const modify = (event: Submit) => {
    event.preventDefault();
    forgetProvider(cookieDomain);
    dispatch({ type: 'modify', first: firstOf(data) });
    // The account forgets it too, as the form route does: every device then asks again.
    if (loggedIn) {
      updateAccount(apiBase, { serviceProvider: null }).catch((error: unknown) => {
        console.warn('mail shortcuts: the account kept its choice', error);
      });
    }
  };

  const icon = <AppsIcon />;
  return (
    <div className="mail" ref={root}>
      {hydrated ? (
        <button
          ref={button}
          id="mail-shortcuts-button"
          type="button"
          className="mail__button"
          aria-label={props.label}
          aria-expanded={state.open}
          aria-controls={state.open && data ? 'mail-shortcuts-panel' : undefined}
          aria-busy={state.open && !data ? true : undefined}
          onClick={() => (state.open ? close() : open())}
        >
          {icon}
        </button>
      ) : (
        <a
          id="mail-shortcuts-button"
          className="mail__button"
          href={withMailParam(here, 'open')}
          aria-label={props.label}
        >
          {icon}
        </a>
      )}
      {state.open && data ? (
        <MailPanel
          state={{ ...state, selected: state.selected || firstOf(data) }}
          data={data}
          here={here}
          hydrated={hydrated}
          onClose={close}
          onSelect={(id) => dispatch({ type: 'select', id })}
          onSave={save}
          onModify={modify}
        />
      ) : null}
    </div>
  );
}

/** Nine squares: the usual pictogram of an app launcher. */
function AppsIcon() {
  return (
    <svg className="mail__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {/* Three dashed lines of 4 × 4 squares: the shortest way to draw the grid. */}
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="4" strokeDasharray="4 2" />
    </svg>
  );
}
