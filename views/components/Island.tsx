import type { ComponentProps, ReactNode } from 'react';
import { type IslandName, islands } from '../islands.ts';

/**
 * Renders an island's HTML inside a marker carrying its serialized props; client/boot.ts
 * hydrates the marker with the island's chunk. Props must be JSON: strings, not i18next.
 * `hydrate="interaction"` defers the chunk until the visitor first points at, touches or focuses
 * the island: for rarely used islands whose server HTML already works without JavaScript.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'load',
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  hydrate?: 'load' | 'interaction';
}) {
  const Component = islands[name] as unknown as (p: object) => ReactNode;
  return (
    <div
      className="island"
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate === 'interaction' ? 'interaction' : undefined}
    >
      <Component {...(props as object)} />
    </div>
  );
}
