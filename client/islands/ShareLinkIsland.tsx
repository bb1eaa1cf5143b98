/**
 * 'Share' on the light homepage. The server renders a plain link to the share page, which is
 * what a visitor without JavaScript follows. Hydrated, it opens the system's share sheet (Web
 * Share API) where there is one, else copies the address and says so; if neither works it
 * follows the link after all. Same-origin top-level pages may call navigator.share without a
 * Permissions-Policy entry, so the header names none (Chromium warns about 'web-share').
 */
import { type MouseEvent, useState } from 'react';

export interface ShareLinkProps {
  label: string;
  /** The share page (copy field, e-mail), for visitors without JavaScript or without either API. */
  href: string;
  /** Said once the address is on the clipboard. */
  copied: string;
}

export default function ShareLinkIsland({ label, href, copied }: ShareLinkProps) {
  const [status, setStatus] = useState('');
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    // The home page in the page's language, and its title: read here rather than sent as props,
    // which every home page would carry for a button few press.
    const url = new URL(`/${document.documentElement.lang}`, location.href).href;
    const title = document.title;
    const canShare = typeof navigator.share === 'function';
    const canCopy = typeof navigator.clipboard?.writeText === 'function';
    if (!canShare && !canCopy) return;
    event.preventDefault();
    try {
      if (canShare) await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        setStatus(copied);
      }
    } catch (error) {
      // The visitor closed the share sheet: nothing to do. Anything else: the share page.
      if ((error as { name?: string }).name !== 'AbortError') location.assign(href);
    }
  };
  return (
    <>
      <a className="hero-tools__action" href={href} onClick={onClick}>
        {label}
      </a>
      <span className="hero-tools__status" role="status">
        {status}
      </span>
    </>
  );
}
