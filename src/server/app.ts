// buildApp(config) → a Fastify instance without listen: main.ts and the tests both use it.
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from './config';
import { createDb, migrate, withoutStatementTimeout, type Db } from './db';
import { schedulePurge } from './db/purge';
import { seedIfEmpty } from './db/seed';
import { drainable } from './http/drain';
import { errorHandling } from './http/error-handler';
import { Gate } from './http/gate';
import { clientErrorHandler, frameworkErrors } from './http/refused';
import { securityHeaders } from './http/security-headers';
import { spa } from './http/spa';
import { modules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The gate every uncached expensive list query passes (http/gate.ts). */
    expensive: Gate;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening DATABASE_URL (tests share a prepared one). */
  db?: Db;
  /** Skip serving dist/ (API-only tests). */
  serveStatic?: boolean;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    // Shutdown answers 503 itself (http/drain.ts: the envelope, security headers, Connection:
    // close); idle kept-alive connections are closed once the drain is over.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  const db = opts.db ?? createDb(config.DATABASE_URL, { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('expensive', new Gate({ max: config.expensiveConcurrency, queue: config.EXPENSIVE_QUEUE, share: config.EXPENSIVE_SHARE }));
  if (!opts.db) app.addHook('onClose', async () => db.destroy());

  await withoutStatementTimeout(db, async (conn) => {
    await migrate(conn);
    if (config.SEED_ON_EMPTY) await seedIfEmpty(conn, app.log);
  });

  schedulePurge(app);
  securityHeaders(app);
  drainable(app);
  await app.register(compress, { global: true, threshold: 1024 });
  errorHandling(app);
  await app.register(modules);
  if (opts.serveStatic !== false) await app.register(spa, { root: config.STATIC_DIR });
  return app;
}
