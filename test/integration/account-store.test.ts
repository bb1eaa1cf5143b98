/**
 * The account store against both engines it runs on: one suite, each test on a fresh SQLite
 * file and on a fresh PostgreSQL schema (test/helpers/databases.ts).
 */
import { createHash } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountStore, LoginTokenInput } from '../../server/accounts/account-model.ts';
import {
  AccountNotFoundError,
  EmailConflictError,
  InvalidCounterAmountError,
  InvalidSettingsError,
} from '../../server/accounts/store.ts';
import type { Database, StoreKind } from '../../server/db/schema.ts';
import { MigrationError, migrateToLatest } from '../../server/migrations/migrate.ts';
import { migrationProvider } from '../../server/migrations/migration-provider.ts';
import { DEFAULT_SETTINGS } from '../../server/shared/account-settings.ts';
import { openStores } from '../../server/stores.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const T0 = new Date('2030-01-02T03:04:05.678Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function loginToken(email: string, name: string, overrides: Partial<LoginTokenInput> = {}): LoginTokenInput {
  return {
    tokenHash: sha256(`token ${name}`),
    codeHash: sha256(`code ${name}`),
    email,
    emailHash: sha256(email),
    locale: 'fr',
    createdAt: T0,
    expiresAt: at(15 * MINUTE),
    ...overrides,
  };
}

async function columnNames(db: Kysely<Database>, kind: StoreKind): Promise<Map<string, string[]>> {
  const columns = new Map<string, string[]>();
  if (kind === 'sqlite') {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    for (const { name } of tables.rows) {
      const info = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      columns.set(
        name,
        info.rows.map((row) => row.name),
      );
    }
  } else {
    const info = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const row of info.rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  }
  return columns;
}

async function dropEverything(db: Kysely<Database>): Promise<void> {
  for (const table of [
    'search_totals',
    'ledger_keys',
    'ledger_statements',
    'ledger_chain_head',
    'ledger_events',
    'search_counts',
    'ledger_entries',
    'sponsored_spend',
    'sponsored_links',
    'notifications',
    'sessions',
    'login_code_attempts',
    'login_tokens',
    'account_settings',
    'accounts',
    'kysely_migration',
    'kysely_migration_lock',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}

describe.each(['sqlite', 'postgres'] as const)('account store on %s', (kind) => {
  let database: TestDatabase;
  let store: AccountStore;
  let db: Kysely<Database>;
  beforeEach(async () => {
    database = await TEST_DATABASES[kind]();
    store = database.stores.accounts;
    db = database.stores.db;
  });
  afterEach(() => database.close());

  describe('migrations', () => {
    it('run once: running them again changes nothing', async () => {
      const before = await columnNames(db, kind);
      await store.migrate();
      await store.migrate();
      const history = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(history.rows.map((row) => row.name)).toEqual(Object.keys(await migrationProvider.getMigrations()));
      expect(await columnNames(db, kind)).toEqual(before);
    });

    it('two processes starting together on an empty database both boot, and serve at once', async () => {
      await dropEverything(db);
      const first = openStores(database.config);
      const second = openStores(database.config);
      try {
        // No ping first: the store methods wait for the boot migrations themselves.
        const [account] = await Promise.all([
          first.accounts.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0),
          second.ping(),
        ]);
        expect(await second.accounts.getAccount(account.id)).toEqual(account);
        const history = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
        expect(history.rows).toHaveLength(Object.keys(await migrationProvider.getMigrations()).length);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('leave the schema as it was when one fails', async () => {
      const broken: Migration = {
        async up(migrating: Kysely<unknown>) {
          await migrating.schema.createTable('half_done').addColumn('id', 'text').execute();
          throw new Error('boom');
        },
      };
      // Named to sort after every real migration: Kysely refuses a new one before those that ran.
      const provider = {
        getMigrations: async () => ({ ...(await migrationProvider.getMigrations()), '9999_broken': broken }),
      };
      const failure = migrateToLatest(db, kind, provider);
      await expect(failure).rejects.toThrow(MigrationError);
      await expect(failure).rejects.toMatchObject({ migrationName: '9999_broken' });
      expect((await columnNames(db, kind)).has('half_done')).toBe(false);
      const history = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(history.rows.map((row) => row.name)).toEqual(Object.keys(await migrationProvider.getMigrations()));
    });

    it('create the four tables, and no column that could hold a query or a URL', async () => {
      const columns = await columnNames(db, kind);
      for (const table of ['accounts', 'account_settings', 'login_tokens', 'sessions'])
        expect(columns.has(table)).toBe(true);
      expect(columns.get('accounts')).toEqual(
        expect.arrayContaining(['id', 'email', 'email_hash', 'counter', 'created_at', 'last_seen_notification_at']),
      );
      // The notifications' links are written by the operator who publishes them (their image and
      // where they lead), never a URL a visitor typed or visited: the only allowed exceptions.
      const publisherLinks = [
        'notifications.thumbnail_url',
        'notifications.image_url',
        'notifications.destination_url',
        // Sponsored links are operators' content too (their own display and target URLs); their
        // spend and the searches supported are aggregate counters (server/sponsors/).
        'sponsored_links',
        ...['id', 'advertiser', 'title', 'display_url', 'target_url', 'description', 'updated_at'].map(
          (column) => `sponsored_links.${column}`,
        ),
        ...['keywords_json', 'phrases_json', 'languages_json', 'regions_json', 'cpc', 'currency'].map(
          (column) => `sponsored_links.${column}`,
        ),
        ...['daily_budget', 'start_day', 'end_day', 'paused'].map((column) => `sponsored_links.${column}`),
        'sponsored_spend',
        'sponsored_spend.link_id',
        'search_counts',
        ...['day', 'association', 'searches', 'updated_at'].map((column) => `search_counts.${column}`),
        // The ledger's events name the sponsored link billed (operators' content), never a visitor;
        // the month's searches total is one aggregate counter per day.
        'ledger_events.link_id',
        'search_totals',
        ...['day', 'searches', 'updated_at'].map((column) => `search_totals.${column}`),
      ];
      const all = [...columns].flatMap(([table, names]) => [table, ...names.map((name) => `${table}.${name}`)]);
      expect(
        all.filter((name) => /query|url|search|link|history|visit/i.test(name) && !publisherLinks.includes(name)),
      ).toEqual([]);
    });
  });

  describe('login tokens', () => {
    it('are consumed once: a second consume, a concurrent one or an unknown token get nothing', async () => {
      await store.createLoginToken(loginToken('ana@example.org', 'a'));
      await store.createLoginToken(loginToken('ana@example.org', 'b'));
      const tokenA = sha256('token a');
      const tokenB = sha256('token b');
      expect(await store.consumeLoginToken(tokenA, at(MINUTE))).toEqual({ email: 'ana@example.org' });
      expect(await store.consumeLoginToken(tokenA, at(MINUTE))).toBeUndefined();
      const race = await Promise.all([
        store.consumeLoginToken(tokenB, at(MINUTE)),
        store.consumeLoginToken(tokenB, at(MINUTE)),
      ]);
      expect(race.filter(Boolean)).toEqual([{ email: 'ana@example.org' }]);
      expect(await store.consumeLoginToken(sha256('unknown'), at(MINUTE))).toBeUndefined();
    });

    it('expire at expiresAt: valid a millisecond before, refused at it', async () => {
      await store.createLoginToken(loginToken('ana@example.org', 'a', { expiresAt: at(MINUTE) }));
      await store.createLoginToken(loginToken('ana@example.org', 'b', { expiresAt: at(MINUTE) }));
      expect(await store.consumeLoginToken(sha256('token a'), at(MINUTE))).toBeUndefined();
      expect(await store.consumeLoginToken(sha256('token b'), at(MINUTE - 1))).toEqual({ email: 'ana@example.org' });
      expect(await store.consumeLoginCode(sha256('ana@example.org'), sha256('code a'), at(MINUTE))).toBeUndefined();
    });

    it('by code: the newest unexpired unused token of that e-mail with that code, once', async () => {
      const email = 'ana@example.org';
      const sameCode = sha256('code shared');
      await store.createLoginToken(loginToken(email, 'old', { codeHash: sameCode }));
      await store.createLoginToken(loginToken(email, 'new', { codeHash: sameCode, createdAt: at(1000) }));
      await store.createLoginToken(loginToken('bob@example.org', 'bob'));
      expect(await store.consumeLoginCode(sha256(email), sha256('code wrong'), at(MINUTE))).toBeUndefined();
      expect(await store.consumeLoginCode(sha256(email), sha256('code bob'), at(MINUTE))).toBeUndefined();
      expect(await store.consumeLoginCode(sha256(email), sameCode, at(MINUTE))).toEqual({ email });
      // The newest went; the older one with the same code is still there.
      expect(await store.consumeLoginToken(sha256('token new'), at(MINUTE))).toBeUndefined();
      expect(await store.consumeLoginToken(sha256('token old'), at(MINUTE))).toEqual({ email });
      expect(await store.consumeLoginCode(sha256(email), sameCode, at(MINUTE))).toBeUndefined();
    });

    it('by code: two concurrent consumes, one winner', async () => {
      await store.createLoginToken(loginToken('ana@example.org', 'a'));
      const consume = () => store.consumeLoginCode(sha256('ana@example.org'), sha256('code a'), at(MINUTE));
      const race = await Promise.all([consume(), consume(), consume()]);
      expect(race.filter(Boolean)).toHaveLength(1);
    });

    it('are counted per e-mail since a time', async () => {
      for (const [name, offset] of [
        ['a', 0],
        ['b', 10_000],
        ['c', 20_000],
      ] as const) {
        await store.createLoginToken(loginToken('ana@example.org', name, { createdAt: at(offset) }));
      }
      await store.createLoginToken(loginToken('bob@example.org', 'bob', { createdAt: at(10_000) }));
      expect(await store.countLoginTokens(sha256('ana@example.org'), at(10_000))).toBe(2);
      expect(await store.countLoginTokens(sha256('ana@example.org'), at(-1))).toBe(3);
      expect(await store.countLoginTokens(sha256('nobody@example.org'), at(-1))).toBe(0);
    });
  });

  describe('accounts', () => {
    it('are found or created: normalized e-mail, defaults, the same account every time', async () => {
      const created = await store.findOrCreateAccount(' Ana@Example.ORG ', sha256('ana@example.org'), T0);
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'ana@example.org',
        createdAt: T0,
        counter: 0,
        settings: DEFAULT_SETTINGS,
        lastSeenNotificationAt: null,
      });
      const again = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), at(DAY));
      expect(again).toEqual(created);
      expect(await store.getAccount(created.id)).toEqual(created);
      expect(await store.getAccount('00000000-0000-0000-0000-000000000000')).toBeUndefined();
    });

    it('start with the settings given at creation, which never overwrite an existing account', async () => {
      const device = { ...DEFAULT_SETTINGS, safeSearch: 'strict' as const, searchRegion: 'fr-FR' as const };
      const created = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0, device);
      expect(created.settings).toEqual(device);
      const other = { ...DEFAULT_SETTINGS, safeSearch: 'off' as const };
      const again = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), at(DAY), other);
      expect(again.settings).toEqual(device);
    });

    it('are created once under concurrency', async () => {
      const logins = Array.from({ length: 8 }, () =>
        store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0),
      );
      const accounts = await Promise.all(logins);
      expect(new Set(accounts.map((account) => account.id)).size).toBe(1);
      const rows = await db.selectFrom('accounts').select('id').execute();
      expect(rows).toHaveLength(1);
    });

    it('keep e-mails unique', async () => {
      const ana = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      await expect(store.findOrCreateAccount('ana@example.org', sha256('other'), T0)).rejects.toThrow(
        EmailConflictError,
      );
      const duplicate = { id: 'x', email: ana.email, email_hash: sha256('x'), created_at: T0.getTime() };
      await expect(db.insertInto('accounts').values(duplicate).execute()).rejects.toThrow();
    });

    it('count atomically and return the new value', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      expect(await store.addToCounter(id, 5)).toBe(5);
      const values = await Promise.all(Array.from({ length: 20 }, () => store.addToCounter(id, 1)));
      expect(new Set(values).size).toBe(20);
      expect(Math.max(...values)).toBe(25);
      expect(await store.addToCounter(id, 0)).toBe(25);
      expect((await store.getAccount(id))?.counter).toBe(25);
    });

    it('refuse counter amounts that are negative, fractional or above 1000, and unknown accounts', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      for (const amount of [-1, 1.5, 1001, Number.NaN]) {
        await expect(store.addToCounter(id, amount)).rejects.toThrow(InvalidCounterAmountError);
      }
      await expect(store.addToCounter('missing', 1)).rejects.toThrow(AccountNotFoundError);
      expect(await store.addToCounter(id, 1000)).toBe(1000);
    });

    it('remember when the notifications were last seen', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      await store.setLastSeenNotification(id, at(MINUTE + 7));
      expect((await store.getAccount(id))?.lastSeenNotificationAt).toEqual(at(MINUTE + 7));
    });
  });

  describe('settings', () => {
    it('merge an update into the stored settings', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      await store.updateSettings(id, { safeSearch: 'strict', associations: ['L214', 'ASPAS'] });
      const updated = await store.updateSettings(id, { colorMode: 'dark', locale: undefined });
      expect(updated.settings).toEqual({
        ...DEFAULT_SETTINGS,
        safeSearch: 'strict',
        associations: ['L214', 'ASPAS'],
        colorMode: 'dark',
      });
      expect((await store.getAccount(id))?.settings).toEqual(updated.settings);
    });

    it('keep both of two concurrent updates of different fields', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      await Promise.all([
        store.updateSettings(id, { safeSearch: 'off' }),
        store.updateSettings(id, { colorMode: 'light' }),
        store.updateSettings(id, { personalized: true }),
      ]);
      const { settings } = (await store.getAccount(id))!;
      expect(settings).toMatchObject({ safeSearch: 'off', colorMode: 'light', personalized: true });
    });

    it('refuse an invalid update with a typed error and change nothing', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      for (const update of [{ safeSearch: 'none' }, { associations: [] }, { typo: true }, null]) {
        await expect(store.updateSettings(id, update as never)).rejects.toThrow(InvalidSettingsError);
      }
      expect((await store.getAccount(id))?.settings).toEqual(DEFAULT_SETTINGS);
      await expect(store.updateSettings('missing', { safeSearch: 'off' })).rejects.toThrow(AccountNotFoundError);
    });

    it('tolerate a corrupt row: defaults for what is invalid, the rest kept, repaired by an update', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      const write = (json: string) =>
        db.updateTable('account_settings').set({ settings_json: json }).where('account_id', '=', id).execute();
      await write('{"safeSearch":"strict","locale":"xx","extra":1');
      expect((await store.getAccount(id))?.settings).toEqual(DEFAULT_SETTINGS);
      await write('{"safeSearch":"strict","locale":"xx","extra":1}');
      expect((await store.getAccount(id))?.settings).toEqual({ ...DEFAULT_SETTINGS, safeSearch: 'strict' });
      await write('[1,2]');
      expect((await store.getAccount(id))?.settings).toEqual(DEFAULT_SETTINGS);
      await write('{"locale":"xx"}');
      const repaired = await store.updateSettings(id, { locale: 'es' });
      expect(repaired.settings).toEqual({ ...DEFAULT_SETTINGS, locale: 'es' });
      await db.deleteFrom('account_settings').execute();
      expect((await store.getAccount(id))?.settings).toEqual(DEFAULT_SETTINGS);
      expect((await store.updateSettings(id, { colorMode: 'dark' })).settings.colorMode).toBe('dark');
    });
  });

  describe('sessions', () => {
    it('are found until they expire, and deleted', async () => {
      const { id } = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      await store.createSession({ idHash: sha256('s1'), accountId: id, createdAt: T0, expiresAt: at(DAY) });
      expect(await store.findSession(sha256('s1'), at(DAY - 1))).toEqual({ accountId: id });
      expect(await store.findSession(sha256('s1'), at(DAY))).toBeUndefined();
      expect(await store.findSession(sha256('unknown'), T0)).toBeUndefined();
      await store.deleteSession(sha256('s1'));
      expect(await store.findSession(sha256('s1'), T0)).toBeUndefined();
      await expect(
        store.createSession({ idHash: sha256('s2'), accountId: 'missing', createdAt: T0, expiresAt: at(DAY) }),
      ).rejects.toThrow();
    });
  });

  describe('deletion, export and purge', () => {
    /** Ana with settings, two sessions and two login mails; Bob with one of each. */
    async function twoAccounts() {
      const ana = await store.findOrCreateAccount('ana@example.org', sha256('ana@example.org'), T0);
      const bob = await store.findOrCreateAccount('bob@example.org', sha256('bob@example.org'), T0);
      await store.updateSettings(ana.id, { safeSearch: 'strict' });
      await store.addToCounter(ana.id, 3);
      for (const [name, account] of [
        ['ana1', ana],
        ['ana2', ana],
        ['bob1', bob],
      ] as const) {
        await store.createSession({
          idHash: sha256(`session ${name}`),
          accountId: account.id,
          createdAt: T0,
          expiresAt: at(DAY),
        });
        await store.createLoginToken(loginToken(account.email, name));
      }
      await store.consumeLoginToken(sha256('token ana1'), at(MINUTE));
      return { ana, bob };
    }

    it('delete an account with its settings, sessions and login tokens, and no one else’s', async () => {
      const { ana, bob } = await twoAccounts();
      await store.deleteAccount(ana.id);
      await store.deleteAccount(ana.id);
      expect(await store.getAccount(ana.id)).toBeUndefined();
      expect(await store.findSession(sha256('session ana1'), T0)).toBeUndefined();
      expect(await store.countLoginTokens(sha256('ana@example.org'), at(-1))).toBe(0);
      expect(await db.selectFrom('account_settings').select('account_id').execute()).toEqual([{ account_id: bob.id }]);
      expect(await store.findSession(sha256('session bob1'), T0)).toEqual({ accountId: bob.id });
      expect(await store.countLoginTokens(sha256('bob@example.org'), at(-1))).toBe(1);
    });

    it('cascade in the schema too: deleting the account row removes its settings and sessions', async () => {
      const { ana } = await twoAccounts();
      await db.deleteFrom('accounts').where('id', '=', ana.id).execute();
      expect(await db.selectFrom('sessions').select('id_hash').where('account_id', '=', ana.id).execute()).toEqual([]);
      expect(
        await db.selectFrom('account_settings').select('account_id').where('account_id', '=', ana.id).execute(),
      ).toEqual([]);
    });

    it('export everything about the account as JSON, without any hash', async () => {
      const { ana } = await twoAccounts();
      await store.setLastSeenNotification(ana.id, at(MINUTE));
      const exported = await store.exportAccount(ana.id);
      expect(exported).toEqual({
        account: {
          id: ana.id,
          email: 'ana@example.org',
          createdAt: T0.toISOString(),
          counter: 3,
          lastSeenNotificationAt: at(MINUTE).toISOString(),
        },
        settings: { ...DEFAULT_SETTINGS, safeSearch: 'strict' },
        sessions: [
          { createdAt: T0.toISOString(), expiresAt: at(DAY).toISOString() },
          { createdAt: T0.toISOString(), expiresAt: at(DAY).toISOString() },
        ],
        loginMails: expect.arrayContaining([
          {
            locale: 'fr',
            createdAt: T0.toISOString(),
            expiresAt: at(15 * MINUTE).toISOString(),
            usedAt: at(MINUTE).toISOString(),
          },
          { locale: 'fr', createdAt: T0.toISOString(), expiresAt: at(15 * MINUTE).toISOString(), usedAt: null },
        ]),
      });
      const text = JSON.stringify(exported);
      expect(JSON.parse(text)).toEqual(exported);
      for (const secret of ['session ana1', 'token ana1', 'code ana1', 'ana@example.org']) {
        expect(text).not.toContain(sha256(secret));
      }
      expect(text).not.toMatch(/[0-9a-f]{64}/);
      expect(await store.exportAccount('missing')).toBeUndefined();
    });

    it('purge expired tokens and sessions, and tokens used more than a day ago', async () => {
      const { ana } = await twoAccounts();
      await store.createLoginToken(loginToken(ana.email, 'long', { expiresAt: at(3 * DAY) }));
      await store.consumeLoginToken(sha256('token long'), at(2 * MINUTE));
      await store.createSession({
        idHash: sha256('session long'),
        accountId: ana.id,
        createdAt: T0,
        expiresAt: at(3 * DAY),
      });
      await store.purgeExpired(at(MINUTE));
      expect(await store.countLoginTokens(sha256(ana.email), at(-1))).toBe(3);
      await store.purgeExpired(at(DAY + 2 * MINUTE - 1));
      const left = await db.selectFrom('login_tokens').select('token_hash').execute();
      expect(left).toEqual([{ token_hash: sha256('token long') }]);
      expect(await store.findSession(sha256('session long'), at(DAY))).toEqual({ accountId: ana.id });
      expect(await db.selectFrom('sessions').select('id_hash').execute()).toEqual([
        { id_hash: sha256('session long') },
      ]);
      await store.purgeExpired(at(DAY + 2 * MINUTE));
      expect(await db.selectFrom('login_tokens').select('token_hash').execute()).toEqual([]);
    });
  });
});
