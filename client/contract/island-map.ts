/**
 * The island map every page carries (`#karma-islands`, read by client/boot.ts): each island's
 * name and its chunk's hash only. The chunk's URL follows from the build's naming
 * (scripts/build.ts: `client/islands/<Name>Island.tsx` → `/build/<Name>Island-<hash>.js`), so the
 * page does not repeat the directory, the name and the suffix for every island of the site.
 */
export const islandChunkUrl = (name: string, hash: string): string => `/build/${name}Island-${hash}.js`;

/** The map as a page carries it, from the built assets' island URLs. */
export function islandHashes(islands: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(islands).map(([name, url]) => {
      const hash = url.slice(url.lastIndexOf('-') + 1, -'.js'.length);
      // A build that names chunks otherwise must change this file with it.
      if (islandChunkUrl(name, hash) !== url) throw new Error(`island ${name}: unexpected chunk URL ${url}`);
      return [name, hash];
    }),
  );
}
