/**
 * Folder-level import loops among the first folders under a root (server/search/local/query/x.ts
 * counts as `search`): pure functions over a module graph, so that the check
 * (scripts/check-folder-cycles.ts) and its tests share them.
 *
 * Files directly under the root (server/app.ts, server/logger.ts…) belong to no folder and are
 * left out: the composition root imports every folder, and file-level loops are the `no-circular`
 * rule's (.dependency-cruiser.cjs). dependency-cruiser's own folder rules cannot say this: they
 * name a dependency by its target's own directory, so a loop that enters server/search/local/
 * and comes back from server/search/ is not one to them.
 */

export interface ModuleImports {
  /** The importing file, relative to the repository: `server/search/runner.ts`. */
  source: string;
  /** The files it imports (type-only imports included), resolved the same way. */
  imports: readonly string[];
}

/** One import that crosses from one folder to another. */
export interface FolderImport {
  from: string;
  to: string;
  /** The file that imports and the one it imports. */
  file: string;
  imported: string;
}

/** A set of folders that reach each other, with the imports between them that close the loop. */
export interface FolderLoop {
  folders: string[];
  imports: FolderImport[];
}

/** The first folder under `root` (`search` for server/search/local/x.ts); undefined for root files or files elsewhere. */
export function firstFolder(path: string, root: string): string | undefined {
  const prefix = `${root}/`;
  if (!path.startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length).split('/');
  return rest.length > 1 ? rest[0] : undefined;
}

/** The imports between different first folders under `root`. */
export function folderImports(modules: readonly ModuleImports[], root: string): FolderImport[] {
  const crossing: FolderImport[] = [];
  for (const { source, imports } of modules) {
    const from = firstFolder(source, root);
    if (from === undefined) continue;
    for (const imported of imports) {
      const to = firstFolder(imported, root);
      if (to !== undefined && to !== from) crossing.push({ from, to, file: source, imported });
    }
  }
  return crossing;
}

/** Strongly connected components (Tarjan) of more than one folder: every folder loop, each once. */
export function folderLoops(modules: readonly ModuleImports[], root: string): FolderLoop[] {
  const crossing = folderImports(modules, root);
  const next = new Map<string, Set<string>>();
  for (const { from, to } of crossing) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) as number);
    stack.push(folder);
    onStack.add(folder);
    for (const target of next.get(folder) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(folder, Math.min(low.get(folder) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(folder, Math.min(low.get(folder) as number, index.get(target) as number));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    components.push(component);
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) visit(folder);

  return components
    .filter((component) => component.length > 1)
    .map((component) => {
      const members = new Set(component);
      return {
        folders: component.sort(),
        imports: crossing.filter(({ from, to }) => members.has(from) && members.has(to)),
      };
    });
}

/** A loop as lines for a terminal: its folders, then each pair of folders with an import or two that link them. */
export function describeLoop(loop: FolderLoop, root: string): string[] {
  const byPair = new Map<string, FolderImport[]>();
  for (const link of loop.imports) {
    const pair = `${link.from} → ${link.to}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), link]);
  }
  const lines = [`folder loop in ${root}/: ${loop.folders.join(', ')}`];
  for (const [pair, links] of [...byPair].sort(([a], [b]) => a.localeCompare(b))) {
    const more = links.length > 2 ? ` (and ${links.length - 2} more)` : '';
    lines.push(
      `  ${pair}: ${links
        .slice(0, 2)
        .map((l) => `${l.file} imports ${l.imported}`)
        .join('; ')}${more}`,
    );
  }
  return lines;
}
