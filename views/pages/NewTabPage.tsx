/**
 * /newtab: the page the browser extension opens in every new tab. The home page's first screen
 * (search box, the day's illustration with the light homepage) and the partner associations,
 * without the landing sections: someone opening a tab wants to search, not to read about Karma.
 * The counter is in the header.
 */
import { FirstPaintMark } from '../components/FirstPaintMark.tsx';
import { FIRST_SCREEN_END_ID } from '../header-ids.ts';
import { HomeHero } from './home/HomeHero.tsx';
import { PartnersStrip } from './home/PartnersStrip.tsx';
import { useDailyBackground } from './home/use-daily-background.ts';

export function NewTabPage() {
  return (
    <>
      <HomeHero searchId="newtab" background={useDailyBackground()} />
      <PartnersStrip />
      <FirstPaintMark id={FIRST_SCREEN_END_ID} />
    </>
  );
}
