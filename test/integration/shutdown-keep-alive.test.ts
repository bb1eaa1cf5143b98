/**
 * SIGTERM under keep-alive load, on the real server process (server/main.ts): /readyz says 503 at
 * once so the load balancer stops sending, a slow search in flight still gets its page, the
 * keep-alive sockets are told `Connection: close` and closed, and the process exits 0 well
 * within Docker's 10 s stop timeout.
 */
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

interface Answer {
  agent?: number;
  status: number;
  connection: string | undefined;
  body: string;
}

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('SIGTERM under keep-alive load', () => {
  let server: ServerProcess | undefined;
  let searxng: FakeSearxng | undefined;
  afterEach(async () => {
    await server?.stop();
    await searxng?.close();
  });

  it('answers 503 on /readyz at once, finishes in-flight requests, closes keep-alive sockets, exits 0', {
    timeout: 30_000,
  }, async () => {
    searxng = await startFakeSearxng();
    server = startServerProcess({
      PORT: '0',
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'karma-sigterm-')),
      SEARCH_PROVIDER: 'searxng',
      SEARXNG_URL: searxng.url,
      SEARCH_TIMEOUT_MS: '5000',
    });
    const port = await server.listening;
    const agents = [0, 1, 2].map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    // Warm up: each agent holds one open keep-alive socket.
    for (const agent of agents) expect((await get(agent, port, '/healthz')).status).toBe(200);

    searxng.setMode('slow', { delayMs: 1500 });
    const slow = get(new http.Agent({ keepAlive: true }), port, '/search?q=slow+biodiversity');
    let loading = true;
    const answers: Answer[] = [];
    const errors: string[] = [];
    const loops = agents.map(async (agent) => {
      while (loading) {
        try {
          answers.push({ ...(await get(agent, port, '/healthz')), agent: agents.indexOf(agent) });
        } catch (error) {
          // A new connection refused once the server stopped listening: expected, the loop ends.
          errors.push((error as NodeJS.ErrnoException).code ?? String(error));
          return;
        }
      }
    });
    // A load balancer's probe on its open connection, caught mid-request by the signal.
    const probe = connect(port, '127.0.0.1');
    await once(probe, 'connect');
    probe.write('GET /readyz HTTP/1.1\r\nHost: karma.test\r\n');
    let probeAnswer = '';
    probe.setEncoding('utf8').on('data', (c) => {
      probeAnswer += c;
    });
    const probeClosed = once(probe, 'close');
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    while (!server.stdout().includes('"msg":"signal received"')) await new Promise((r) => setTimeout(r, 10));
    probe.write('\r\n');
    await probeClosed;
    expect(probeAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(probeAnswer).toMatch(/\r\nConnection: close\r\n/i);
    expect(probeAnswer).toContain('"status":"stopping"');
    expect(Date.now() - signalled).toBeLessThan(1000);

    const inflight = await slow;
    expect(inflight.status).toBe(200);
    expect(inflight.body).toContain('slow biodiversity');
    loading = false;
    await Promise.all(loops);
    // Each keep-alive socket's last answer said `Connection: close`, and the server closed it: the
    // next request needed a new connection, refused. No request died on a reused socket (ECONNRESET).
    for (const index of [0, 1, 2]) {
      expect(answers.filter((a) => a.agent === index).at(-1)?.connection).toBe('close');
    }
    expect(errors).toEqual(['ECONNREFUSED', 'ECONNREFUSED', 'ECONNREFUSED']);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(3);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8000);
    for (const agent of agents) {
      // The server closed them: nothing is left to reuse.
      expect(Object.values(agent.freeSockets).flat()).toHaveLength(0);
      agent.destroy();
    }
  });
});
