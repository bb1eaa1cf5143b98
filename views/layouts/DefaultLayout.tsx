import type { ReactNode } from 'react';
import { NavigationProgressIsland, SiteFooter, SiteHeader, SkipLink } from '../components/SiteChrome.tsx';

/** Default layout: the page plus the cookie-consent slot. */
export function DefaultLayout({ children, consent }: { children: ReactNode; consent?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <NavigationProgressIsland />
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <div id="cookie-consent-slot">{consent}</div>
    </>
  );
}
