/**
 * A PostgreSQL server of the test's own, from the Debian binaries (/usr/lib/postgresql/N/bin),
 * that a test may stop and start mid-traffic: the shared server on 5432 serves other test files
 * and must never go down. Its data directory, socket and log live in a temp directory; it listens
 * on a free loopback port with trust authentication. As root, every binary runs as the postgres
 * user (initdb and the server refuse root).
 *
 *   const pg = await startPrivatePostgres();   // undefined when the binaries are missing
 *   buildTestApp({ DATABASE_URL: pg.url });
 *   await pg.stop(); await pg.start();
 *   await pg.close();
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: sessions are cut, open transactions rolled back, then a clean shutdown. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The server's own log, to explain a failure. */
  log(): string;
  /** Stops it (if running) and removes every file. */
  close(): Promise<void>;
}

/** The newest installed version's bin directory, or undefined. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')) && existsSync(join(ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(ROOT, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres | undefined> {
  const bin = postgresBinaries();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'karma-private-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  // Asynchronous: the app under test shares this event loop and must keep serving meanwhile.
  const binary = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args], { cwd: dir })
      : run(join(bin, name), args, { cwd: dir });
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  // No fsync: the test stops the server cleanly, it never pulls the machine's plug.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;
  const pgCtl = (...args: string[]) => binary('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '20', ...args]);
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const start = async () => {
    await pgCtl('-o', options, 'start');
    running = true;
  };
  const stop = async () => {
    await pgCtl('-m', 'fast', 'stop');
    running = false;
  };
  try {
    await binary('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (error) {
    if (running) await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start a private PostgreSQL from ${bin}: ${(error as Error).message}\n${log()}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    log,
    async close() {
      if (running) await stop().catch(() => pgCtl('-m', 'immediate', 'stop').catch(() => {}));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
