/**
 * `npm run sponsors -- import FILE.json | list | pause ID | resume ID | delete ID`: manages the
 * sponsored links (server/sponsors/cli.ts). Bundled by scripts/build.ts into dist/sponsors.js,
 * so the Docker image runs it as `node dist/sponsors.js …`.
 */

import { runSponsorsCli } from '../server/sponsors/cli.ts';
import { runAsProcess } from './cli-entry.ts';

runAsProcess(runSponsorsCli);
