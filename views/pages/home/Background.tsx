/**
 * The day's background illustration and its bar (credit, share, show the image). AVIF, then
 * WebP, then JPEG, each in every width; `fetchpriority="low"` and `decoding="async"` keep it from
 * competing with the page (React also skips its automatic preload for low-priority images).
 */
import {
  BACKGROUND_SIZE,
  BACKGROUND_WIDTHS,
  type Background,
  backgroundSrcset,
  backgroundUrl,
} from '../../../server/content/backgrounds.ts';
import { Island } from '../../components/Island.tsx';
import { useRequest } from '../../request-context.tsx';
import { useLocalHref } from '../info/local-href.ts';

/** The hero spans the viewport's width. */
const SIZES = '100vw';
const LARGEST = BACKGROUND_WIDTHS[BACKGROUND_WIDTHS.length - 1] ?? BACKGROUND_SIZE.width;

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
        fetchPriority="low"
      />
    </picture>
  );
}

export function BackgroundBar({ background }: { background: Background }) {
  const { t, locale, config } = useRequest();
  const localHref = useLocalHref();
  return (
    <div className="home-bg__bar">
      <p className="home-bg__credit">{t('background.credit', { author: background.author })}</p>
      {/* Both actions are links until hydrated: loading the chunk can wait for the first pointer. */}
      <Island
        name="BackgroundActions"
        hydrate="interaction"
        props={{
          label: t('background.actions'),
          share: {
            label: t('background.share'),
            href: localHref('/share'),
            title: t('site.name'),
            text: t('background.shareText'),
            url: `${config.baseUrl}/${locale}`,
          },
          image: {
            href: backgroundUrl(background.name, LARGEST, 'jpg'),
            show: t('background.viewImage'),
            back: t('background.showPage'),
          },
        }}
      />
    </div>
  );
}
