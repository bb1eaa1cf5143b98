/**
 * The head's tags for browsers and link previews: the browser chrome's colour (`theme-color`, the
 * page background of each colour mode) and, on the pages people share (the default layout: home
 * and information pages; results pages stay unshared), Open Graph and Twitter card tags with the
 * site's share image (public/og-image.png, drawn by scripts/make-icons.ts).
 */
import type { ColorMode } from '../../client/contract/color-mode.ts';
import { THEME_COLORS } from '../../server/shared/theme-colors.ts';
import { useRequest } from '../use-request.tsx';

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export function ThemeColor({ colorMode }: { colorMode: ColorMode }) {
  if (colorMode !== 'system') return <meta name="theme-color" content={THEME_COLORS[colorMode]} />;
  return (
    <>
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
    </>
  );
}

export function SharingMeta({ title, description, layout }: { title: string; description?: string; layout: string }) {
  const { config, t } = useRequest();
  if (layout !== 'default') return null;
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={`${config.baseUrl}${SHARE_IMAGE.path}`} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={t('site.name')} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
