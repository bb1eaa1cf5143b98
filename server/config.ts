/**
 * Configuration, read once from the environment at boot.
 *
 * Every variable is validated by one zod schema; a bad value stops the boot with a message that
 * names the variable (see `ConfigError`). Nothing else in the server reads `process.env`.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ledgerSigningKeyProblem } from './ledger/ledger-key-pem.ts';
import { DEFAULT_REDIRECT_SEARCH_URL, DEFAULT_SUPPORTED_COUNTRIES } from './redirects/country-defaults.ts';
import {
  OPEN_PROFILE,
  parseSearchSources,
  type SourceTabs,
  sameSourceEverywhere,
  sourcesUsed,
} from './search/search-sources.ts';
import type { StoreUrls } from './shared/app-links.ts';
import type { SearchProviderName } from './shared/search-types.ts';
import { SOCIAL_NETWORKS, type SocialUrls } from './shared/social-networks.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = z
  .union([z.literal(''), httpUrl])
  .optional()
  .transform((v) => v || undefined);

const originList = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must list http(s) origins' })));

const countryList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase()),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must list two-letter ISO 3166 country codes')));

/** Load shedding's defaults outside tests (figures: docs/decisions/034-shedding-load-early.md). */
const DEFAULT_SHED = { eventLoopDelayMs: 0, maxInFlight: 64 };

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(50),
  // Load shedding (server/middleware/load-shedding.ts, ADR 034); unset in tests: off.
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).optional(),
  SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(2),
  BASE_URL: optionalUrl,
  API_BASE: z
    .union([z.literal(''), httpUrl, z.string().regex(/^\/[^/]/, 'must be a URL or an absolute path')])
    .default(''),
  SHOWCASE_BASE: optionalUrl,
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be a domain name such as .example.org')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LEDGER_SIGNING_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  CHROME_EXTENSION_ID: z
    .string()
    .regex(/^[a-p]{32}$/, 'must be a 32-letter extension id')
    .optional(),
  EDGE_EXTENSION_ID: z
    .string()
    .regex(/^[a-p]{32}$/, 'must be a 32-letter extension id')
    .optional(),
  // addons.mozilla.org's two forms: an e-mail-like id or a GUID in braces.
  FIREFOX_EXTENSION_ID: z
    .string()
    .regex(
      /^([\w.+-]*@[\w.-]+|\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\})$/i,
      'must be name@domain or a {GUID}',
    )
    .optional(),
  CHROME_STORE_URL: optionalUrl,
  EDGE_STORE_URL: optionalUrl,
  FIREFOX_STORE_URL: optionalUrl,
  SAFARI_STORE_URL: optionalUrl,
  IOS_APP_URL: optionalUrl,
  ANDROID_APP_URL: optionalUrl,
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as CF-IPCountry')
    .optional(),
  SUPPORTED_COUNTRIES: countryList,
  REDIRECT_SEARCH_URL: httpUrl
    .refine((v) => v.includes('{q}'), 'must contain {q} where the query goes')
    .default(DEFAULT_REDIRECT_SEARCH_URL),
  STORE_RATING: z.coerce.number().min(0).max(5).default(4.8),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  SEARCH_PARTNER_ID: optionalString,
  REVENUE_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  MAX_BILLED_CLICKS_PER_CLIENT_PER_DAY: z.coerce.number().int().min(0).max(10_000).default(20),
  ADS_LINKS_RESOLVER_URL: optionalUrl,
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  FRAME_ANCESTORS: originList,
  SOCIAL_URLS: z
    .string()
    .optional()
    .transform((v) =>
      Object.fromEntries(
        (v ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
      ),
    )
    .pipe(z.partialRecord(z.enum(SOCIAL_NETWORKS), httpUrl)),
  SEARCH_PROVIDER: z.enum(['local', 'searxng', 'brave']).optional(),
  SEARCH_PROVIDERS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parsed = parseSearchSources(v);
      if (parsed.ok) return parsed.tabs;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  SEARCH_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(60),
  RESULTS_STATUS_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(150),
  SEARCH_INDEX_FILE: optionalString,
  SEARCH_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  SEARXNG_URL: optionalUrl,
  BRAVE_API_KEY: optionalString,
  BRAVE_API_URL: httpUrl.default('https://api.search.brave.com/res/v1'),
  // The open providers' public APIs; tests point them at local stand-ins.
  WIKIPEDIA_API_URL: httpUrl
    .refine((v) => v.includes('{lang}'), 'must contain {lang} where the wiki language goes')
    .optional(),
  COMMONS_API_URL: optionalUrl,
  OPENVERSE_API_URL: optionalUrl,
  SEPIA_API_URL: optionalUrl,
  GDELT_API_URL: optionalUrl,
  IMAGE_PROXY_ALLOW_PRIVATE: flag(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  CONTACT_EMAIL: z.email('must be an e-mail address').default('contact@localhost'),
  LOGIN_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  LEARN_ACT_BASE_URL: optionalUrl,
  METRICS: flag(false),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  FEATURE_YOU_MAKE_IT_HAPPEN: flag(true),
  FEATURE_COOKIE_CONSENT: flag(true),
  FEATURE_LIGHT_HOMEPAGE: flag(true),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** The HTTP server's limits (server/http-server.ts). */
  http: { requestTimeoutMs: number; maxConnectionsPerAddress: number };
  /** When a saturated server answers 503 at once (server/middleware/load-shedding.ts); 0: off. */
  loadShedding: { eventLoopDelayMs: number; maxInFlight: number; retryAfterS: number };
  baseUrl: string;
  apiBase: string;
  showcaseBase: string | undefined;
  cookieDomain: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  /** Ed25519 PKCS#8 PEM signing the monthly statements (server/ledger/); generated in DATA_DIR when unset. */
  ledgerSigningKey: string | undefined;
  logLevel: string;
  trustProxy: string;
  /** Store-assigned ids; firefoxId is the add-on id baked into the Firefox build. */
  extensions: { chromeId?: string; edgeId?: string; firefoxId?: string };
  storeUrls: StoreUrls;
  storeRating: number;
  tagManagerId: string | undefined;
  searchPartnerId: string | undefined;
  sponsored: {
    /** The part of sponsored revenue redistributed to the associations, 0…1 (REVENUE_SHARE). */
    revenueShare: number;
    /** The partner link-monetisation service (ADS_LINKS_RESOLVER_URL); off when undefined. */
    linksResolverUrl: string | undefined;
    /** Billed clicks per client network (IPv4 address, IPv6 /64) per UTC day, all links together. */
    maxBilledClicksPerClientPerDay: number;
  };
  /** Shared state of the replicas (REDIS_URL); in this process's memory when undefined. */
  redisUrl: string | undefined;
  frameAncestors: string[];
  features: { youMakeItHappen: boolean; cookieConsent: boolean; lightHomepage: boolean };
  search: SearchConfig;
  /** Test-only: lets the image proxy fetch from loopback and private addresses. */
  imageProxyAllowPrivate: boolean;
  mail: { smtpUrl: string | undefined; from: string | undefined; contactTo: string };
  /** Login mails and code attempts one address may ask for per hour. */
  loginRequestsPerHour: number;
  /** Results pages (every tab) one client address may load per minute: a person never meets it. */
  searchRateLimitPerMinute: number;
  /** Karma's profiles on social networks, shown in the footer when set. */
  socialUrls: SocialUrls;
  countryRedirect: CountryRedirectConfig;
  /** Bucket holding learn-and-act-{locale}.json; unset, the server's own files (server/learn-act/source.ts). */
  learnActBaseUrl: string | undefined;
  /** Prometheus /metrics (METRICS); on its own port when `port` is set, else on the app's. */
  metrics: { enabled: boolean; port: number | undefined };
}

/** Searches from countries Karma does not serve yet go elsewhere (server/redirects/country-rules.ts). */
export interface CountryRedirectConfig {
  /** Trusted header with the visitor's ISO country code (CF-IPCountry); unset turns the feature off. */
  header: string | undefined;
  supportedCountries: string[];
  /** The other engine's URL, {q} standing for the query. */
  searchUrl: string;
}

export interface SearchConfig {
  provider: SearchProviderName;
  timeoutMs: number;
  /** Seconds; 0 disables the result cache. */
  cacheTtlS: number;
  /** How long a results page holds its first byte for the main lookup, so a failure is a 503 (ADR 017). */
  statusWaitMs: number;
  /** The local provider's SQLite FTS5 index. */
  indexFile: string;
  /** Worker threads for the local index's lookups; 0: the server's own thread. */
  workers: number;
  searxngUrl: string | undefined;
  braveApiKey: string | undefined;
  braveApiUrl: string;
  /**
   * The sources of each results tab, in merge order: SEARCH_PROVIDERS when set, else
   * SEARCH_PROVIDER for every tab, else the open profile (server/search/search-sources.ts).
   */
  sources: SourceTabs;
  /** Base URLs of the open APIs; each provider's public one when undefined. */
  openApiUrls: { wikipedia?: string; commons?: string; openverse?: string; sepia?: string; gdelt?: string };
  /** The operator's contact (CONTACT_EMAIL), named in the open APIs' User-Agent. */
  contactEmail: string;
}

/** One search worker per core beyond the one the server's event loop uses, at most 4. */
export function defaultSearchWorkers(cores = availableParallelism()): number {
  return Math.max(0, Math.min(4, cores - 1));
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The rules between variables, read from the raw values so that they are reported together with
 * the schema's problems: an operator fixes every variable after one failed boot, not one per boot.
 */
function crossFieldProblems(env: Env): string[] {
  const production = env.NODE_ENV === 'production';
  const on = (value: string | undefined) => ['true', '1', 'on', 'yes'].includes(value ?? '');
  const problems: string[] = [];
  if (production && env.SESSION_SECRET === undefined) {
    problems.push('SESSION_SECRET: required when NODE_ENV=production');
  }
  if (production && env.LEDGER_SIGNING_KEY === undefined) {
    problems.push('LEDGER_SIGNING_KEY: required when NODE_ENV=production (it signs the monthly statements)');
  }
  const ledgerKeyProblem = env.LEDGER_SIGNING_KEY && ledgerSigningKeyProblem(env.LEDGER_SIGNING_KEY);
  if (ledgerKeyProblem) problems.push(ledgerKeyProblem);
  // SEARCH_PROVIDERS wins over SEARCH_PROVIDER: only the sources actually used need their settings.
  const listed = env.SEARCH_PROVIDERS ? parseSearchSources(env.SEARCH_PROVIDERS) : undefined;
  const uses = (source: 'searxng' | 'brave') =>
    listed ? listed.ok && sourcesUsed(listed.tabs).includes(source) : env.SEARCH_PROVIDER === source;
  const via = listed ? 'SEARCH_PROVIDERS names ' : 'SEARCH_PROVIDER=';
  if (uses('searxng') && env.SEARXNG_URL === undefined) {
    problems.push(`SEARXNG_URL: required when ${via}searxng`);
  }
  if (uses('brave') && !env.BRAVE_API_KEY?.trim()) {
    problems.push(`BRAVE_API_KEY: required when ${via}brave`);
  }
  if (production && env.SMTP_URL === undefined) {
    problems.push('SMTP_URL: required when NODE_ENV=production (login mails must be delivered)');
  }
  if (production && on(env.IMAGE_PROXY_ALLOW_PRIVATE)) {
    problems.push('IMAGE_PROXY_ALLOW_PRIVATE: test-only, refused when NODE_ENV=production');
  }
  return problems;
}

/**
 * The backend a deployment is described by (privacy page, starter index): SEARCH_PROVIDER, else
 * the first of local, searxng or brave the web tab uses, else local.
 */
function mainBackend(single: SearchProviderName | undefined, tabs: SourceTabs | undefined): SearchProviderName {
  if (!tabs) return single ?? 'local';
  const backends: readonly string[] = ['local', 'searxng', 'brave'];
  return (tabs.web.find((source) => backends.includes(source)) as SearchProviderName | undefined) ?? 'local';
}

/** Parses the environment. Throws ConfigError naming every bad variable at once. */
export function parseConfig(env: Env): Config {
  // An empty variable means "unset", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  const problems = [
    ...(result.error?.issues ?? []).map((issue) => `${String(issue.path[0] ?? '(environment)')}: ${issue.message}`),
    ...crossFieldProblems(cleaned),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const e = result.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    http: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS },
    loadShedding: {
      // Tests time nothing and share two cores: a slow moment there must not turn a page into a 503.
      eventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : DEFAULT_SHED.eventLoopDelayMs),
      maxInFlight: e.SHED_MAX_IN_FLIGHT ?? (e.NODE_ENV === 'test' ? 0 : DEFAULT_SHED.maxInFlight),
      retryAfterS: e.SHED_RETRY_AFTER_S,
    },
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    apiBase: e.API_BASE.replace(/\/+$/, ''),
    showcaseBase: e.SHOWCASE_BASE,
    cookieDomain: e.COOKIE_DOMAIN,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    ledgerSigningKey: e.LEDGER_SIGNING_KEY,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    extensions: { chromeId: e.CHROME_EXTENSION_ID, edgeId: e.EDGE_EXTENSION_ID, firefoxId: e.FIREFOX_EXTENSION_ID },
    storeUrls: {
      chrome: e.CHROME_STORE_URL,
      edge: e.EDGE_STORE_URL,
      firefox: e.FIREFOX_STORE_URL,
      safari: e.SAFARI_STORE_URL,
      ios: e.IOS_APP_URL,
      android: e.ANDROID_APP_URL,
    },
    storeRating: e.STORE_RATING,
    tagManagerId: e.TAG_MANAGER_ID,
    searchPartnerId: e.SEARCH_PARTNER_ID,
    sponsored: {
      revenueShare: e.REVENUE_SHARE,
      linksResolverUrl: e.ADS_LINKS_RESOLVER_URL?.replace(/\/+$/, ''),
      maxBilledClicksPerClientPerDay: e.MAX_BILLED_CLICKS_PER_CLIENT_PER_DAY,
    },
    redisUrl: e.REDIS_URL,
    frameAncestors: e.FRAME_ANCESTORS.map((u) => new URL(u).origin),
    features: {
      youMakeItHappen: e.FEATURE_YOU_MAKE_IT_HAPPEN,
      cookieConsent: e.FEATURE_COOKIE_CONSENT,
      lightHomepage: e.FEATURE_LIGHT_HOMEPAGE,
    },
    search: {
      provider: mainBackend(e.SEARCH_PROVIDER, e.SEARCH_PROVIDERS),
      timeoutMs: e.SEARCH_TIMEOUT_MS,
      cacheTtlS: e.SEARCH_CACHE_TTL,
      statusWaitMs: e.RESULTS_STATUS_WAIT_MS,
      indexFile: e.SEARCH_INDEX_FILE ?? join(e.DATA_DIR, 'index.sqlite'),
      workers: e.SEARCH_WORKERS ?? defaultSearchWorkers(),
      searxngUrl: e.SEARXNG_URL?.replace(/\/+$/, ''),
      braveApiKey: e.BRAVE_API_KEY,
      braveApiUrl: e.BRAVE_API_URL.replace(/\/+$/, ''),
      sources: e.SEARCH_PROVIDERS ?? (e.SEARCH_PROVIDER ? sameSourceEverywhere(e.SEARCH_PROVIDER) : OPEN_PROFILE),
      openApiUrls: {
        wikipedia: e.WIKIPEDIA_API_URL,
        commons: e.COMMONS_API_URL,
        openverse: e.OPENVERSE_API_URL,
        sepia: e.SEPIA_API_URL,
        gdelt: e.GDELT_API_URL,
      },
      contactEmail: e.CONTACT_EMAIL,
    },
    imageProxyAllowPrivate: e.IMAGE_PROXY_ALLOW_PRIVATE,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactTo: e.CONTACT_EMAIL },
    loginRequestsPerHour: e.LOGIN_REQUESTS_PER_HOUR,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    socialUrls: e.SOCIAL_URLS,
    countryRedirect: {
      header: e.COUNTRY_HEADER,
      supportedCountries: e.SUPPORTED_COUNTRIES.length > 0 ? e.SUPPORTED_COUNTRIES : [...DEFAULT_SUPPORTED_COUNTRIES],
      searchUrl: e.REDIRECT_SEARCH_URL,
    },
    learnActBaseUrl: e.LEARN_ACT_BASE_URL?.replace(/\/+$/, ''),
    metrics: { enabled: e.METRICS, port: e.METRICS_PORT },
  };
}
