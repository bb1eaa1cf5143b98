/**
 * The signed monthly statements (server/ledger/statement-service.ts) as served, on SQLite and
 * PostgreSQL: after billed clicks, a closed month's statement verifies against the served key by
 * an independent implementation (python3's json for the canonical form, OpenSSL 3's CLI for the
 * Ed25519 signature), equals transparency.json, is stored once and served as the same bytes for
 * ever (by another replica too); the running month's is provisional. Bad months are 404s; the
 * verifier script passes on the site and fails on a copy with one amount changed; nothing signed
 * or logged holds the query, the address or the user agent.
 */
import { execFile, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../server/ledger/canonical-json.ts';
import type { Association } from '../../server/shared/account-settings.ts';
import { runLedgerCli } from '../../server/sponsors/ledger-cli.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { sponsoredLink } from '../helpers/sponsored.ts';

const run = promisify(execFile);
const NOW = new Date('2026-12-02T10:00:00Z');
const CANARY_QUERY = 'zebracanaryquery';
const CANARY_AGENT = 'CanaryAgent/7.7 (statement-test)';
const hasTools = ['python3', 'openssl'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0 || spawnSync(tool, ['version']).status === 0,
);

/** Canonical form with python3's json, the signature checked by `openssl pkeyutl -verify -rawin`. */
const PYTHON_CHECK = `
import base64, json, subprocess, sys, os
statement = json.loads(open(sys.argv[1]).read())
key = json.loads(open(sys.argv[2]).read())
d = sys.argv[3]
b64 = lambda s: base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))
signature = b64(statement.pop('signature'))
message = json.dumps(statement, sort_keys=True, separators=(',', ':'), ensure_ascii=False).encode()
der = bytes.fromhex('302a300506032b6570032100') + b64(key['x'])
pem = '-----BEGIN PUBLIC KEY-----\\n' + base64.b64encode(der).decode() + '\\n-----END PUBLIC KEY-----\\n'
for name, data in (('pub.pem', pem.encode()), ('msg.bin', message), ('sig.bin', signature)):
    open(os.path.join(d, name), 'wb').write(data)
r = subprocess.run(['openssl', 'pkeyutl', '-verify', '-pubin', '-inkey', os.path.join(d, 'pub.pem'), '-rawin',
                    '-in', os.path.join(d, 'msg.bin'), '-sigfile', os.path.join(d, 'sig.bin')], capture_output=True, text=True)
print(r.stdout.strip() or r.stderr.strip())
sys.exit(r.returncode)
`;

describe.each(['sqlite', 'postgres'] as const)('signed monthly statements (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    dir = mkdtempSync(join(tmpdir(), 'karma-statements-'));
    const sponsors = database.stores.sponsors;
    await sponsors.upsertLinks([sponsoredLink('otter', { cpc: 40 }), sponsoredLink('lynx', { cpc: 10 })], NOW);
    const bill = (linkId: string, associations: Association[], day: string) =>
      sponsors.billClick({ linkId, associations, day, revenueShare: 0.5 });
    expect(await bill('otter', ['L214'], '2026-11-03')).toBe('billed');
    expect(await bill('lynx', ['ASPAS', 'NAAT', 'L214'], '2026-11-20')).toBe('billed');
    expect(await bill('otter', ['HSUK'], '2026-12-01')).toBe('billed');
    await sponsors.countSearches('2026-11-03', ['L214', 'HSUK']);
    await sponsors.countSearches('2026-11-04', ['L214', 'HSUK']);
    t = buildTestApp(database.env, { now: () => NOW });
    // A real search with a canary query and user agent: none of it may reach a statement or a log.
    await request(t.app)
      .get(`/search?q=${CANARY_QUERY}`)
      .set('User-Agent', CANARY_AGENT)
      .set('Cookie', 'karma_associations=L214.HSUK');
    await database.stores.ledger.payouts();
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string) => request(t.app).get(path);

  it('serves the public key as an RFC 8037 JWK', async () => {
    const res = await get('/partners/transparency/key').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['crv', 'kid', 'kty', 'x']);
    expect(res.body).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(Buffer.from(res.body.x, 'base64url')).toHaveLength(32);
  });

  it('lists the months: the closed one final, the running one provisional, each with its hash', async () => {
    const { statements } = (await get('/partners/transparency/statements.json').expect(200)).body;
    expect(statements.map((s: { month: string; final: boolean }) => [s.month, s.final])).toEqual([
      ['2026-11', true],
      ['2026-12', false],
    ]);
    for (const s of statements) {
      const text = (await get(s.url).expect(200)).text;
      expect(sha256Hex(text)).toBe(s.sha256);
    }
  });

  it('signs a closed month that an independent implementation verifies, with the figures of transparency.json', async () => {
    const res = await get('/partners/transparency/statements/2026-11.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const statement = JSON.parse(res.text);
    expect(statement).toMatchObject({
      version: 1,
      month: '2026-11',
      currency: 'EUR',
      revenueShare: { ppm: 500000 },
      final: true,
      events: 2,
      previous: null,
      totals: { searches: 2, gross: 50, redistributed: 23, paid: 0 },
    });
    expect(statement.associations.find((a: { id: string }) => a.id === 'L214')).toEqual({
      id: 'L214',
      clicks: 2,
      searches: 2,
      gross: 43,
      redistributed: 21,
      paid: 0,
    });
    const events = await database.stores.db
      .selectFrom('ledger_events')
      .select(['seq', 'hash'])
      .orderBy('seq')
      .execute();
    expect(statement.chainHead).toBe(events[1]?.hash);
    const json = (await get('/partners/transparency.json').expect(200)).body;
    const november = json.months.find((m: { month: string }) => m.month === '2026-11');
    expect(november.searches).toBe(statement.totals.searches);
    for (const a of november.associations) {
      const { paid: _paid, ...line } = statement.associations.find((l: { id: string }) => l.id === a.id);
      expect(line).toEqual(a);
    }
    if (!hasTools) return;
    const key = (await get('/partners/transparency/key').expect(200)).text;
    writeFileSync(join(dir, 'statement.json'), res.text);
    writeFileSync(join(dir, 'key.json'), key);
    writeFileSync(join(dir, 'check.py'), PYTHON_CHECK);
    const checked = await run('python3', [
      join(dir, 'check.py'),
      join(dir, 'statement.json'),
      join(dir, 'key.json'),
      dir,
    ]);
    expect(checked.stdout).toMatch(/Signature Verified Successfully/);
    const forged = JSON.stringify({ ...statement, totals: { ...statement.totals, gross: 51 } });
    writeFileSync(join(dir, 'statement.json'), forged);
    await expect(
      run('python3', [join(dir, 'check.py'), join(dir, 'statement.json'), join(dir, 'key.json'), dir]),
    ).rejects.toMatchObject({ code: 1 });
  });

  it.each([
    '/partners/transparency/statements/2026-13.json',
    '/partners/transparency/statements/november.json',
    '/partners/transparency/statements/2026-11',
    '/partners/transparency/statements/2025-01.json',
    '/partners/transparency/statements/2027-01.json',
  ])('answers 404 for %s', async (path) => {
    const res = await get(path).expect(404);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('offers the figures as CSV and the links to check them, on the page', async () => {
    const csv = await get('/partners/transparency.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\n')[0]).toBe(
      'month,currency,share_ppm,association,clicks,searches,gross,redistributed,paid',
    );
    expect(csv.text).toContain('2026-11,EUR,500000,TOTAL,,2,50,23,0');
    const page = (await get('/partners/transparency').expect(200)).text;
    for (const href of [
      '/partners/transparency/key',
      '/partners/transparency/statements.json',
      '/partners/transparency/verify-statements.mjs',
      '/partners/transparency/statements/2026-11.json',
    ]) {
      expect(page).toContain(`href="${href}"`);
    }
    const list = (await get('/partners/transparency/statements.json')).body.statements;
    expect(page).toContain(list[0].sha256);
    const verifier = await get('/partners/transparency/verify-statements.mjs').expect(200);
    expect(verifier.text).toContain("Node's built-ins only");
  });

  it('runs the verifier: it passes on the site and fails on a copy with one amount changed', {
    timeout: 30_000,
  }, async () => {
    const port = await t.listen();
    const base = `http://127.0.0.1:${port}`;
    const ok = await run('node', ['scripts/verify-statements.mjs', base]);
    expect(ok.stdout).toMatch(/statement\(s\) verified/);
    const copy: Record<string, string> = {};
    for (const path of [
      '/partners/transparency/key',
      '/partners/transparency/statements.json',
      '/partners/transparency.json',
    ]) {
      copy[path] = await (await fetch(`${base}${path}`)).text();
    }
    for (const month of ['2026-11', '2026-12']) {
      const path = `/partners/transparency/statements/${month}.json`;
      copy[path] = await (await fetch(`${base}${path}`)).text();
    }
    copy['/partners/transparency/statements/2026-11.json'] = (
      copy['/partners/transparency/statements/2026-11.json'] ?? ''
    ).replace('"gross":43', '"gross":44');
    const server: Server = createServer((req, res) => {
      const body = copy[req.url ?? ''];
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(body ?? '{}');
    });
    server.listen(0);
    try {
      const copyBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const failed = await run('node', ['scripts/verify-statements.mjs', copyBase]).catch((error) => error);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/statement 2026-11: the signature does not verify/);
    } finally {
      server.close();
    }
  });

  it('lets `npm run ledger -- verify` check the stored statements against the events', async () => {
    const verify = async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runLedgerCli(['verify'], {
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        env: database.env,
        now: () => NOW,
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    expect(await verify()).toMatchObject({ code: 0, out: expect.stringMatching(/, 3 events, 1 statements$/) });
    const db = database.stores.db;
    const stored = await database.stores.ledger.statement('2026-11');
    const body = stored?.body ?? '';
    await db
      .updateTable('ledger_statements')
      .set({ body: body.replace('"events":2', '"events":3') })
      .execute();
    expect(await verify()).toMatchObject({
      code: 1,
      err: 'ledger mismatch: ledger_statements 2026-11: the signature does not verify',
    });
    await db.updateTable('ledger_statements').set({ body }).execute();
    expect((await verify()).code).toBe(0);
  });

  it('issues a closed month once: the same bytes later, from another replica, after a late click', async () => {
    const first = (await get('/partners/transparency/statements/2026-11.json').expect(200)).text;
    expect(first).toBe((await get('/partners/transparency/statements/2026-11.json')).text);
    await database.stores.sponsors.billClick({
      linkId: 'otter',
      associations: ['RWLD'],
      day: '2026-11-30',
      revenueShare: 0.5,
    });
    const replica = buildTestApp(database.env, { now: () => new Date('2027-01-15T00:00:00Z') });
    try {
      const again = await request(replica.app).get('/partners/transparency/statements/2026-11.json').expect(200);
      expect(again.text).toBe(first);
      expect(again.headers['cache-control']).toBe('public, max-age=86400');
      const december = JSON.parse(
        (await request(replica.app).get('/partners/transparency/statements/2026-12.json')).text,
      );
      expect(december).toMatchObject({ final: true, previous: sha256Hex(first) });
    } finally {
      await replica.close();
    }
    expect((await database.stores.ledger.statements()).map((s) => s.month)).toEqual(['2026-11', '2026-12']);
  });

  it('keeps the running month provisional, chained to the month before, re-signed only when it changes', async () => {
    const fresh = buildTestApp(database.env, { now: () => NOW });
    try {
      const a = await request(fresh.app).get('/partners/transparency/statements/2026-12.json').expect(200);
      const b = await request(fresh.app).get('/partners/transparency/statements/2026-12.json').expect(200);
      expect(b.text).toBe(a.text);
      expect(a.headers['cache-control']).toBe('public, max-age=30');
      const december = JSON.parse(a.text);
      expect(december).toMatchObject({ final: false, events: 1 });
      const november = (await request(fresh.app).get('/partners/transparency/statements/2026-11.json')).text;
      expect(december.previous).toBe(sha256Hex(november));
    } finally {
      await fresh.close();
    }
  });

  it('holds no query, address, user agent or account in any event, statement or log', async () => {
    const events = await database.stores.db.selectFrom('ledger_events').select('body').execute();
    const statements = await database.stores.ledger.statements();
    const published = [
      ...events.map((e) => e.body),
      ...statements.map((s) => s.body),
      (await get('/partners/transparency/statements/2026-12.json')).text,
      t.logs.join('\n'),
    ].join('\n');
    for (const secret of [CANARY_QUERY, CANARY_AGENT, '127.0.0.1', '::ffff', 'CanaryAgent']) {
      expect(published).not.toContain(secret);
    }
    for (const event of events) {
      expect(Object.keys(JSON.parse(event.body)).sort()).toEqual(expect.arrayContaining(['hour', 'kind', 'seq', 'v']));
      expect(event.body).not.toMatch(/"(ip|address|agent|userAgent|query|account|session)"/i);
    }
  });

  it('lists every key with the months it signed once the key was rotated', async () => {
    const rotated = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const later = buildTestApp(
      { ...database.env, LEDGER_SIGNING_KEY: rotated },
      { now: () => new Date('2027-02-15T00:00:00Z') },
    );
    try {
      // The new key signs the months not yet final in the database: January 2027, say.
      const list = (await request(later.app).get('/partners/transparency/statements.json').expect(200)).body;
      for (const { url } of list.statements as { url: string }[]) await request(later.app).get(url).expect(200);
      const { keys } = (await request(later.app).get('/partners/transparency/key').expect(200)).body as {
        keys: { kid: string; x: string; months: string[] }[];
      };
      expect(keys.length).toBeGreaterThanOrEqual(2);
      const signedBy = new Map<string, string>();
      for (const { url } of list.statements as { url: string }[]) {
        const statement = JSON.parse((await request(later.app).get(url)).text) as { month: string; kid: string };
        signedBy.set(statement.month, statement.kid);
      }
      // Each month is listed under the key that signed it, and only there.
      for (const [month, kid] of signedBy) {
        expect(keys.filter((key) => key.months.includes(month)).map((key) => key.kid)).toEqual([kid]);
      }
      expect(new Set(signedBy.values()).size).toBeGreaterThanOrEqual(2);
    } finally {
      await later.close();
    }
  });
});
