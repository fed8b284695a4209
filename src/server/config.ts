// Every environment variable the server reads, validated once, with defaults that work on a laptop.
import { availableParallelism } from 'node:os';
import * as z from 'zod/mini';
import { issuesToMessage } from '../api/errors';
import { pagePaths } from '../api/paths';
import { uploadSettings } from './storage/config';

/** The SMS_PEPPER default: fine on a laptop, warned about in production. */
export const DEV_SMS_PEPPER = 'dev-only-sms-pepper-change-me';

const bool = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

const schema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  /** sqlite:<file> (embedded default, WAL) or postgres://user@host:port/db */
  DATABASE_URL: z._default(z.string().check(z.regex(/^(sqlite:|postgres(ql)?:\/\/)/)), 'sqlite:data/portal.db'),
  /** Seed an empty database on start (a database that has rows is never touched). */
  SEED_ON_EMPTY: z._default(bool, true),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1000)), 15000),
  /** PostgreSQL: statements running longer are cancelled (the call answers 503); 0 turns it off. */
  DB_STATEMENT_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 5000),
  /**
   * Worker processes serving the port (node:cluster; default: one per core). 1 serves from a
   * single process with no primary.
   */
  WORKERS: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(256))),
  /** A worker whose resident memory stays above this many MB is replaced gracefully; 0: never. */
  WORKER_MAX_RSS_MB: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 1536),
  /**
   * The young generation's semi-space of each worker, in MB (V8's --max-semi-space-size; V8's own
   * default, 16, with 0). A server render allocates about a megabyte: with 16 MB the collector
   * copies the pages in flight every few dozen requests (cluster/primary.ts).
   */
  WORKER_SEMI_SPACE_MB: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1024)), 64),
  /**
   * PostgreSQL: each connection runs its first 300 distinct data statements as named prepared
   * statements, planned once. Turn off behind a pooler in transaction mode that cannot keep them
   * (PgBouncer before 1.21, or without max_prepared_statements).
   */
  DB_PREPARED_STATEMENTS: z._default(bool, true),
  /** PostgreSQL connections per process at most. */
  DB_POOL_MAX: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  /**
   * SQLite: how long a write waits for another process's write lock (retried without blocking
   * the event loop) before the call answers 503. PostgreSQL: how long a call waits for a
   * connection.
   */
  DB_BUSY_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 5000),
  /**
   * Uncached expensive list queries started at once in this process (default 8). A search runs on
   * the event loop after its turn comes (see http/gate.ts), so this is how many may run in one
   * turn: at 1 a loaded process answered one search per turn of its loop and refused the rest 503.
   */
  EXPENSIVE_CONCURRENCY: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(64))),
  /** The part of the time uncached expensive list queries may take together (1: no budget). */
  EXPENSIVE_SHARE: z._default(z.coerce.number().check(z.gt(0), z.maximum(1)), 0.75),
  /** An expensive call that waited longer than this is refused with 503 (real overload). */
  EXPENSIVE_TARGET_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 200),
  /** The part of the time one client's expensive calls may take, per process (1: no client budget). */
  EXPENSIVE_CLIENT_SHARE: z._default(z.coerce.number().check(z.gt(0), z.maximum(1)), 0.25),
  /** How much work time (ms) a client may spend in a burst before its share applies. */
  EXPENSIVE_CLIENT_BURST_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 3000),
  /**
   * Uncached expensive calls one client may start per second, per process (0: no call budget),
   * and at once before that rate applies. A buyer paging and filtering stays far below; an office
   * behind one address (a company's NAT) has room; a script flooding searches is refused 429.
   */
  EXPENSIVE_CLIENT_RATE: z._default(z.coerce.number().check(z.minimum(0)), 10),
  EXPENSIVE_CLIENT_RATE_BURST: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 30),
  /**
   * How long a visitor's server-rendered page (a request without cookies), and a visitor's answer
   * to the /home and footer calls (http/answer-cache.ts), is kept and answered again (ms; default
   * 5000 in production, 0 — every page rendered, every call answered live — otherwise).
   */
  PAGE_CACHE_MS: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60_000))),
  /** How often each process checks the goods change log to drop its answer caches (ms). */
  CACHE_SYNC_MS: z._default(z.coerce.number().check(z.int(), z.minimum(50)), 1000),
  /** How often each server deletes expired sessions, codes, failures and counters; 0: never. */
  PURGE_INTERVAL_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 600_000),
  STATIC_DIR: z._default(z.string(), 'dist'),
  /** On SIGTERM: how long open connections may take to finish before the server closes. */
  SHUTDOWN_DRAIN_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 3000),
  /** Whose X-Forwarded-For to believe: false (default: nobody), true (anyone), or proxy addresses. */
  TRUST_PROXY: z._default(z.string(), 'false'),
  /** Check every response against its catalogue schema (on outside production). */
  VALIDATE_RESPONSES: z.optional(bool),
  NODE_ENV: z._default(z.string(), 'development'),
  // Brand facts (neutral defaults; the spec's hotline and hours).
  BRAND_NAME: z._default(z.string(), '建采通'),
  BRAND_SLOGAN: z._default(z.string(), '建筑行业一站式采购服务平台'),
  HOTLINE: z._default(z.string(), '400-8228-321'),
  SERVICE_HOURS: z._default(z.string(), '8:30-17:30'),
  RECORD_LINE: z._default(z.string(), 'ICP备案号：示例ICP备00000000号-1'),
  LICENCE_LINE: z._default(z.string(), '增值电信业务经营许可证：示例B2-00000000'),
  LOGO_VARIANT: z._default(z.enum(['default', 'provincial']), 'default'),
  // Other hosts reached by full-page navigation; local defaults stay on this server.
  COOKIE_DOMAIN: z._default(z.string(), ''),
  USER_CENTER_URL: z._default(z.string(), `${pagePaths.jump}?to=user-center`),
  MESSAGE_CENTER_URL: z._default(z.string(), pagePaths.messageCenter),
  LOGOUT_HANDLER_URL: z._default(z.string(), `${pagePaths.home}?handleLogout=1`),
  ERP_URL: z._default(z.string(), `${pagePaths.jump}?to=erp`),
  NEW_INDEX_URL: z._default(z.string(), `${pagePaths.jump}?to=new-index`),
  SMART_CONSTRUCTION_URL: z._default(z.string(), `${pagePaths.jump}?to=smart-construction`),
  QR_OFFICIAL_URL: z._default(z.string(), 'https://example.com/official-account'),
  QR_SERVICE_URL: z._default(z.string(), 'https://example.com/ecommerce-service'),
  // SMS: 'outbox' writes the sms_outbox table and the log (development); 'webhook' POSTs
  // {phone, purpose, content} as JSON to SMS_WEBHOOK_URL (a real gateway's adapter).
  SMS_ADAPTER: z._default(z.enum(['outbox', 'webhook']), 'outbox'),
  SMS_WEBHOOK_URL: z.optional(z.url()),
  /** Secret mixed into the SMS code hashes (HMAC key); set your own outside development. */
  SMS_PEPPER: z._default(z.string().check(z.minLength(16)), DEV_SMS_PEPPER),
  ...uploadSettings,
});

export type Config = z.output<typeof schema> & {
  validateResponses: boolean;
  trustProxy: boolean | string;
  expensiveConcurrency: number;
  workers: number;
  pageCacheMs: number;
};

function parseTrustProxy(v: string): boolean | string {
  if (v === 'false' || v === '0' || v === '') return false;
  return v === 'true' ? true : v;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([k, v]) => k in schema.shape && v !== ''));
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw new Error(`配置错误 (environment): ${issuesToMessage(parsed.error.issues, raw)}`);
  const c = parsed.data;
  if (c.SMS_ADAPTER === 'webhook' && !c.SMS_WEBHOOK_URL)
    throw new Error('配置错误 (environment): SMS_ADAPTER=webhook 时必须设置 SMS_WEBHOOK_URL');
  return {
    ...c,
    validateResponses: c.VALIDATE_RESPONSES ?? c.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    expensiveConcurrency: c.EXPENSIVE_CONCURRENCY ?? 8,
    workers: c.WORKERS ?? availableParallelism(),
    pageCacheMs: c.PAGE_CACHE_MS ?? (c.NODE_ENV === 'production' ? 5000 : 0),
  };
}

/** A config for tests: in-memory SQLite unless told otherwise, quiet logs. */
export function testConfig(over: Record<string, string> = {}): Config {
  // The gate's budgets and its refusal are measured in wall time: on a loaded CI machine a test's
  // searches take longer and would run out of them (429, 503). The gate is judged on a fake clock
  // (load-shedding.test.ts), and with its budgets set there.
  const gate = {
    EXPENSIVE_TARGET_MS: '60000',
    EXPENSIVE_SHARE: '1',
    EXPENSIVE_CLIENT_SHARE: '1',
    EXPENSIVE_CLIENT_RATE: '0',
  };
  return loadConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false', ...gate, ...over });
}
