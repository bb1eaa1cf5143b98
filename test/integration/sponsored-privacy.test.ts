/**
 * The privacy promise, through the app: after searches, autosuggestions and
 * sponsored clicks carrying canary strings (in the query, the user agent and the client address),
 * anonymous and logged in, no table holds any canary, and the tables of the sponsored loop hold
 * no account id either; on SQLite, neither do the database files (WAL included) nor the logs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHashOf } from '../../server/accounts/email.ts';
import { newSessionId } from '../../server/accounts/secrets.ts';
import { storesSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { sponsoredItems, sponsoredLink } from '../helpers/sponsored.ts';

const QUERY_CANARY = 'zebracanary7f3a';
const AGENT_CANARY = 'AgentCanary9b1c';
const ADDRESS_CANARY = '203.0.113.77';
const CANARIES = [QUERY_CANARY, AGENT_CANARY, ADDRESS_CANARY];
const SPONSOR_TABLES = ['sponsored_links', 'sponsored_spend', 'ledger_entries', 'search_counts'];
const UA = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${AGENT_CANARY}`;

const provider = scriptedProvider((q) => answer([webResult(`About ${q.text}`)]), {
  ...FULL_CAPABILITIES,
  cheapLookups: true,
});

describe.each(['sqlite', 'postgres'] as const)('no trace of a visitor in the sponsored loop (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  let batcher: ReturnType<typeof storesSearchCountBatcher>;
  let accountId = '';
  let sessionCookie = '';

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    batcher = storesSearchCountBatcher(database.stores, { logger: { warn: () => {} }, now: () => clock });
    t = buildTestApp(database.env, { now: () => clock, searchProvider: provider, searchCounts: batcher });
    await database.stores.sponsors.upsertLinks([sponsoredLink('otter', { keywords: ['kayak'] })], clock);
    const email = 'canary.reader@example.org';
    const account = await database.stores.accounts.findOrCreateAccount(email, emailHashOf(email), clock);
    accountId = account.id;
    const { id, idHash } = newSessionId();
    await database.stores.accounts.createSession({
      idHash,
      accountId,
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
    sessionCookie = `karma_session=${id}`;
  });
  afterAll(async () => {
    await batcher.stop();
    await t.close();
    await database.close();
  });

  async function searchAndClick(cookie: string, n: number): Promise<void> {
    clock = new Date(clock.getTime() + 60_000);
    const q = `kayak ${QUERY_CANARY}${n}`;
    const page = await request(t.app)
      .get(`/search?q=${encodeURIComponent(q)}`)
      .set('User-Agent', UA)
      .set('X-Forwarded-For', ADDRESS_CANARY)
      .set('Cookie', cookie)
      .expect(200);
    await request(t.app)
      .get(`/search/autosuggest?q=${QUERY_CANARY}&lang=en&country=GB`)
      .set('User-Agent', UA)
      .set('X-Forwarded-For', ADDRESS_CANARY);
    const [item] = sponsoredItems(page.text);
    expect(item, 'a sponsored link on the page').toBeDefined();
    const click = await request(t.app)
      .get(item?.href ?? '/')
      .set('User-Agent', UA)
      .set('X-Forwarded-For', ADDRESS_CANARY)
      .set('Cookie', cookie);
    expect(click.status).toBe(302);
  }

  async function tableDump(): Promise<Record<string, string>> {
    const names =
      kind === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(database.stores.db))
            .rows
        : (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              database.stores.db,
            )
          ).rows;
    const dump: Record<string, string> = {};
    for (const { name } of names) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(database.stores.db);
      dump[name] = JSON.stringify(rows.rows);
    }
    return dump;
  }

  it('leaves no query, user agent or address in any table, nor an account id in the ledger', async () => {
    for (let n = 0; n < 3; n++) await searchAndClick('karma_associations=L214.ASPAS', n);
    for (let n = 3; n < 6; n++) await searchAndClick(sessionCookie, n);
    await batcher.flush();

    const dump = await tableDump();
    const ledger = JSON.parse(dump.ledger_entries ?? '[]') as { clicks: number }[];
    expect(
      ledger.reduce((sum, row) => sum + Number(row.clicks), 0),
      'the clicks were billed',
    ).toBeGreaterThan(0);
    expect(dump.search_counts, 'the searches were counted').toContain('L214');
    // The dump reads every table's rows: the account's own table does hold its address.
    expect(dump.accounts).toContain('canary.reader@example.org');
    for (const [table, rows] of Object.entries(dump)) {
      for (const canary of CANARIES) expect(rows, `${canary} in ${table}`).not.toContain(canary);
    }
    for (const table of SPONSOR_TABLES) expect(dump[table], `account id in ${table}`).not.toContain(accountId);
    const logs = t.logs.join('\n');
    for (const canary of [...CANARIES, accountId]) expect(logs).not.toContain(canary);
    if (kind === 'sqlite') {
      const dir = database.config.dataDir;
      for (const file of readdirSync(dir).filter((f) => f.startsWith('karma.sqlite'))) {
        const bytes = readFileSync(join(dir, file)).toString('latin1');
        for (const canary of CANARIES) expect(bytes, `${canary} in ${file}`).not.toContain(canary);
      }
    }
  });
});
