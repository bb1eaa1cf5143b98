import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultSearchWorkers, parseConfig } from '../../server/config.ts';
import { resolveSessionSecret } from '../../server/session-secret.ts';

const LEDGER_KEY = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const RSA_KEY = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig', () => {
  it('has embedded defaults that need no outside service', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      baseUrl: 'http://localhost:3000',
      apiBase: '',
      dataDir: './data',
      databaseUrl: undefined,
      features: { youMakeItHappen: true, cookieConsent: true, lightHomepage: true },
      frameAncestors: [],
      storeRating: 4.8,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ BASE_URL: 'karma.example' }, 'BASE_URL'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }, 'SMTP_URL'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }, 'LEDGER_SIGNING_KEY'],
    [{ LEDGER_SIGNING_KEY: 'not a key' }, 'LEDGER_SIGNING_KEY'],
    [{ LEDGER_SIGNING_KEY: RSA_KEY }, 'LEDGER_SIGNING_KEY'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ COOKIE_DOMAIN: 'http://karma.example' }, 'COOKIE_DOMAIN'],
    [{ CHROME_EXTENSION_ID: 'not-an-id' }, 'CHROME_EXTENSION_ID'],
    [{ TAG_MANAGER_ID: 'UA-1234' }, 'TAG_MANAGER_ID'],
    [{ FEATURE_COOKIE_CONSENT: 'maybe' }, 'FEATURE_COOKIE_CONSENT'],
    [{ FRAME_ANCESTORS: 'partner.example' }, 'FRAME_ANCESTORS'],
    [{ API_BASE: 'api' }, 'API_BASE'],
    [{ STORE_RATING: '7' }, 'STORE_RATING'],
    [{ SEARCH_WORKERS: '-1' }, 'SEARCH_WORKERS'],
    [{ SEARCH_WORKERS: 'two' }, 'SEARCH_WORKERS'],
  ])('%j fails naming %s', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(new RegExp(`^${variable}: `, 'm'));
  });

  it('reads every documented variable', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      BASE_URL: 'https://karma.example/',
      API_BASE: 'https://api.karma.example/',
      SHOWCASE_BASE: 'https://about.karma.example',
      COOKIE_DOMAIN: '.karma.example',
      DATA_DIR: '/var/lib/karma',
      DATABASE_URL: 'postgres://karma@db/karma',
      SESSION_SECRET: 'x'.repeat(40),
      // As an environment file holds it: one line, `\n` for the line breaks.
      LEDGER_SIGNING_KEY: LEDGER_KEY.replaceAll('\n', '\\n'),
      SMTP_URL: 'smtps://karma:secret@mail.karma.example:465',
      MAIL_FROM: 'Karma <hello@karma.example>',
      CHROME_EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop',
      EDGE_EXTENSION_ID: 'ponmlkjihgfedcbaponmlkjihgfedcba',
      CHROME_STORE_URL: 'https://chromewebstore.google.com/detail/karma',
      TAG_MANAGER_ID: 'GTM-ABC123',
      SEARCH_PARTNER_ID: 'partner-7',
      FRAME_ANCESTORS: 'https://partner.example/path https://other.example',
      FEATURE_LIGHT_HOMEPAGE: 'false',
      FEATURE_COOKIE_CONSENT: '0',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      baseUrl: 'https://karma.example',
      apiBase: 'https://api.karma.example',
      cookieDomain: '.karma.example',
      databaseUrl: 'postgres://karma@db/karma',
      extensions: { chromeId: 'abcdefghijklmnopabcdefghijklmnop', edgeId: 'ponmlkjihgfedcbaponmlkjihgfedcba' },
      tagManagerId: 'GTM-ABC123',
      searchPartnerId: 'partner-7',
      frameAncestors: ['https://partner.example', 'https://other.example'],
      features: { youMakeItHappen: true, cookieConsent: false, lightHomepage: false },
      mail: { smtpUrl: 'smtps://karma:secret@mail.karma.example:465', from: 'Karma <hello@karma.example>' },
    });
  });

  it('runs the local index in one worker thread per core beyond the first, at most 4', () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultSearchWorkers(cores))).toEqual([0, 1, 2, 4, 4]);
    expect(parseConfig({}).search.workers).toBe(defaultSearchWorkers());
    expect(parseConfig({ SEARCH_WORKERS: '0' }).search.workers).toBe(0);
    expect(parseConfig({ SEARCH_WORKERS: '6' }).search.workers).toBe(6);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});

describe('session secret', () => {
  it('is generated once in development and kept in DATA_DIR', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'karma-secret-')), 'nested');
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(config)).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('uses SESSION_SECRET when configured', () => {
    const config = parseConfig({ SESSION_SECRET: 's'.repeat(32), DATA_DIR: '/nonexistent/never-written' });
    expect(resolveSessionSecret(config)).toBe('s'.repeat(32));
  });
});
