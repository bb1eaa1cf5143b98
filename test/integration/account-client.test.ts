import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAccount, NotLoggedInError, updateAccount } from '../../client/lib/account-api.ts';

/** A local server answering like the account API does, including broken answers. */
let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.get('/ok/account', (_req, res) =>
    res.json({
      email: 'a@example.org',
      settings: {},
      counter: 7,
      serviceProvider: null,
      lastSeenNotificationDatetime: null,
    }),
  );
  app.get('/anon/account', (_req, res) => res.status(401).json({ error: 'Not logged in' }));
  app.get('/empty/account', (_req, res) => res.json({}));
  app.get('/garbage/account', (_req, res) => res.type('json').send('{not json'));
  app.post('/broken/account/update', (_req, res) => res.status(503).json({ error: 'Settings update failed' }));
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('account API client', () => {
  it('reads the account', async () => {
    expect((await fetchAccount(`${base}/ok`)).counter).toBe(7);
  });
  it("says 'not logged in' on 401", async () => {
    await expect(fetchAccount(`${base}/anon`)).rejects.toBeInstanceOf(NotLoggedInError);
  });
  it("raises 'Missing user data' when no data comes back", async () => {
    await expect(fetchAccount(`${base}/empty`)).rejects.toThrow('Missing user data');
    await expect(fetchAccount(`${base}/garbage`)).rejects.toThrow('Missing user data');
  });
  it("raises 'Settings update failed' when the update fails", async () => {
    await expect(updateAccount(`${base}/broken`, { safeSearch: 'off' })).rejects.toThrow('Settings update failed');
  });
});
