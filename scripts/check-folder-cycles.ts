/**
 * `npm run lint:deps` (after depcruise): fails when folders of server/ import each other in a
 * loop, type-only imports included (scripts/folder-cycles.ts says what counts as a folder and
 * why dependency-cruiser's own folder rules miss some loops). The module graph is the one
 * dependency-cruiser builds with the project's configuration, so both checks resolve alike.
 *
 *   tsx scripts/check-folder-cycles.ts      exit 0: no loop; exit 1: each loop, with its imports
 */
import { createRequire } from 'node:module';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describeLoop, folderLoops } from './folder-cycles.ts';

const ROOT = 'server';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;
const options = config.options ?? {};
const tsConfig = options.tsConfig?.fileName ? extractTSConfig(options.tsConfig.fileName) : undefined;
// No rule set: the rules are depcruise's to report; this only needs the graph.
const { output } = await cruise([ROOT], { ...options, outputType: 'json' }, {}, { tsConfig });
const { modules } = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;

const loops = folderLoops(
  modules.map((m) => ({ source: m.source, imports: m.dependencies.map((d) => d.resolved) })),
  ROOT,
);
for (const loop of loops) for (const line of describeLoop(loop, ROOT)) console.error(line);
if (loops.length > 0) {
  console.error(
    `\n${loops.length} folder loop(s): move the shared piece to the folder that owns it, or to a lower one.`,
  );
  process.exit(1);
}
console.log(`no folder loop in ${ROOT}/ (${modules.length} modules)`);
