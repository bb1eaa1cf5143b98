/**
 * The light homepage's background actions. Without JavaScript both are links: /share, and the
 * image file itself. Hydrated, 'Share Karma' opens the system share sheet where the browser has
 * one (Web Share API; the /share page otherwise), and 'Show the image' hides the page around the
 * illustration until it is pressed again or Escape is pressed.
 */
import { useEffect, useState } from 'react';

export interface BackgroundActionsProps {
  /** Accessible name of the group. */
  label: string;
  share: { label: string; href: string; title: string; text: string; url: string };
  image: { href: string; show: string; back: string };
}

/** Set on <body>; site.css then hides everything but the hero's image and its bar. */
const VIEW_ATTRIBUTE = 'data-image-view';

export default function BackgroundActions({ label, share, image }: BackgroundActionsProps) {
  // The first render matches the server's links; buttons replace them once hydrated.
  const [hydrated, setHydrated] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [viewing, setViewing] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setCanShare(typeof navigator.share === 'function');
  }, []);

  useEffect(() => {
    document.body.toggleAttribute(VIEW_ATTRIBUTE, viewing);
    if (!viewing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setViewing(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [viewing]);

  const shareNow = () => {
    navigator.share({ title: share.title, text: share.text, url: share.url }).catch((error: unknown) => {
      // Cancelling the share sheet is not a failure; a refusal falls back to the /share page.
      if ((error as { name?: string }).name !== 'AbortError') location.assign(share.href);
    });
  };

  return (
    <div className="bg-actions" role="group" aria-label={label}>
      {canShare ? (
        <button type="button" onClick={shareNow}>
          {share.label}
        </button>
      ) : (
        <a href={share.href}>{share.label}</a>
      )}
      {hydrated ? (
        <button type="button" onClick={() => setViewing(!viewing)}>
          {viewing ? image.back : image.show}
        </button>
      ) : (
        <a href={image.href}>{image.show}</a>
      )}
    </div>
  );
}
