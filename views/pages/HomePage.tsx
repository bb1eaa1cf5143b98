/**
 * Home (`/`, `/home`, `/en`, `/fr`, `/es`): the search box first, so a visitor on a slow link can
 * search before anything else loads; the partner associations; then the landing sections.
 * With the light homepage (FEATURE_LIGHT_HOMEPAGE, on by default) the day's illustration is
 * behind the search box.
 */
import { FirstPaintMark } from '../components/FirstPaintMark.tsx';
import { FIRST_SCREEN_END_ID } from '../header-ids.ts';
import { HomeHero } from './home/HomeHero.tsx';
import { LandingSections } from './home/LandingSections.tsx';
import { PartnersStrip } from './home/PartnersStrip.tsx';
import { useDailyBackground } from './home/use-daily-background.ts';

export function HomePage() {
  return (
    <>
      <HomeHero searchId="home" background={useDailyBackground()} />
      <PartnersStrip />
      <FirstPaintMark id={FIRST_SCREEN_END_ID} />
      <LandingSections />
    </>
  );
}
