/**
 * The baseline of scripts/bench/ssr.ts: the files of STATIC_DIR served by express.static on PORT
 * (127.0.0.1), behind the compression server/app.ts gives its pages
 * (server/middleware/compress.ts). Run in a child process, like the app, so both get a core.
 *
 *   STATIC_DIR=… PORT=… node --import tsx scripts/bench/static-server.ts
 */
import express from 'express';
import { pageCompression } from '../../server/middleware/compress.ts';

const dir = process.env.STATIC_DIR;
if (!dir) throw new Error('STATIC_DIR is required');
const app = express();
app.disable('x-powered-by');
app.use(pageCompression());
app.get('/ready', (_req, res) => {
  res.send('ok');
});
app.use(express.static(dir, { index: false }));
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
