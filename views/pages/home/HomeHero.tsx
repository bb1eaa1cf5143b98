/**
 * The first screen of the home and new-tab pages: title, search box and tagline. With the light
 * homepage, the day's illustration fills the hero behind them: its sky and land colours paint
 * first (inline custom properties), the image (the page's largest paint) follows at high
 * priority, and the text sits on a translucent panel so it stays readable over any image. In dark
 * mode the image is dimmed to a night version of itself (critical.css). Its lower edge credits
 * the illustration and offers to share the page or view the image alone (./HeroTools.tsx).
 */
import type { CSSProperties } from 'react';
import type { Background } from '../../../server/shared/backgrounds.ts';
import { SearchBoxField } from '../../components/SearchBoxField.tsx';
import { useRequest } from '../../use-request.tsx';
import { BackgroundPicture } from './Background.tsx';
import { HeroTools } from './HeroTools.tsx';

export function HomeHero({ searchId, background }: { searchId: string; background?: Background }) {
  const { t } = useRequest();
  const panel = (
    <div className="home-hero__panel">
      <h1>{t('home.title')}</h1>
      <SearchBoxField id={searchId} action="/search" />
      <p>{t('home.tagline')}</p>
    </div>
  );
  if (!background) return <section className="home-hero">{panel}</section>;
  const colours = { '--sky': background.sky, '--land': background.land } as CSSProperties;
  return (
    <section className="home-hero home-hero--bg" style={colours}>
      <BackgroundPicture background={background} />
      {panel}
      <HeroTools background={background} />
    </section>
  );
}
