// buildApp(config) → a Fastify instance without listen: main.ts and the tests both use it.
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from './config';
import type { Db } from './db';
import { openDb, prepareDb } from './cluster/prepare';
import { schedulePurge } from './db/purge';
import { drainable } from './http/drain';
import { errorHandling } from './http/error-handler';
import { loggerOptions } from './http/request-log';
import { syncPageCache } from './cluster/cache-sync';
import { Gate } from './http/gate';
import { healthRoutes } from './health/routes';
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
  /** The database is migrated (and seeded) already: the cluster's primary did it before forking. */
  prepared?: boolean;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    // Shutdown answers 503 itself (http/drain.ts: the envelope, security headers, Connection:
    // close); idle kept-alive connections are closed once the drain is over.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Loading the server render bundle can take more than avvio's default 10 s when every core
    // is busy (workers starting together, a replacement starting under load).
    pluginTimeout: 120_000,
  });
  const db = opts.db ?? openDb(config);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate(
    'expensive',
    new Gate({
      max: config.expensiveConcurrency,
      share: config.EXPENSIVE_SHARE,
      targetMs: config.EXPENSIVE_TARGET_MS,
      clientShare: config.EXPENSIVE_CLIENT_SHARE,
      clientBurstMs: config.EXPENSIVE_CLIENT_BURST_MS,
      clientRate: config.EXPENSIVE_CLIENT_RATE,
      clientRateBurst: config.EXPENSIVE_CLIENT_RATE_BURST,
    }),
  );
  if (!opts.db) app.addHook('onClose', async () => db.destroy());

  if (!opts.prepared) await prepareDb(db, config, app.log);

  syncPageCache(app, config.CACHE_SYNC_MS);

  schedulePurge(app);
  securityHeaders(app);
  drainable(app);
  await app.register(compress, { global: true, threshold: 1024 });
  errorHandling(app);
  healthRoutes(app);
  await app.register(modules);
  if (opts.serveStatic !== false) await app.register(spa, { root: config.STATIC_DIR });
  return app;
}
