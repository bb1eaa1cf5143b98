/**
 * 'View image' on the light homepage: the day's illustration alone, over the whole screen, in a
 * modal <dialog> that Escape or its close button closes, focus then back on the link. The server renders a plain link to the largest JPEG, which is what a visitor
 * without JavaScript follows: the browser shows the image alone.
 */
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from 'react';

export interface BackgroundViewerProps {
  label: string;
  closeLabel: string;
  /** The largest JPEG: the link's target, and the image when the hero's is not there. */
  href: string;
}

/**
 * The hero has already picked and loaded the file that suits this screen, and describes it: the
 * same file, at once, and the same text (not repeated in the props, which weigh on every home).
 */
function heroImage(fallback: string): { src: string; alt: string } {
  const img = document.querySelector<HTMLImageElement>('.home-bg img');
  return { src: img?.currentSrc || fallback, alt: img?.alt ?? '' };
}

/**
 * The viewer's look, here rather than in a stylesheet: this chunk loads only when a visitor comes
 * near the link, while every byte of the home's stylesheets counts on every visit.
 */
const VIEWER: CSSProperties = {
  width: '100vw',
  maxWidth: 'none',
  height: '100vh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: '#000',
};
const PICTURE: CSSProperties = { display: 'block', width: '100%', height: '100vh', objectFit: 'contain' };
const CLOSE: CSSProperties = {
  position: 'absolute',
  top: '1rem',
  right: '1rem',
  padding: '0.4rem 0.9rem',
  border: '1px solid #fff',
  borderRadius: '999px',
  background: 'rgb(0 0 0 / 60%)',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
};

export default function BackgroundViewerIsland({ label, closeLabel, href }: BackgroundViewerProps) {
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (image && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [image]);

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof HTMLDialogElement !== 'function') return;
    event.preventDefault();
    setImage(heroImage(href));
  };
  const onClose = () => {
    setImage(null);
    trigger.current?.focus();
  };

  return (
    <>
      <a ref={trigger} className="hero-tools__action" href={href} onClick={onOpen}>
        {label}
      </a>
      {image ? (
        <dialog ref={dialog} className="image-viewer" style={VIEWER} aria-label={image.alt} onClose={onClose}>
          <img src={image.src} alt={image.alt} style={PICTURE} />
          <button type="button" className="image-viewer__close" style={CLOSE} onClick={() => dialog.current?.close()}>
            {closeLabel}
          </button>
        </dialog>
      ) : null}
    </>
  );
}
