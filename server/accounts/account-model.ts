/**
 * Accounts, login tokens and sessions as the rest of the server sees them. The store
 * (store.ts, Kysely over SQLite or PostgreSQL) implements AccountStore. Nothing here holds a
 * search query or a visited URL.
 */

import type { Settings, SettingsUpdate } from '../shared/account-settings.ts';
import type { Locale } from '../shared/locale-choice.ts';

export interface Account {
  id: string;
  /** Normalized: trimmed, lower-cased. */
  email: string;
  createdAt: Date;
  /** Searches made while logged in, plus anonymous counts merged at login. */
  counter: number;
  settings: Settings;
  lastSeenNotificationAt: Date | null;
}

export interface LoginTokenInput {
  /** SHA-256 of the 32-byte token sent in the link; the token itself is never stored. */
  tokenHash: string;
  /** SHA-256 of the short code shown in the mail, for a second device. */
  codeHash: string;
  email: string;
  emailHash: string;
  locale: Locale;
  createdAt: Date;
  expiresAt: Date;
}

/** What a login code typed on a second device led to (AccountStore.tryLoginCode). */
export type LoginCodeOutcome =
  | { outcome: 'accepted'; email: string }
  | { outcome: 'wrong' }
  /** `now`: this very attempt used up the address's attempts (and voided its codes and links). */
  | { outcome: 'exhausted'; now: boolean };

export interface AccountStore {
  /** Runs the migrations (safe to run twice). */
  migrate(): Promise<void>;

  /** Stores the token of a new login mail; the address's count of wrong codes starts again. */
  createLoginToken(input: LoginTokenInput): Promise<void>;
  /** The e-mail of a token that can still log in, leaving it unused (the link's landing page). */
  findPendingLoginToken(tokenHash: string, now: Date): Promise<{ email: string } | undefined>;
  /**
   * Marks the token used and returns its e-mail, atomically: a second call, an expired or an
   * unknown token returns undefined.
   */
  consumeLoginToken(tokenHash: string, now: Date): Promise<{ email: string } | undefined>;
  /** Same, by e-mail and short code, without counting attempts (tryLoginCode counts them). */
  consumeLoginCode(emailHash: string, codeHash: string, now: Date): Promise<{ email: string } | undefined>;
  /**
   * The second-device path: counts the attempt for the address, then consumes the code. After
   * MAX_LOGIN_CODE_ATTEMPTS attempts every pending code and link of the address is void.
   */
  tryLoginCode(emailHash: string, codeHash: string, now: Date): Promise<LoginCodeOutcome>;
  /** Login tokens created for this e-mail since `since` (rate limiting). */
  countLoginTokens(emailHash: string, since: Date): Promise<number>;

  /** A new account starts with `initialSettings` (default: DEFAULT_SETTINGS); an existing one keeps its own. */
  findOrCreateAccount(email: string, emailHash: string, now: Date, initialSettings?: Settings): Promise<Account>;
  getAccount(id: string): Promise<Account | undefined>;
  updateSettings(id: string, update: SettingsUpdate): Promise<Account>;
  /** Adds to the counter and returns the new value. */
  addToCounter(id: string, amount: number): Promise<number>;
  setLastSeenNotification(id: string, at: Date): Promise<void>;
  /** Deletes the account with its settings, sessions and login tokens. */
  deleteAccount(id: string): Promise<void>;
  /** Everything stored about the account, as plain JSON. */
  exportAccount(id: string): Promise<Record<string, unknown> | undefined>;

  /** Sessions are stored by the SHA-256 of their opaque id. */
  createSession(input: { idHash: string; accountId: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  findSession(idHash: string, now: Date): Promise<{ accountId: string } | undefined>;
  deleteSession(idHash: string): Promise<void>;
  /** Removes expired tokens and sessions. */
  purgeExpired(now: Date): Promise<void>;
}
