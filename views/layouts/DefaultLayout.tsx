import type { ReactNode } from 'react';
import { Announcements } from '../components/Announcements.tsx';
import { ConsentBanner } from '../components/ConsentBanner.tsx';
import { NavigationProgressIsland, SiteFooter, SiteHeader, SkipLink } from '../components/SiteChrome.tsx';
import { TagManager } from '../components/TagManager.tsx';

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
      <main id="main">{children}</main>
      <SiteFooter />
      <div id="cookie-consent-slot">{consent ?? <ConsentBanner />}</div>
      <TagManager />
    </>
  );
}
