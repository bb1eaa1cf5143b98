/**
 * `npm run sponsors -- import FILE.json | list | pause ID | resume ID | delete ID`: manages the
 * sponsored links (server/sponsors/cli.ts). Bundled by scripts/build.ts into dist/sponsors.js,
 * so the Docker image runs it as `node dist/sponsors.js …`.
 */
import { runSponsorsCli } from '../server/sponsors/cli.ts';

runSponsorsCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
}).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.stack ?? String(error));
    process.exit(1);
  },
);
