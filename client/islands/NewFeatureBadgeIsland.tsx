/**
 * A 'New' badge on a feature the visitor has not seen yet (client/contract/new-features.ts). The
 * server renders it only while the feature is highlighted for this visitor; this island marks
 * it viewed when the feature's surface closes: the navigation drawer ('auth', its <details>
 * closing after being open) or the mail-shortcuts popover ('mail', its close event).
 */
import { useEffect, useRef, useState } from 'react';
import { MAIL_POPOVER_CLOSED_EVENT } from '../contract/mail-shortcuts-types.ts';
import { FEATURES_VIEWED_COOKIE, type NewFeature, viewedAfterClose } from '../contract/new-features.ts';
import { readCookie, writeCookie } from '../lib/browser-cookies.ts';

export interface NewFeatureBadgeProps {
  feature: NewFeature['id'];
  label: string;
  cookieDomain?: string;
}

export default function NewFeatureBadgeIsland({ feature, label, cookieDomain }: NewFeatureBadgeProps) {
  const [shown, setShown] = useState(true);
  const badge = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const closed = () => {
      const next = viewedAfterClose(
        feature,
        decodeURIComponent(readCookie(FEATURES_VIEWED_COOKIE) ?? ''),
        Date.now(),
        true,
      );
      if (next === null) return;
      writeCookie(FEATURES_VIEWED_COOKIE, encodeURIComponent(next), cookieDomain);
      setShown(false);
    };
    if (feature === 'mail') {
      window.addEventListener(MAIL_POPOVER_CLOSED_EVENT, closed);
      return () => window.removeEventListener(MAIL_POPOVER_CLOSED_EVENT, closed);
    }
    const drawer = badge.current?.closest('details');
    if (!drawer) return;
    // Only a close that follows an open counts: the drawer was seen.
    const toggled = () => !drawer.open && closed();
    drawer.addEventListener('toggle', toggled);
    return () => drawer.removeEventListener('toggle', toggled);
  }, [feature, cookieDomain]);

  return shown ? (
    <span ref={badge} className="new-badge">
      {label}
    </span>
  ) : null;
}
