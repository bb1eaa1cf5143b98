/**
 * What an operator reads when the server cannot start: one line on stderr naming the variable
 * and what failed, no stack trace, no password, exit code 78 (EX_CONFIG).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/databases.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'karma-boot-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function listeningServer(port = 0): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = await listeningServer();
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Boots the server until it exits; what an operator would read. */
async function failedBoot(env: Record<string, string>) {
  const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir(), ...env });
  const code = await server.exited;
  return { code, stderr: server.stderr(), stdout: server.stdout() };
}

function expectOneLine(stderr: string) {
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('boot errors', () => {
  it('a DATABASE_URL whose port refuses: one line naming it and the reason, exit 78', async () => {
    const port = await closedPort();
    const result = await failedBoot({ DATABASE_URL: `postgres://karma:pg-pass-4815@127.0.0.1:${port}/karma` });
    expect(result.code).toBe(78);
    expectOneLine(result.stderr);
    expect(result.stderr).toMatch(new RegExp(`^DATABASE_URL: .*127\\.0\\.0\\.1:${port}/karma.*connection refused`));
    expect(result.stderr + result.stdout).not.toContain('pg-pass-4815');
    expect(result.stdout).not.toContain('listening');
  });

  it('a DATABASE_URL naming a database that does not exist: unknown database, exit 78', async () => {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/karma_missing_${process.pid}`;
    const result = await failedBoot({ DATABASE_URL: url.href });
    expect(result.code).toBe(78);
    expectOneLine(result.stderr);
    expect(result.stderr).toMatch(/^DATABASE_URL: .*karma_missing_\d+.*unknown database/);
  });

  it('a PORT already taken: one line naming PORT, never a "listening" line, exit 78', async () => {
    const taken = await listeningServer();
    const { port } = taken.address() as { port: number };
    try {
      const result = await failedBoot({ PORT: String(port) });
      expect(result.code).toBe(78);
      expectOneLine(result.stderr);
      expect(result.stderr).toMatch(new RegExp(`^PORT: ${port} is already in use`));
      expect(result.stdout).not.toContain('listening');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('in production, every invalid variable is reported at once', async () => {
    const result = await failedBoot({ NODE_ENV: 'production', PORT: 'eighty', STORE_RATING: '9' });
    expect(result.code).toBe(78);
    for (const variable of ['PORT', 'STORE_RATING', 'SESSION_SECRET', 'SMTP_URL', 'LEDGER_SIGNING_KEY']) {
      expect(result.stderr).toMatch(new RegExp(`^\\s*${variable}: `, 'm'));
    }
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
