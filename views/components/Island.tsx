import type { ComponentProps, ReactNode } from 'react';
import { type IslandName, islands } from '../islands.ts';

/**
 * Renders an island's HTML inside a marker carrying its serialized props; client/boot.ts
 * hydrates the marker with the island's chunk. Props must be JSON: strings, not i18next.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  const Component = islands[name] as unknown as (p: object) => ReactNode;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </div>
  );
}
