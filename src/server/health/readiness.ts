// What a load balancer routes by: is this process able to answer? The database answers a
// trivial query (asked at most every PROBE_MS, one probe shared by the calls that wait for it),
// every module's in-memory part (its `warm`: the goods index) has been built once (warmIndex,
// run by the process after it listens), and the process is not draining.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { setTimeout as wait } from 'node:timers/promises';
import { serverModules } from '../modules';
import { isDraining } from '../http/drain';

const PROBE_MS = 500;
const PROBE_TIMEOUT_MS = 1000;
const RETRY_MS = 2000;

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unavailable';
  index: 'ready' | 'building';
  draining: boolean;
}

interface State {
  indexBuilt: boolean;
  closed: boolean;
  probe?: Promise<boolean>;
  probedAt: number;
  dbOk: boolean;
}
// Keyed by the HTTP server: the same for the app and every plugin context of it.
const states = new WeakMap<object, State>();
const stateOf = (app: FastifyInstance): State => {
  let s = states.get(app.server);
  if (!s) states.set(app.server, (s = { indexBuilt: false, closed: false, probedAt: 0, dbOk: false }));
  return s;
};

async function probe(app: FastifyInstance): Promise<boolean> {
  const timeout = wait(PROBE_TIMEOUT_MS, false, { ref: false });
  return Promise.race([
    sql`select 1`.execute(app.db).then(
      () => true,
      () => false,
    ),
    timeout,
  ]);
}

async function databaseOk(app: FastifyInstance): Promise<boolean> {
  const s = stateOf(app);
  if (!s.probe && Date.now() - s.probedAt >= PROBE_MS) {
    s.probe = probe(app).then((ok) => {
      s.dbOk = ok;
      s.probedAt = Date.now();
      s.probe = undefined;
      return ok;
    });
  }
  return s.probe ?? s.dbOk;
}

/** Called once the app closes (health/routes.ts): warmIndex stops retrying. */
export const markClosed = (app: FastifyInstance): void => {
  stateOf(app).closed = true;
};

export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const database = (await databaseOk(app)) ? 'ok' : 'unavailable';
  const index = stateOf(app).indexBuilt ? 'ready' : 'building';
  const draining = isDraining(app);
  return { ready: database === 'ok' && index === 'ready' && !draining, database, index, draining };
}

/**
 * Builds every module's in-memory part (the goods index) before traffic needs it (a first
 * search would otherwise wait for it),
 * retrying while the database is unavailable; resolves once built or when the app closes.
 */
export async function warmIndex(app: FastifyInstance): Promise<void> {
  while (!stateOf(app).closed) {
    try {
      await Promise.all(serverModules.map((m) => m.warm?.(app.db)));
      stateOf(app).indexBuilt = true;
      return;
    } catch (err) {
      app.log.warn({ err: (err as Error).message }, 'goods index not built yet; retrying');
      await wait(RETRY_MS, undefined, { ref: false });
    }
  }
}
