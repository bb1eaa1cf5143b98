/**
 * The Node options the server runs with: those of `npm start` (package.json), which the Docker
 * image's CMD repeats (test/unit/server-command.test.ts keeps the two alike) and the benches
 * give the servers they measure (scripts/bench/lib.ts), so a bench measures what ships.
 * ADR 013 says why the young generation is larger than Node's default.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const START = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/main\.js\b/;

/** The options between `node` and `dist/main.js` in a command line, or undefined if there is none. */
export function nodeOptionsOf(command: string): string[] | undefined {
  const match = START.exec(command);
  return match ? match[1]!.split(' ').filter(Boolean) : undefined;
}

/** The options `npm start` gives Node, read from package.json under `root`. */
export function serverNodeOptions(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const options = nodeOptionsOf(pkg.scripts.start);
  if (!options) throw new Error('package.json: the start script does not run `node … dist/main.js`');
  return options;
}
