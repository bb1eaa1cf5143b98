import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { shutdownGracefully } from '../../server/lifecycle.ts';
import { createLogger } from '../../server/logger.ts';

const silent = createLogger('silent', new Writable({ write: (_c, _e, cb) => cb() }));

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new connections, then closes the stores', async () => {
    const app = express();
    app.get('/slow', (_req, res) => setTimeout(() => res.send('finished'), 300));
    const server = app.listen(0);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const events: string[] = [];

    const inflight = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const stopped = shutdownGracefully(server, async () => void events.push('stores closed'), silent, 5000).then(() =>
      events.push('stopped'),
    );
    await new Promise((r) => setTimeout(r, 20));
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
    expect(await inflight).toBe('finished');
    await stopped;
    expect(events).toEqual(['stores closed', 'stopped']);
  });

  it('cuts requests that outlive the grace period', async () => {
    const app = express();
    app.get('/hang', () => {});
    const server = app.listen(0);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const hanging = new Promise<string>((resolve) => {
      http.get({ port, path: '/hang' }).on('error', (e) => resolve(e.message));
    });
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await shutdownGracefully(server, async () => {}, silent, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
  });
});

function startMain(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/main.js'], {
    env: { PATH: process.env.PATH ?? '', SEARCH_PROVIDER: 'local', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function output(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c) => {
    stdout += c;
  });
  child.stderr?.on('data', (c) => {
    stderr += c;
  });
  const [code] = await once(child, 'exit');
  return { code, stdout, stderr };
}

describe('server/main (built)', () => {
  it('a bad variable stops boot with a message naming it', async () => {
    const result = await output(startMain({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'karma-main-')) }));
    expect(result.code).toBe(78);
    expect(result.stderr).toMatch(/PORT: /);
  });

  it('production without SESSION_SECRET refuses to start', async () => {
    const result = await output(
      startMain({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'karma-main-')) }),
    );
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('SESSION_SECRET: required when NODE_ENV=production');
  });

  it('listens, serves pages, searches in worker threads, and exits cleanly on SIGTERM', async () => {
    // Two workers whatever the machine's cores: the bundle's dist/search-worker.js answers.
    const child = startMain({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'karma-main-')), SEARCH_WORKERS: '2' });
    const done = output(child);
    let port = 0;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /"port":(\d+)/.exec(chunk.toString());
        if (match) {
          port = Number(match[1]);
          resolve();
        }
      });
      child.on('exit', () => reject(new Error('exited early')));
    });
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/fr`);
    expect(await home.text()).toContain('<html lang="fr"');
    // An empty data dir gets a starter index built from the site's own content.
    const results = await (await fetch(`http://127.0.0.1:${port}/search?q=biodiversity&t=web`)).text();
    expect(results).toMatch(/class="result__title"[^>]*>[^<]*biodiversity/i);
    child.kill('SIGTERM');
    const result = await done;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"msg":"stopped"');
  });
});
