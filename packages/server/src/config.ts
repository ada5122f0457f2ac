import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseImpersonationMaxMinutes } from '@vetrx/core/access';
import { auditKeyring, type AuditKeyring, AUDIT_LIMITS } from '@vetrx/core/audit';

/**
 * The audit key of development and tests when VETRX_AUDIT_KEY is not set. It is in the
 * source, so it protects nothing: production refuses to start without a key of its own.
 */
export const DEVELOPMENT_AUDIT_KEY = 'vetrx-development-audit-key (not a secret: set VETRX_AUDIT_KEY)';

/**
 * The main pool's size when none is set. Any smaller one is safe: a request
 * holding a transaction's connection reads through it, never through the pool (the server's tests
 * on PostgreSQL fail a file that does otherwise, testing/pool-reads.ts).
 */
export const DB_POOL_MAX_DEFAULT = 10;

/** Default PGlite data folder: `<repo>/.data/pglite` unless VETRX_DATA_DIR is set. */
export function defaultDataDir(): string {
  return process.env.VETRX_DATA_DIR
    ? resolve(process.env.VETRX_DATA_DIR, 'pglite')
    : join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..'), '.data', 'pglite');
}

/** The default of the access cache's lifetime (VETRX_ACCESS_CACHE_SECONDS; context's `accessCacheSeconds`). */
export const ACCESS_CACHE_SECONDS = 30;
/** The longest access cache lifetime the server accepts. */
export const ACCESS_CACHE_MAX_SECONDS = 300;

/**
 * What one caller may ask of this process: requests executing at once, requests
 * waiting behind those, and the values (decision 0167's count) resolved per window.
 */
export interface CallerBudgetLimits {
  /** A caller's GraphQL requests executing at once; more wait in the caller's own line. */
  concurrent: number;
  /** A caller's requests waiting in that line; past it, 429 RATE_LIMITED at once. */
  queued: number;
  /** Values a caller's requests may resolve per window (the estimate before, the count after). */
  values: number;
  /** The window, in seconds. */
  windowSeconds: number;
}

export interface ServerConfig {
  /** 'production' enforces an external identity provider and trusted documents. */
  mode: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** The public origin the browser uses, e.g. http://localhost:4000. */
  publicUrl: string;
  /** PostgreSQL URL; when absent, embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** Prepare the statements a process runs often on PostgreSQL (VETRX_PREPARED_STATEMENTS, default on). */
  preparedStatements: boolean;
  /** The most connections each process keeps to PostgreSQL for its requests (VETRX_DB_POOL_MAX, default 10). */
  dbPoolMax: number;
  /** Data folder: PGlite files, identity provider keys. */
  dataDir: string;
  /** External OIDC issuer; when absent (outside production) the embedded provider runs at /oidc. */
  oidcIssuer?: string;
  /** Expected `aud` of access tokens. */
  oidcAudience: string;
  /** Client id of the web app at the issuer. */
  oidcWebClientId: string;
  /** Client id of the CLI at the issuer (device authorization). */
  oidcCliClientId: string;
  /** Folder of the built web app to serve (packages/web/dist). */
  webDist?: string;
  /** Seed the demo practice on first start (VETRX_SEED, default on; never in production: decision 0433). */
  seed: boolean;
  /** Multiplier for the seeded dataset (benchmarks). */
  seedScale: number;
  /** Longest impersonation session a support user may start, in minutes (1–480, default 60). */
  impersonationMaxMinutes: number;
  /**
   * How long a signed-in user's access is reused between requests for changes this process did not
   * write, in seconds (0–300, default 30; 0 reads it every request). Several servers on one database
   * set it to 0, or accept that long a delay.
   */
  accessCacheSeconds: number;
  /**
   * GraphQL requests executing at once; the rest wait their turn in arrival order (1–64, default twice
   * the process's cores).
   */
  activeRequests: number;
  /**
   * The keys audit rows are sealed and verified with: VETRX_AUDIT_KEY seals, the
   * comma-separated VETRX_AUDIT_PREVIOUS_KEYS still verify rows sealed before a rotation. Every server
   * on one database is given the same; production requires it, development and tests use a fixed
   * development key (in the source, so it protects nothing).
   */
  auditKeys: AuditKeyring;
  /**
   * Processes serving the port (VETRX_WORKERS: `auto` one per core, or a whole number from 1 to 64;
   * default 1). Always 1 on PGlite, which one process owns.
   */
  workers: number;
  /**
   * The PIMS write-back worker of this instance (issue 60): how often it looks for due writes
   * (VETRX_PIMS_OUTBOX_POLL_MS, default 5 000; 0 runs none) and how long a claimed write stays with
   * the instance that claimed it before another may take it over (VETRX_PIMS_OUTBOX_LEASE_MS, default
   * 120 000: longer than a PIMS call may take).
   */
  pimsOutbox: { pollMs: number; leaseMs: number };
  /** Why VETRX_WORKERS was not followed (PGlite), for main to print. */
  workersNotice?: string;
  // The edges (issue 43): per-caller budgets, the proxy, browser origins, timeouts.
  /**
   * What one caller (a signed-in user, else an address) may ask of each process:
   * VETRX_CALLER_CONCURRENT (default half the requests at once, at least 2), VETRX_CALLER_QUEUED
   * (default 32), VETRX_CALLER_VALUES (values resolved per window, default 400 000) and
   * VETRX_CALLER_WINDOW_SECONDS (default 10). Per process: N instances give a caller N times as much.
   */
  callerBudgets: CallerBudgetLimits;
  /**
   * A proxy in front sets X-Forwarded-For and X-Forwarded-Proto, and they are believed
   * (VETRX_TRUST_PROXY=1; default off: a client could write them itself). Decides the client's
   * address for its budgets and whether the request came over HTTPS (HSTS).
   */
  trustProxy: boolean;
  /**
   * Browser origins allowed to call the API besides the public origin (VETRX_CORS_ORIGINS,
   * comma-separated). Outside production the Vite dev server's are added.
   */
  corsOrigins: string[];
  /**
   * How long a client may take to send a request: its headers
   * (VETRX_HEADERS_TIMEOUT_MS, default 10 000), the whole request (VETRX_REQUEST_TIMEOUT_MS, default
   * 30 000), and any pause while sending a body (VETRX_BODY_IDLE_TIMEOUT_MS, default 5 000).
   */
  httpTimeouts: HttpTimeouts;
}

/** The socket timeouts of {@link ServerConfig.httpTimeouts}, in milliseconds. */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  bodyIdleMs: number;
}

/** Thrown when the configuration is unusable; main prints the message and exits 1. */
export class ConfigError extends Error {}

/** A whole number from the environment within [min, max], or `fallback` when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim() || String(fallback);
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= min && n <= max)) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${env[name]}'.`);
  return n;
}

/** The origins of a comma-separated list, each checked to be an origin (scheme, host, port). */
function originsOf(raw: string | undefined): string[] {
  const out: string[] = [];
  for (const item of (raw ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
    let origin: string;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = 'null';
    }
    if (origin === 'null' || origin !== item.replace(/\/$/, '')) throw new ConfigError(`VETRX_CORS_ORIGINS must list origins such as https://portal.example.com, got '${item}'.`);
    out.push(origin);
  }
  return out;
}

export const DEFAULT_PORT = 4000;

/** The most GraphQL requests VETRX_ACTIVE_REQUESTS may let execute at once. */
export const ACTIVE_REQUESTS_MAX = 64;

/**
 * Requests executing at once by default: two per core, so each core has one request's JavaScript to
 * run while another waits on the database.
 */
export function defaultActiveRequests(cores = availableParallelism()): number {
  return Math.min(ACTIVE_REQUESTS_MAX, Math.max(2, 2 * cores));
}

/** The most processes VETRX_WORKERS may start. */
export const WORKERS_MAX = 64;

/**
 * The processes VETRX_WORKERS asks for: unset → 1, `auto` → one per core — less one when PostgreSQL runs
 * on this machine (`databaseHere`: it needs a core of its own) — else a whole number from
 * 1 to 64; null for anything else.
 *
 * @example
 * parseWorkers('auto', 8) // 8
 * parseWorkers('auto', 8, true) // 7
 * parseWorkers('auto', 2, true) // 1
 * parseWorkers('3') // 3
 * parseWorkers('0') // null
 */
export function parseWorkers(raw: string | undefined, cores = availableParallelism(), databaseHere = false): number | null {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return 1;
  if (value === 'auto') return Math.min(WORKERS_MAX, Math.max(1, cores - (databaseHere ? 1 : 0)));
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  return n >= 1 && n <= WORKERS_MAX ? n : null;
}

/**
 * Whether a PostgreSQL URL names a server on this machine: localhost, a loopback address, or a Unix
 * socket (a host that is a path, in the host part or a `host` parameter). Unreadable URLs: no.
 *
 * @example
 * databaseOnThisMachine('postgres://postgres@127.0.0.1:5432/vetrx') // true
 * databaseOnThisMachine('postgresql://postgres@%2Fvar%2Frun%2Fpostgresql/vetrx') // true
 * databaseOnThisMachine('postgres://vetrx@db.internal:5432/vetrx') // false
 */
export function databaseOnThisMachine(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const socket = parsed.searchParams.get('host');
  const host = decodeURIComponent(socket || parsed.hostname).toLowerCase();
  return host === '' || host.startsWith('/') || host === 'localhost' || host === '[::1]' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Reads the configuration from the environment.
 *
 * PORT (default 4000), HOST (default 0.0.0.0), PUBLIC_URL (default http://localhost:PORT),
 * DATABASE_URL, VETRX_DATA_DIR (default <repo>/.data), OIDC_ISSUER, OIDC_AUDIENCE (default vetrx-api),
 * OIDC_WEB_CLIENT_ID (default vetrx-web), OIDC_CLI_CLIENT_ID (default vetrx-cli), VETRX_SEED (default
 * on outside production, never in production; '0' disables), VETRX_SEED_SCALE (default 1), VETRX_IMPERSONATION_MAX_MINUTES (default 60, 1–480),
 * VETRX_ACCESS_CACHE_SECONDS (default 30, 0–300), VETRX_WORKERS (default 1; `auto` or 1–64),
 * VETRX_PREPARED_STATEMENTS (default on; off behind a pooler that cannot keep prepared statements),
 * VETRX_DB_POOL_MAX (default 10, 1–100: each process's connections for its requests),
 * VETRX_ACTIVE_REQUESTS (default twice the cores of each worker's share, 1–64), VETRX_AUDIT_KEY
 * (required in production, at least 32 characters), VETRX_AUDIT_PREVIOUS_KEYS, NODE_ENV; the edges
 * (decisions 0304–0307): VETRX_CALLER_CONCURRENT, VETRX_CALLER_QUEUED, VETRX_CALLER_VALUES,
 * VETRX_CALLER_WINDOW_SECONDS, VETRX_TRUST_PROXY, VETRX_CORS_ORIGINS, VETRX_HEADERS_TIMEOUT_MS,
 * VETRX_REQUEST_TIMEOUT_MS, VETRX_BODY_IDLE_TIMEOUT_MS.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const rawPort = env.PORT ?? String(DEFAULT_PORT);
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got '${rawPort}'.`);
  const impersonationMaxMinutes = parseImpersonationMaxMinutes(env.VETRX_IMPERSONATION_MAX_MINUTES);
  if (impersonationMaxMinutes === null) {
    throw new ConfigError(`VETRX_IMPERSONATION_MAX_MINUTES must be a whole number of minutes from 1 to 480, got '${env.VETRX_IMPERSONATION_MAX_MINUTES}'.`);
  }
  const rawCache = env.VETRX_ACCESS_CACHE_SECONDS?.trim() || String(ACCESS_CACHE_SECONDS);
  const accessCacheSeconds = /^\d+$/.test(rawCache) ? Number(rawCache) : NaN;
  if (!(accessCacheSeconds >= 0 && accessCacheSeconds <= ACCESS_CACHE_MAX_SECONDS)) {
    throw new ConfigError(`VETRX_ACCESS_CACHE_SECONDS must be a whole number of seconds from 0 to ${ACCESS_CACHE_MAX_SECONDS}, got '${env.VETRX_ACCESS_CACHE_SECONDS}'.`);
  }
  const rawPrepared = env.VETRX_PREPARED_STATEMENTS?.trim().toLowerCase() || 'on';
  if (!['on', 'off'].includes(rawPrepared)) throw new ConfigError(`VETRX_PREPARED_STATEMENTS must be on or off, got '${env.VETRX_PREPARED_STATEMENTS}'.`);
  const preparedStatements = rawPrepared === 'on';
  // Any size from one: a request holding a transaction's connection never waits for another.
  const dbPoolMax = wholeNumber(env, 'VETRX_DB_POOL_MAX', DB_POOL_MAX_DEFAULT, 1, 100);
  const databaseHere = env.DATABASE_URL ? databaseOnThisMachine(env.DATABASE_URL) : false;
  const askedWorkers = parseWorkers(env.VETRX_WORKERS, availableParallelism(), databaseHere);
  if (askedWorkers === null) throw new ConfigError(`VETRX_WORKERS must be auto or a whole number from 1 to ${WORKERS_MAX}, got '${env.VETRX_WORKERS}'.`);
  // PGlite is one process's database: several workers cannot share it.
  const workers = env.DATABASE_URL ? askedWorkers : 1;
  const cores = availableParallelism();
  const workersNotice =
    workers < askedWorkers
      ? `VETRX_WORKERS=${env.VETRX_WORKERS} needs PostgreSQL (DATABASE_URL): the embedded PGlite database belongs to one process, so VetRx runs as one process.`
      : env.DATABASE_URL && databaseHere && env.VETRX_WORKERS?.trim().toLowerCase() === 'auto'
        ? `VETRX_WORKERS=auto: PostgreSQL runs on this machine, so VetRx leaves it one of the ${cores} cores and runs ${workers === 1 ? 'as one process' : `${workers} workers`} (decision 0349).`
        : undefined;
  // Each worker's share of the cores sets its default of requests at once.
  const rawActive = env.VETRX_ACTIVE_REQUESTS?.trim() || String(defaultActiveRequests(Math.max(1, Math.round(availableParallelism() / workers))));
  const activeRequests = /^\d+$/.test(rawActive) ? Number(rawActive) : NaN;
  if (!(activeRequests >= 1 && activeRequests <= ACTIVE_REQUESTS_MAX)) {
    throw new ConfigError(`VETRX_ACTIVE_REQUESTS must be a whole number from 1 to ${ACTIVE_REQUESTS_MAX}, got '${env.VETRX_ACTIVE_REQUESTS}'.`);
  }
  const auditKey = env.VETRX_AUDIT_KEY?.trim() || undefined;
  if (mode === 'production' && !auditKey) {
    throw new ConfigError(
      'The audit key is not configured: set VETRX_AUDIT_KEY (at least 32 characters, e.g. `openssl rand -base64 32`), the same on every server of this database. ' +
        'VetRx seals every audit row with it, so nobody who can write to the database can rewrite the audit trail unnoticed.',
    );
  }
  const previousKeys = (env.VETRX_AUDIT_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const keyring = auditKeyring(auditKey ?? DEVELOPMENT_AUDIT_KEY, previousKeys);
  if (!keyring.ok) {
    throw new ConfigError(
      keyring.field === 'current'
        ? `VETRX_AUDIT_KEY must be at least ${AUDIT_LIMITS.keyMinLength} characters.`
        : `Every key of VETRX_AUDIT_PREVIOUS_KEYS (comma-separated) must be at least ${AUDIT_LIMITS.keyMinLength} characters.`,
    );
  }
  const dataDir = env.VETRX_DATA_DIR ? resolve(env.VETRX_DATA_DIR) : resolve(defaultDataDir(), '..');
  // The edges.
  const callerBudgets: CallerBudgetLimits = {
    concurrent: wholeNumber(env, 'VETRX_CALLER_CONCURRENT', Math.max(2, Math.floor(activeRequests / 2)), 1, ACTIVE_REQUESTS_MAX),
    queued: wholeNumber(env, 'VETRX_CALLER_QUEUED', 32, 0, 1000),
    values: wholeNumber(env, 'VETRX_CALLER_VALUES', 400_000, 1_000, 100_000_000),
    windowSeconds: wholeNumber(env, 'VETRX_CALLER_WINDOW_SECONDS', 10, 1, 3600),
  };
  const httpTimeouts: HttpTimeouts = {
    headersMs: wholeNumber(env, 'VETRX_HEADERS_TIMEOUT_MS', 10_000, 1_000, 120_000),
    requestMs: wholeNumber(env, 'VETRX_REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000),
    bodyIdleMs: wholeNumber(env, 'VETRX_BODY_IDLE_TIMEOUT_MS', 5_000, 500, 120_000),
  };
  const config: ServerConfig = {
    mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    preparedStatements,
    dbPoolMax,
    dataDir,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcAudience: env.OIDC_AUDIENCE ?? 'vetrx-api',
    oidcWebClientId: env.OIDC_WEB_CLIENT_ID ?? 'vetrx-web',
    oidcCliClientId: env.OIDC_CLI_CLIENT_ID ?? 'vetrx-cli',
    webDist: env.VETRX_WEB_DIST,
    seed: mode !== 'production' && env.VETRX_SEED !== '0',
    seedScale: Number(env.VETRX_SEED_SCALE ?? 1) || 1,
    impersonationMaxMinutes,
    accessCacheSeconds,
    activeRequests,
    auditKeys: keyring.value,
    workers,
    ...(workersNotice ? { workersNotice } : {}),
    callerBudgets,
    trustProxy: env.VETRX_TRUST_PROXY === '1' || env.VETRX_TRUST_PROXY === 'true',
    corsOrigins: originsOf(env.VETRX_CORS_ORIGINS),
    httpTimeouts,
    pimsOutbox: {
      pollMs: wholeNumber(env, 'VETRX_PIMS_OUTBOX_POLL_MS', 5_000, 0, 3_600_000),
      leaseMs: wholeNumber(env, 'VETRX_PIMS_OUTBOX_LEASE_MS', 120_000, 500, 3_600_000),
    },
    ...overrides,
  };
  // The demo practice is demo data: a production server neither seeds it nor loads it.
  if (mode === 'production' && env.VETRX_SEED?.trim() && env.VETRX_SEED.trim() !== '0') {
    throw new ConfigError(`VETRX_SEED=${env.VETRX_SEED} seeds the demo practice, which a production server never does: leave VETRX_SEED unset (or 0) with NODE_ENV=production.`);
  }
  if (config.mode === 'production' && !config.oidcIssuer) {
    throw new ConfigError(
      'The identity provider is not configured: set OIDC_ISSUER (and OIDC_AUDIENCE, OIDC_WEB_CLIENT_ID) to start in production. ' +
        'VetRx cannot start without an identity provider. For a local demo, run without NODE_ENV=production to use the embedded provider.',
    );
  }
  return config;
}

/** The issuer the server trusts: the configured one, or the embedded provider's. */
export function issuerOf(config: ServerConfig): string {
  return config.oidcIssuer ?? `${config.publicUrl}/oidc`;
}
