/**
 * `npm run notifications -- import FILE.json | list [--locale fr] | delete ID [--locale fr]`:
 * publishes and manages the 'You make it happen' notifications (server/notifications/cli.ts).
 * Bundled by scripts/build.ts into dist/notifications.js, so the Docker image runs it as
 * `node dist/notifications.js …`.
 */

import { runNotificationsCli } from '../server/notifications/cli.ts';
import { runAsProcess } from './cli-entry.ts';

runAsProcess(runNotificationsCli);
