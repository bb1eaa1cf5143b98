/**
 * 'More images': a plain link to the next page of images, so it works without JavaScript. Once
 * hydrated (on first interaction), a click fetches that page and appends its tiles to the grid in
 * place; the link then points at the page after, or goes away on the last one. Any failure falls
 * back to following the link.
 */
import { type MouseEvent, useState } from 'react';

export interface MoreImagesProps {
  href: string;
  label: string;
}

/** Tiles of a results page's HTML (every part of it arrives in document order: no script needed). */
function tilesOf(html: string): { tiles: Element[]; next: string | null } {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return {
    tiles: [...page.querySelectorAll('.image-grid > .image-item')],
    next: page.querySelector('.more-images__link')?.getAttribute('href') ?? null,
  };
}

export default function MoreImagesIsland({ href: firstHref, label }: MoreImagesProps) {
  const [href, setHref] = useState<string | null>(firstHref);
  const [busy, setBusy] = useState(false);
  if (!href) return null;
  const load = async (event: MouseEvent) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      const grid = document.querySelector('.image-grid');
      const { tiles, next } = response.ok ? tilesOf(await response.text()) : { tiles: [], next: null };
      if (!grid || tiles.length === 0) throw new Error('no images on the next page');
      const added = tiles.map((tile) => document.importNode(tile, true));
      grid.append(...added);
      // Keyboard and screen reader users continue from the first new picture.
      added[0]?.querySelector('a')?.focus();
      setHref(next);
    } catch {
      location.assign(href);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="more-images">
      <a className="more-images__link" rel="next" href={href} onClick={load} aria-busy={busy || undefined}>
        {label}
      </a>
    </p>
  );
}
