import type { ReactNode } from 'react';
import { Announcements } from '../components/Announcements.tsx';
import { ConsentBanner } from '../components/ConsentBanner.tsx';
import { FirstPaintMark } from '../components/FirstPaintMark.tsx';
import { NavigationProgressIsland, SiteFooter, SiteHeader, SkipLink } from '../components/SiteChrome.tsx';
import { TagManager } from '../components/TagManager.tsx';
import { HEADER_END_ID } from '../header-ids.ts';

/** Default layout: the page plus the cookie-consent slot (the banner until the visitor chooses). */
export function DefaultLayout({ children, consent }: { children: ReactNode; consent?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <NavigationProgressIsland />
      <div id="modals-slot">
        <Announcements />
      </div>
      <SiteHeader />
      <FirstPaintMark id={HEADER_END_ID} />
      <main id="main">{children}</main>
      <SiteFooter />
      <div id="cookie-consent-slot">{consent ?? <ConsentBanner />}</div>
      <TagManager />
    </>
  );
}
