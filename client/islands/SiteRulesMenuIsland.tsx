/**
 * The per-result site menu of a results page. The server renders, on each result, a plain link to
 * /settings/sites with the result's host filled in (what a visitor without JavaScript follows).
 * This one island, placed once per page, turns those links into a small menu: Block this site,
 * Raise, Lower, Pin. A block hides that site's results at once and offers Undo (which puts back
 * the rule the host had before); the other actions reorder the results, so the page reloads.
 * Any failure follows the link instead.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SiteRulesMenuProps {
  /** The rules endpoint (POST host, action; JSON answer with the host's previous action). */
  endpoint: string;
  labels: {
    menu: string;
    block: string;
    raise: string;
    lower: string;
    pin: string;
    manage: string;
    /** `{{host}}` is replaced. */
    hidden: string;
    undo: string;
  };
}

const ACTIONS = ['block', 'raise', 'lower', 'pin'] as const;
const RESULT = '.result, .news-item, .video-item, .image-item';
/** The menu's width in search.css (11rem), to keep it on a narrow screen. */
const MENU_WIDTH_PX = 176;

type Open = { host: string; href: string; link: HTMLElement; top: number; left: number };

/** The results of `host` and its subdomains: those whose menu link names such a host. */
function resultsOf(host: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('a.site-rules-link[data-host]')]
    .filter((link) => {
      const own = link.dataset.host ?? '';
      return own === host || own.endsWith(`.${host}`);
    })
    .flatMap((link) => {
      const result = link.closest<HTMLElement>(RESULT);
      return result ? [result] : [];
    });
}

async function post(endpoint: string, host: string, action: string): Promise<{ previous: string | null }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ host, action }).toString(),
  });
  const data = (await response.json().catch(() => null)) as { ok?: boolean; previous?: string | null } | null;
  if (!response.ok || !data?.ok) throw new Error('rule not saved');
  return { previous: data.previous ?? null };
}

export default function SiteRulesMenuIsland({ endpoint, labels }: SiteRulesMenuProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const [blocked, setBlocked] = useState<{ host: string; previous: string | null; hidden: HTMLElement[] } | null>(null);
  const menu = useRef<HTMLDivElement>(null);

  // Set as the island hydrates (a layout effect runs then): a click that brought the island in
  // is replayed right after (client/boot.ts hydrateNear).
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a.site-rules-link');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const box = link.getBoundingClientRect();
      // Fixed, under the link, kept on the screen; it closes when the page scrolls away from it.
      const left = Math.max(8, Math.min(box.left, innerWidth - MENU_WIDTH_PX - 8));
      setOpen({ host: link.dataset.host ?? '', href: link.href, link, top: box.bottom + 4, left });
    };
    const onScroll = () => setOpen(null);
    document.addEventListener('click', onClick);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      removeEventListener('scroll', onScroll);
    };
  }, []);

  // The first action takes the focus when the menu opens, as in any menu.
  useEffect(() => {
    if (open) menu.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    open?.link.focus();
    setOpen(null);
  };

  const choose = async (action: (typeof ACTIONS)[number]) => {
    if (!open) return;
    const { host, href } = open;
    setOpen(null);
    try {
      const { previous } = await post(endpoint, host, action);
      if (action !== 'block') return location.reload();
      const hidden = resultsOf(host);
      for (const result of hidden) result.hidden = true;
      setBlocked({ host, previous, hidden });
    } catch {
      location.assign(href);
    }
  };

  const undo = async () => {
    if (!blocked) return;
    try {
      await post(endpoint, blocked.host, blocked.previous ?? 'remove');
      for (const result of blocked.hidden) result.hidden = false;
      setBlocked(null);
    } catch {
      location.reload();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('button, a') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };

  return (
    <>
      {open ? (
        <div
          ref={menu}
          className="site-rules-menu"
          role="menu"
          aria-label={`${labels.menu} ${open.host}`}
          style={{ top: `${open.top}px`, left: `${open.left}px` }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!menu.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
          }}
        >
          {ACTIONS.map((action) => (
            <button key={action} type="button" role="menuitem" onClick={() => void choose(action)}>
              {labels[action]}
            </button>
          ))}
          <a role="menuitem" href={open.href}>
            {labels.manage}
          </a>
        </div>
      ) : null}
      <p className="site-rules-status" role="status">
        {blocked ? (
          <>
            {labels.hidden.replace('{{host}}', blocked.host)}{' '}
            <button type="button" className="site-rules-status__undo" onClick={() => void undo()}>
              {labels.undo}
            </button>
          </>
        ) : null}
      </p>
    </>
  );
}
