import { islandHashes } from '../client/contract/island-map.ts';
import { REGION } from '../server/shared/locale-choice.ts';
import { SharingMeta, ThemeColor } from './components/HeadMeta.tsx';
import { ModulePreloads } from './components/Island.tsx';
import { FIRST_SCREEN_END_ID, HEADER_END_ID, LAYOUTS_WITH_HEADER } from './header-ids.ts';
import { overlayModules } from './overlay-modules.ts';
import { useRequest } from './use-request.tsx';

/** JSON inside <script> must not be able to close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface DocumentProps {
  title: string;
  description?: string;
  robots?: string;
  alternates: { hrefLang: string; href: string }[];
  /** Named on <body data-layout={layout}> so styles and tests can tell the layouts apart. */
  layout: string;
  /**
   * The body's content as HTML, rendered apart (server/render/render-page.tsx), ending with
   * <Stylesheets/> when they follow the content.
   */
  bodyHtml: string;
  /** Chunks of the body's islands to hint in the head (Island.tsx). */
  preloads?: readonly string[];
  /**
   * Stylesheets beyond site.css linked in the head, so that the first paint waits for them: a
   * page whose first screen the inline critical CSS does not style whole. Without it, the body
   * ends with them.
   */
  headStyles?: readonly string[];
}

/**
 * site.css and the page's other stylesheets, by name: in the head (`headStyles`), or at the end
 * of the body of a page whose first screen the inline critical CSS styles, blocking nothing.
 */
export function Stylesheets({ styles = [] }: { styles?: readonly string[] }) {
  const { assets } = useRequest();
  return (
    <>
      <link rel="stylesheet" href={assets.stylesheet} />
      {styles.map((name) => (
        <link key={name} rel="stylesheet" href={assets.styles[name]} />
      ))}
    </>
  );
}

/** The marks the first paint waits for: after the layout's header, and after the page's first screen. */
function firstPaintMarks(layout: string, bodyHtml: string): string[] {
  const marks = LAYOUTS_WITH_HEADER.has(layout) ? [HEADER_END_ID] : [];
  if (bodyHtml.includes(`id="${FIRST_SCREEN_END_ID}"`)) marks.push(FIRST_SCREEN_END_ID);
  return marks;
}

/** The HTML document around every page: head with inline critical CSS, islands map, boot script. */
export function Document({
  title,
  description,
  robots,
  alternates,
  layout,
  bodyHtml,
  preloads = [],
  headStyles,
}: DocumentProps) {
  const ctx = useRequest();
  const { locale, nonce, assets, colorMode, t } = ctx;
  // The overlay modules waiting for their turn (client/lib/overlay-manager.ts).
  const overlays = overlayModules(ctx, layout);
  return (
    <html lang={locale} data-color-mode={colorMode === 'system' ? undefined : colorMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame before the header, and the page's first screen if it marks one, are parsed (header-ids.ts). */}
        {firstPaintMarks(layout, bodyHtml).map((id) => (
          <link key={id} rel="expect" href={`#${id}`} blocking="render" />
        ))}
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {robots ? <meta name="robots" content={robots} /> : null}
        <meta property="og:locale" content={REGION[locale].replace('-', '_')} />
        <meta property="og:site_name" content={t('site.name')} />
        <SharingMeta title={title} description={description} layout={layout} />
        <ThemeColor colorMode={colorMode} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="search" type="application/opensearchdescription+xml" title={t('site.name')} href="/opensearch.xml" />
        {alternates.map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        <ModulePreloads hrefs={[...assets.shared, ...preloads]} />
        <style
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: layout === 'search' ? assets.criticalCss + assets.criticalResultsCss : assets.criticalCss,
          }}
        />
        {headStyles ? <Stylesheets styles={headStyles} /> : null}
        <script
          type="application/json"
          id="karma-islands"
          dangerouslySetInnerHTML={{ __html: scriptJson(islandHashes(assets.islands)) }}
        />
        <script type="module" src={assets.boot} nonce={nonce} />
      </head>
      <body
        data-layout={layout}
        data-overlay-modules={overlays.length > 0 ? overlays.join(',') : undefined}
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </html>
  );
}
