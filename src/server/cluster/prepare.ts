// Opening the configured database and preparing it (migrations, the seed of an empty one):
// once per start, in the cluster's primary before it forks the workers, or in buildApp when
// a single process serves.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createDb, migrate, withoutStatementTimeout, type Db } from '../db';
import { seedIfEmpty } from '../db/seed';

export const openDb = (config: Config): Db =>
  createDb(config.DATABASE_URL, {
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolMax: config.DB_POOL_MAX,
    busyTimeoutMs: config.DB_BUSY_TIMEOUT_MS,
    prepare: config.DB_PREPARED_STATEMENTS,
  });

/** Migrations, and the seed of an empty database; without the statement timeout. */
export async function prepareDb(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await withoutStatementTimeout(db, async (conn) => {
    await migrate(conn);
    if (config.SEED_ON_EMPTY) await seedIfEmpty(conn, log);
  });
}
