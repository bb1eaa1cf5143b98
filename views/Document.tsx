import { islandHashes } from '../client/contract/island-map.ts';
import { REGION } from '../server/shared/locale-choice.ts';
import { SharingMeta, ThemeColor } from './components/HeadMeta.tsx';
import { ModulePreloads } from './components/Island.tsx';
import { HEADER_IDS } from './header-ids.ts';
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
  /** Stylesheets beyond site.css, by name (client/styles/<name>.css). */
  styles?: readonly string[];
  /**
   * The body's content as HTML, rendered apart (server/render/render-page.tsx) and ending with
   * <DocumentEnd/>.
   */
  bodyHtml: string;
  /** Chunks of the body's islands to hint in the head (Island.tsx). */
  preloads?: readonly string[];
}

/** The end of the body: the stylesheets, after the content so that they block nothing. */
export function DocumentEnd({ styles = [] }: { styles?: readonly string[] }) {
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

/** The HTML document around every page: head with inline critical CSS, islands map, boot script. */
export function Document({ title, description, robots, alternates, layout, bodyHtml, preloads = [] }: DocumentProps) {
  const ctx = useRequest();
  const { locale, nonce, assets, colorMode, t } = ctx;
  // The overlay modules waiting for their turn (client/lib/overlay-manager.ts).
  const overlays = overlayModules(ctx, layout);
  return (
    <html lang={locale} data-color-mode={colorMode === 'system' ? undefined : colorMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame before the header is parsed whole (header-ids.ts). */}
        {HEADER_IDS[layout] ? <link rel="expect" href={`#${HEADER_IDS[layout]}`} blocking="render" /> : null}
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
