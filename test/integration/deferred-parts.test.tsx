/**
 * Deferred parts (server/render/render-page.tsx): parts that are ready together go out in one
 * write, in page order, with the shell when they are ready as the headers leave; a part that fails (its data rejects, or its component throws) is left
 * out without taking the others or the rest of the page down; a slow part does not hold back
 * the ones before it.
 */
import { once } from 'node:events';
import http from 'node:http';
import { connect } from 'node:net';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Deferred } from '../../server/render/render-page.tsx';
import { pageRoutes as routes } from '../../server/routes/route-table.tsx';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let port: number;
let releaseSlow: (() => void) | undefined;

function Broken(): never {
  throw new Error('component failed');
}

beforeAll(async () => {
  const page = (id: string, deferred: (() => Promise<ReactNode>)[]) => ({
    id,
    path: `/${id}`,
    prefixable: false,
    layout: 'default' as const,
    titleKey: 'site.name',
    view: () => ({
      body: (
        <main>
          <Deferred />
          <p>page end</p>
        </main>
      ),
      deferred,
    }),
  });
  t = buildTestApp(
    {},
    {
      routes: [
        ...routes,
        page('parts', [
          async () => <p>part one</p>,
          async () => {
            throw new Error('lookup failed');
          },
          async () => <Broken />,
          async () => <p>part four</p>,
        ]),
        page('slow-parts', [
          async () => <p>fast part</p>,
          () => new Promise((resolve) => (releaseSlow = () => resolve(<p>slow part</p>))),
        ]),
      ],
    },
  );
  port = await t.listen();
});
afterAll(() => t.close());

/** The response's body chunks as they arrive (no compression). */
function chunks(path: string): Promise<{ parts: string[]; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path, headers: { 'accept-encoding': 'identity' } }, (res) => {
        const parts: string[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => parts.push(chunk));
        resolve({ parts, ended: once(res, 'end').then(() => undefined) });
      })
      .on('error', reject);
  });
}

/** How many writes made the response's body: its HTTP chunks, read off the socket. */
async function writesOf(path: string): Promise<number> {
  const socket = connect(port, '127.0.0.1');
  socket.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
  const received: Buffer[] = [];
  for await (const data of socket) received.push(data as Buffer);
  const raw = Buffer.concat(received).toString('latin1');
  let at = raw.indexOf('\r\n\r\n') + 4;
  let writes = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.slice(at, lineEnd), 16);
    if (!(size > 0)) return writes;
    writes++;
    at = lineEnd + 2 + size + 2;
  }
}

describe('deferred parts', () => {
  it('leave out only the parts that fail, in page order, ready ones in one write', async () => {
    const { parts, ended } = await chunks('/parts');
    await ended;
    const html = parts.join('');
    expect(html).toMatch(/part one<\/p><p>part four<\/p>.*page end/s);
    expect(html).not.toContain('component failed');
    // Both good parts were ready together: they came in the same chunk.
    expect(parts.some((chunk) => chunk.includes('part one') && chunk.includes('part four'))).toBe(true);
  });

  it('go out with the shell, in one write, when they are ready as the headers leave', async () => {
    expect(await writesOf('/parts')).toBe(1);
  });

  it('send a ready part before a slow one arrives', async () => {
    releaseSlow = undefined;
    const { parts, ended } = await chunks('/slow-parts');
    await expect.poll(() => parts.join(''), { timeout: 3000 }).toContain('fast part');
    expect(parts.join('')).not.toContain('slow part');
    expect(parts.join('')).not.toContain('page end');
    // Narrowed to undefined above; the request has set it since.
    (releaseSlow as (() => void) | undefined)?.();
    await ended;
    expect(parts.join('')).toMatch(/fast part.*slow part.*page end/s);
  });
});
