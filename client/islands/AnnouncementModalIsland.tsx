/**
 * The announcement modal. The server renders this island only when an announcement is eligible
 * (enabled, before its date, more than 15 searches); here the viewed list in local storage
 * decides, and the overlay manager says when it may show (it comes first). Closing it, by any
 * button, Escape or the primary action, adds its id to the viewed list.
 */
import { useEffect, useRef, useState } from 'react';
import {
  ANNOUNCEMENTS_VIEWED_KEY,
  type Announcement,
  announcementToShow,
  markViewed,
  parseViewed,
} from '../contract/announcements.ts';
import { loadStylesheet, showAsModal } from '../lib/modal-dialog.ts';
import { currentOverlay, onOverlayChange, reportOverlay } from '../lib/overlay-manager.ts';

export interface AnnouncementModalProps {
  announcements: Announcement[];
  /** Every defined id: the stored list keeps only these. */
  knownIds: string[];
  searchCount: number;
  stylesheet: string;
  labels: { dialog: string; close: string };
}

function readViewed(knownIds: string[]): string[] {
  try {
    return parseViewed(localStorage.getItem(ANNOUNCEMENTS_VIEWED_KEY), knownIds);
  } catch {
    return [];
  }
}

export default function AnnouncementModalIsland({
  announcements,
  knownIds,
  searchCount,
  stylesheet,
  labels,
}: AnnouncementModalProps) {
  const [current, setCurrent] = useState<Announcement | undefined>(undefined);
  const [turn, setTurn] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const next = announcementToShow(announcements, readViewed(knownIds), searchCount, Date.now());
    setCurrent(next);
    const stop = onOverlayChange(() => setTurn(currentOverlay() === 'modal'));
    if (next) loadStylesheet(stylesheet).then(() => reportOverlay('modal', true));
    else reportOverlay('modal', false);
    return stop;
  }, [announcements, knownIds, searchCount, stylesheet]);

  useEffect(() => {
    if (current && turn) showAsModal(dialog.current);
  }, [current, turn]);

  if (!current || !turn) return null;
  const { content } = current;

  const close = () => {
    try {
      localStorage.setItem(
        ANNOUNCEMENTS_VIEWED_KEY,
        markViewed(localStorage.getItem(ANNOUNCEMENTS_VIEWED_KEY), current.id, knownIds),
      );
    } catch {
      // Storage blocked: it may show again on another page; nothing else to do.
    }
    setCurrent(undefined);
    reportOverlay('modal', false);
  };

  const primary = () => {
    const { link, action } = content.primaryButton;
    dialog.current?.close();
    if (action === 'open-mail-shortcuts') {
      // The mail-shortcuts button (client/islands/MailShortcutsIsland.tsx); a link to ?mail=open until hydrated.
      document.getElementById('mail-shortcuts-button')?.click();
    } else if (link) {
      location.assign(link.url);
    }
  };

  return (
    <dialog ref={dialog} className="site-modal announcement" aria-label={labels.dialog} onClose={close}>
      <img className="announcement__background" src={content.backgroundImage} alt="" width="640" height="360" />
      {content.centredImage ? <img className="announcement__centred" src={content.centredImage} alt="" /> : null}
      <h2>{content.title}</h2>
      {content.br || !content.content2 ? (
        <>
          <p>{content.content1}</p>
          {content.content2 ? <p>{content.content2}</p> : null}
        </>
      ) : (
        <p>
          {content.content1} {content.content2}
        </p>
      )}
      {content.textLink ? (
        <p>
          <a href={content.textLink.url}>{content.textLink.label}</a>
        </p>
      ) : null}
      <p className="site-modal__actions">
        <button type="button" className="site-modal__primary" onClick={primary}>
          {content.primaryButton.label}
        </button>
        {content.secondaryButton ? (
          <button type="button" onClick={() => dialog.current?.close()}>
            {content.secondaryButton.label}
          </button>
        ) : null}
      </p>
      <form method="dialog">
        <button type="submit" className="site-modal__close" aria-label={labels.close}>
          ×
        </button>
      </form>
    </dialog>
  );
}
