import type { ComponentProps, FunctionComponent } from 'react';
import { type IslandName, islands } from '../islands.ts';
import { type RequestContextValue, useOptionalRequest } from '../request-context.tsx';
import { islandMarkup } from './island-markup.ts';

/**
 * Renders an island's HTML inside a marker carrying its serialized props; client/boot.ts
 * hydrates the marker with the island's chunk. Props must be JSON: strings, not i18next.
 * `hydrate="interaction"` defers the chunk until the visitor first points at, touches or focuses
 * the island: for rarely used islands whose server HTML already works without JavaScript.
 * `keep`: the props hold nothing of the visitor's (no query, address or count), so the HTML may
 * be kept and reused for the same props (island-markup.ts).
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'load',
  keep = false,
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  hydrate?: 'load' | 'interaction';
  keep?: boolean;
}) {
  const Component = islands[name] as unknown as FunctionComponent<object>;
  const ctx = useOptionalRequest();
  const preloads = hydrate === 'load' ? newPreloads(ctx, name) : [];
  const json = JSON.stringify(props);
  return (
    <>
      <div
        className="island"
        data-island={name}
        data-props={json}
        data-hydrate={hydrate === 'interaction' ? 'interaction' : undefined}
        // React's own rendering of the island's component (island-markup.ts), never outside HTML.
        dangerouslySetInnerHTML={{ __html: islandMarkup(name, Component, props as object, json, keep) }}
      />
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}

/**
 * The island's chunk and the chunks it imports, not yet hinted on this page: the browser fetches
 * them while the HTML still streams, instead of one round trip after another once the boot script
 * runs (on a 2G link each round trip is most of a second). After the marker, not inside it: the
 * marker's content is what hydrates.
 */
function newPreloads(ctx: RequestContextValue | null, name: string): string[] {
  const done = ctx?.preloaded;
  if (!ctx || !done) return [];
  const wanted = [ctx.assets.islands[name], ...(ctx.assets.islandChunks[name] ?? [])];
  const fresh = wanted.filter((href): href is string => href !== undefined && !done.has(href));
  for (const href of fresh) done.add(href);
  return fresh;
}
