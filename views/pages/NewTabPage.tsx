/**
 * /newtab: the page the browser extension opens in every new tab. The home page's first screen
 * (search box, the day's illustration with the light homepage) and the partner associations,
 * without the landing sections: someone opening a tab wants to search, not to read about Karma.
 * The counter is in the header.
 */
import { HomeHero } from './home/HomeHero.tsx';
import { PartnersStrip } from './home/PartnersStrip.tsx';
import { useDailyBackground } from './home/use-daily-background.ts';

export function NewTabPage() {
  return (
    <>
      <HomeHero searchId="newtab" background={useDailyBackground()} />
      <PartnersStrip />
    </>
  );
}
