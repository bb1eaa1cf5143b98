/**
 * The 'Other search' menu: outbound searches for the current query, grouped. The server renders
 * a <details> that opens on click without JavaScript; hydrated, it also opens on hover or focus
 * and closes on the timing rules of lib/hover-menu.ts. Strings come as props; the links are
 * rendered by the server (its props only) and kept as they are when the island hydrates.
 */
import { type RefObject, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { closedMenu, type HoverMenuEvent, msUntilTick, reduceHoverMenu } from '../lib/hover-menu.ts';

export interface OtherSearchMenuProps {
  /** Prefix of the element ids (ids come as props: the island renders on server and client). */
  id: string;
  label: string;
  /** Read out with every link: they open in a new tab. */
  newTabNote: string;
  /** The server's only: in the browser the panel is the HTML the server wrote. */
  groups?: { group: string; heading: string; links: { id: string; name: string; href: string }[] }[];
}

/** The panel's HTML as the server wrote it, read once before the island's first render. */
function serverPanel(panelId: string): string {
  return document.getElementById(panelId)?.innerHTML ?? '';
}

const now = () => performance.now();

/** Wires the DOM events React and Preact name differently (focusin, pointer types) natively. */
function useMenuEvents(ref: RefObject<HTMLDetailsElement | null>, dispatch: (event: HoverMenuEvent) => void): void {
  // A layout effect runs within hydrate(), so a pointer arriving once the island is marked hydrated is seen.
  useLayoutEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    // Touch taps send pointer events too; for them the summary's click is the whole gesture.
    const byMouse = (event: PointerEvent) => event.pointerType === 'mouse';
    const listeners: [EventTarget, string, (event: never) => void][] = [
      [menu, 'pointerenter', (e: PointerEvent) => byMouse(e) && dispatch({ type: 'pointerEnter', at: now() })],
      [menu, 'pointerleave', (e: PointerEvent) => byMouse(e) && dispatch({ type: 'pointerLeave', at: now() })],
      [menu, 'focusin', () => dispatch({ type: 'focusIn', at: now() })],
      [
        menu,
        'focusout',
        (e: FocusEvent) => !menu.contains(e.relatedTarget as Node | null) && dispatch({ type: 'focusOut' }),
      ],
      [
        document,
        'keydown',
        (e: KeyboardEvent) => {
          if (e.key !== 'Escape' || !menu.open) return;
          // Focus first: its focusin must reach the reducer before the close, not reopen after it.
          if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
          dispatch({ type: 'escape' });
        },
      ],
      [
        menu,
        'click',
        (e: MouseEvent) => {
          // The summary's own toggle would fight the rendered `open`: the reducer decides.
          if ((e.target as Element).closest('summary')?.parentElement !== menu) return;
          e.preventDefault();
          dispatch({ type: 'toggle', at: now() });
        },
      ],
      [document, 'pointerdown', (e: PointerEvent) => !menu.contains(e.target as Node) && dispatch({ type: 'outside' })],
      // The companion's tour (client/lib/companion-view-tour.tsx) opens it to show what it holds, then closes it.
      [
        menu,
        'karma:menu',
        (e: CustomEvent<boolean>) => dispatch(e.detail ? { type: 'focusIn', at: now() } : { type: 'escape' }),
      ],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
    // Opened natively before the chunk arrived: adopt that state.
    if (menu.open) dispatch({ type: 'toggle', at: now() });
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
    };
  }, [ref, dispatch]);
}

export default function OtherSearchMenuIsland({ id, label, newTabNote, groups }: OtherSearchMenuProps) {
  const [state, dispatch] = useReducer(reduceHoverMenu, closedMenu);
  const menu = useRef<HTMLDetailsElement>(null);
  const panelId = `${id}-panel`;
  const [panelHtml] = useState(() => (groups ? undefined : serverPanel(panelId)));
  useMenuEvents(menu, dispatch);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer can fire a fraction of a millisecond early by performance.now(), and a tick before
    // closeAt changes nothing (no render, no new timer): wait again until the close is due.
    const waitForClose = () => {
      const left = msUntilTick(state, now());
      if (left === undefined) return;
      if (left > 0) timer = setTimeout(waitForClose, left);
      else dispatch({ type: 'tick', at: now() });
    };
    waitForClose();
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <details className="other-search" ref={menu} open={state.open}>
      <summary>{label}</summary>
      {panelHtml === undefined ? (
        <div className="other-search__panel" id={panelId}>
          <PanelContent id={id} groups={groups ?? []} newTabNote={newTabNote} />
        </div>
      ) : (
        // The server's own HTML for this very element, kept as it is.
        <div className="other-search__panel" id={panelId} dangerouslySetInnerHTML={{ __html: panelHtml }} />
      )}
    </details>
  );
}

function PanelContent({ id, groups, newTabNote }: Required<Omit<OtherSearchMenuProps, 'label'>>) {
  return (
    <>
      {groups.map(({ group, heading, links }) => (
        <div key={group} className="other-search__group" role="group" aria-labelledby={`${id}-${group}`}>
          <p className="other-search__heading" id={`${id}-${group}`}>
            {heading}
          </p>
          <ul>
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noreferrer noopener" aria-describedby={`${id}-new-tab`}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p id={`${id}-new-tab`} hidden>
        {newTabNote}
      </p>
    </>
  );
}
