/**
 * The typed schema of the application database, as Kysely sees it. The migrations in
 * ./migrations create exactly these tables; both must change together.
 *
 * Timestamps are stored as epoch milliseconds (`bigint` in PostgreSQL, `integer` affinity in
 * SQLite) and converted to `Date` by the stores (./epoch-millis.ts). Why: the two engines then
 * compare, order and index them with the same integer semantics, with no time-zone or text-format
 * rules to keep in step (SQLite has no timestamp type, and PostgreSQL `timestamptz` would come
 * back as `Date` on one engine and text on the other). PostgreSQL returns `bigint` as text by
 * default; the pool built by ./postgres-pool.ts parses it to a number.
 *
 * Nothing here may hold a search query or a visited URL (a test checks the column names).
 */
import type { Generated } from 'kysely';

export type StoreKind = 'sqlite' | 'postgres';

/** Epoch milliseconds. */
export type EpochMillis = number;

export interface AccountsTable {
  /** Random UUID. */
  id: string;
  /** Normalized: trimmed, lower-cased. */
  email: string;
  /** SHA-256 hex of the normalized e-mail, for lookups. */
  email_hash: string;
  counter: Generated<number>;
  created_at: EpochMillis;
  last_seen_notification_at: EpochMillis | null;
}

export interface AccountSettingsTable {
  account_id: string;
  /** The Settings object as JSON text, read back through the settings schema. */
  settings_json: string;
  updated_at: EpochMillis;
}

export interface LoginTokensTable {
  /** SHA-256 of the token sent in the link; the token itself is never stored. */
  token_hash: string;
  code_hash: string;
  email: string;
  email_hash: string;
  locale: string;
  created_at: EpochMillis;
  expires_at: EpochMillis;
  used_at: EpochMillis | null;
}

/** Login codes tried per address (server/accounts/storage/login-code-attempts.ts). */
export interface LoginCodeAttemptsTable {
  /** SHA-256 of the normalized e-mail, as in login_tokens. */
  email_hash: string;
  /** Codes checked since the count started, the right one included. */
  attempts: number;
  /** When the count lapses and starts again from one. */
  expires_at: EpochMillis;
}

export interface SessionsTable {
  /** SHA-256 of the opaque session id. */
  id_hash: string;
  account_id: string;
  created_at: EpochMillis;
  expires_at: EpochMillis;
}

/**
 * 'You make it happen' notifications, written by operators (server/notifications/). The `*_url`
 * columns hold links the publisher wrote, never a URL a visitor visited. One row per (id, locale):
 * the same id names one notification and its translations.
 */
export interface NotificationsTable {
  id: string;
  /** en | fr | es. */
  locale: string;
  title: string;
  /** HTML, sanitized at import (and again when served). */
  content: string;
  thumbnail_url: string | null;
  image_url: string | null;
  /** act | learn | news | victory. */
  content_type: string;
  destination_url: string | null;
  published_at: EpochMillis;
  /** 0 or 1: SQLite has no boolean type. */
  will_send_notification_on_desktop: number;
  expires_at: EpochMillis | null;
  /** When the operator last imported this row. */
  imported_at: EpochMillis;
}

/**
 * Sponsored links (server/sponsors/), written by operators with `npm run sponsors`. The URLs are
 * the link's own, never one a visitor visited. Lists are JSON text arrays.
 */
export interface SponsoredLinksTable {
  id: string;
  advertiser: string;
  title: string;
  display_url: string;
  /** https only (checked at import). */
  target_url: string;
  description: string;
  keywords_json: string;
  phrases_json: string;
  languages_json: string;
  regions_json: string;
  /** Minor units. */
  cpc: number;
  /** ISO 4217. */
  currency: string;
  /** Minor units a day. */
  daily_budget: number;
  /** 'YYYY-MM-DD', inclusive. */
  start_day: string;
  end_day: string;
  /** 0 or 1. */
  paused: number;
  updated_at: EpochMillis;
}

/** What each link spent each day (UTC 'YYYY-MM-DD'); kept when the link is deleted. */
export interface SponsoredSpendTable {
  link_id: string;
  day: string;
  clicks: number;
  /** Minor units; never above the link's daily budget. */
  spent: number;
}

/**
 * The donation ledger: one row per day, sponsor, association (or 'REMAINDER') and currency.
 * Append-only: rows are inserted or incremented, never decremented or deleted
 * (docs/decisions/016-sponsored-links-ledger.md).
 */
export interface LedgerEntriesTable {
  day: string;
  sponsor_id: string;
  association: string;
  currency: string;
  clicks: number;
  gross: number;
  /** floor(gross × REVENUE_SHARE), recomputed at every write. */
  redistributed: number;
  updated_at: EpochMillis;
}

/** Searches supported per day and association: aggregate counters, no row per search. */
export interface SearchCountsTable {
  day: string;
  association: string;
  searches: number;
  updated_at: EpochMillis;
}

/**
 * The tamper-evident ledger (server/ledger/, docs/decisions/027-tamper-evident-ledger.md): one
 * hashed event per billed click or payout, chained in `seq` order. `body` is the canonical JSON
 * hashed; the other columns repeat parts of it for queries.
 */
export interface LedgerEventsTable {
  seq: number;
  /** click | payout | opening. */
  kind: string;
  /** UTC hour, 'YYYY-MM-DDTHH'. */
  hour: string;
  link_id: string | null;
  share_ppm: number | null;
  body: string;
  /** Lowercase hex SHA-256 of the previous hash and the body. */
  hash: string;
}

/** One row (id 1): the chain's last event; locked by every append. */
export interface LedgerChainHeadTable {
  id: number;
  seq: number;
  hash: string;
}

/** Signed monthly statements, stored as served once final (the running month's is not stored). */
export interface LedgerStatementsTable {
  /** 'YYYY-MM' */
  month: string;
  kid: string;
  /** The statement's canonical JSON, signature included: the bytes served. */
  body: string;
  issued_at: EpochMillis;
}

/** Public halves of the keys that signed statements (RFC 7638 thumbprint → base64url x). */
export interface LedgerKeysTable {
  kid: string;
  x: string;
  first_used_at: EpochMillis;
}

/** Searches counted per day, each once (search_counts counts them once per association). */
export interface SearchTotalsTable {
  day: string;
  searches: number;
  updated_at: EpochMillis;
}

export interface Database {
  accounts: AccountsTable;
  account_settings: AccountSettingsTable;
  login_tokens: LoginTokensTable;
  login_code_attempts: LoginCodeAttemptsTable;
  sessions: SessionsTable;
  notifications: NotificationsTable;
  sponsored_links: SponsoredLinksTable;
  sponsored_spend: SponsoredSpendTable;
  ledger_entries: LedgerEntriesTable;
  search_counts: SearchCountsTable;
  ledger_events: LedgerEventsTable;
  ledger_chain_head: LedgerChainHeadTable;
  ledger_statements: LedgerStatementsTable;
  ledger_keys: LedgerKeysTable;
  search_totals: SearchTotalsTable;
}
