/**
 * The day's background illustration: AVIF, then WebP, then JPEG, each in every width. It is the
 * home's largest paint, so it loads at high priority (`fetchpriority="high"`); the hero's sky and
 * land colours paint before it arrives, and its box is fixed by the hero, so it shifts nothing.
 * Its credit and the 'View image' action are in the hero's image bar (./HeroTools.tsx).
 */
import {
  BACKGROUND_SIZE,
  type Background,
  backgroundSrcset,
  backgroundUrl,
} from '../../../server/shared/backgrounds.ts';
import { useRequest } from '../../use-request.tsx';

/** The hero spans the viewport's width. */
const SIZES = '100vw';

export function BackgroundPicture({ background }: { background: Background }) {
  const { locale } = useRequest();
  const { name } = background;
  return (
    <picture className="home-bg">
      <source type="image/avif" srcSet={backgroundSrcset(name, 'avif')} sizes={SIZES} />
      <source type="image/webp" srcSet={backgroundSrcset(name, 'webp')} sizes={SIZES} />
      <img
        src={backgroundUrl(name, 1280, 'jpg')}
        srcSet={backgroundSrcset(name, 'jpg')}
        sizes={SIZES}
        width={BACKGROUND_SIZE.width}
        height={BACKGROUND_SIZE.height}
        alt={background.alt[locale]}
        decoding="async"
        fetchPriority="high"
      />
    </picture>
  );
}
