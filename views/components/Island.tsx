import type { ComponentProps, FunctionComponent } from 'react';
import { type IslandName, islands } from '../islands.ts';
import { type PageContext, useOptionalRequest } from '../use-request.tsx';
import { islandMarkup } from './island-markup.ts';

/**
 * Renders an island's HTML inside a marker carrying its serialized props; client/boot.ts
 * hydrates the marker with the island's chunk. Props must be JSON: strings, not i18next.
 * `hydrate="interaction"` defers the chunk until the visitor first points at, touches or focuses
 * the island: for rarely used islands whose server HTML already works without JavaScript.
 * `keep`: the props hold nothing of the visitor's (no query, address or count), so the HTML may
 * be kept and reused for the same props (island-markup.ts).
 * `near`: a selector; the chunk waits until the visitor first comes near an element it matches,
 * anywhere on the page (one island serving many server-rendered links, as the results' site menus).
 * `serverProps`: props for the server's HTML only, left out of the serialized ones: an island
 * that reads them back from its own HTML when it hydrates (a menu's links) sends them once.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'load',
  keep = false,
  near,
  serverProps,
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  hydrate?: 'load' | 'interaction';
  keep?: boolean;
  near?: string;
  serverProps?: Partial<ComponentProps<(typeof islands)[N]>>;
}) {
  const Component = islands[name] as unknown as FunctionComponent<object>;
  const ctx = useOptionalRequest();
  if (hydrate === 'load' && !near) hintChunks(ctx, name);
  const json = JSON.stringify(props);
  return (
    <div
      className="island"
      data-island={name}
      data-props={json}
      data-hydrate={near || hydrate === 'interaction' ? 'interaction' : undefined}
      data-near={near}
      // React's own rendering of the island's component (island-markup.ts), never outside HTML.
      dangerouslySetInnerHTML={{
        // Kept HTML is keyed by the serialized props alone: never kept with server-only ones.
        __html: islandMarkup(name, Component, { ...props, ...serverProps }, json, keep && !serverProps),
      }}
    />
  );
}

/**
 * Asks for the island's chunk and the chunks it imports to be hinted (`modulepreload`) on this
 * page: the browser fetches them while the HTML still streams, instead of one round trip after
 * another once the boot script runs (on a 2G link each round trip is most of a second). The
 * renderer writes the hints (server/render/render-page.tsx): in the head for the islands of the
 * page's body, before a deferred part for that part's.
 */
function hintChunks(ctx: PageContext | null, name: string): void {
  const hinted = ctx?.preloaded;
  if (!ctx || !hinted) return;
  for (const href of [ctx.assets.islands[name], ...(ctx.assets.islandChunks[name] ?? [])]) {
    if (href !== undefined) hinted.add(href);
  }
}

/** `modulepreload` hints for chunks. */
export function ModulePreloads({ hrefs }: { hrefs: readonly string[] }) {
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} />);
}
