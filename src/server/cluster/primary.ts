// The cluster's primary (WORKERS > 1): migrates and seeds the database once, then forks the
// workers, which share the port (node:cluster: the primary accepts connections and hands them
// round-robin to the workers, so keep-alive clients spread evenly however the kernel would have
// hashed them). It serves nothing itself. A worker that dies is replaced (after a pause that
// grows while workers keep dying young); a worker that asks to retire (memory) is replaced by a
// new one first. SIGTERM/SIGINT drains every worker (each runs http/drain.ts) and exits 0.
import cluster, { type Worker } from 'node:cluster';
import Fastify from 'fastify';
import type { Config } from '../config';
import { isFromWorker } from './messages';
import { openDb, prepareDb } from './prepare';

/** The workers' Node options: the primary's, the young generation's size set to WORKER_SEMI_SPACE_MB (0: as the primary's were). */
export function workerExecArgv(config: Pick<Config, 'WORKER_SEMI_SPACE_MB'>, execArgv: readonly string[]): string[] {
  const own = execArgv.filter((a) => !a.startsWith('--max-semi-space-size'));
  return config.WORKER_SEMI_SPACE_MB > 0
    ? [...own, `--max-semi-space-size=${config.WORKER_SEMI_SPACE_MB}`]
    : [...execArgv];
}

/** A worker that dies sooner than this after its start counts as dying young. */
const YOUNG_MS = 10_000;
const MAX_PAUSE_MS = 30_000;

export async function runPrimary(config: Config): Promise<void> {
  // Fastify's logger (pino), for log lines shaped like the workers'.
  const log = Fastify({ logger: { level: config.LOG_LEVEL } }).log.child({ role: 'primary' });
  const db = openDb(config);
  try {
    await prepareDb(db, config, log);
  } finally {
    await db.destroy();
  }

  cluster.setupPrimary({ execArgv: workerExecArgv(config, process.execArgv) });
  const started = new Map<Worker, number>();
  const listening = new Set<Worker>();
  const retiring = new Set<Worker>();
  let stopping = false;
  let everListened = false;
  let youngDeaths = 0;

  const fork = (): Worker => {
    const w = cluster.fork();
    started.set(w, Date.now());
    w.on('message', (m: unknown) => {
      if (!isFromWorker(m)) return;
      if (m.type === 'listening') {
        everListened = true;
        listening.add(w);
        if (Date.now() - (started.get(w) ?? 0) < YOUNG_MS) youngDeaths = 0;
      }
      if (m.type === 'retire' && !stopping && !retiring.has(w)) {
        log.warn({ worker: w.process.pid }, 'worker retires (memory): starting its successor');
        retiring.add(w);
        const next = fork();
        next.on('message', (n: unknown) => {
          if (isFromWorker(n) && n.type === 'ready' && !stopping) w.process.kill('SIGTERM');
        });
      }
    });
    return w;
  };

  cluster.on('exit', (w, code, signal) => {
    const lived = Date.now() - (started.get(w) ?? Date.now());
    started.delete(w);
    listening.delete(w);
    const wasRetiring = retiring.delete(w);
    if (stopping) return;
    if (!everListened) {
      // Not one worker came up (port taken, database unreachable, bad build): give up like a
      // single process would, instead of forking forever.
      log.fatal({ worker: w.process.pid, code, signal }, 'worker failed to start; stopping');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    if (wasRetiring) return;
    youngDeaths = lived < YOUNG_MS ? youngDeaths + 1 : 0;
    const pause = youngDeaths === 0 ? 0 : Math.min(MAX_PAUSE_MS, 100 * 2 ** youngDeaths);
    log.error({ worker: w.process.pid, code, signal, livedMs: lived, pauseMs: pause }, 'worker died: replacing it');
    setTimeout(() => {
      if (!stopping) fork();
    }, pause);
  });

  for (let i = 0; i < config.workers; i++) fork();
  log.info({ workers: config.workers, port: config.PORT }, 'primary started its workers');

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down: draining every worker');
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      // A worker still starting (its handlers not installed yet) ends by the signal itself: clean too.
      const exits = workers.map(
        (w) =>
          new Promise<boolean>((resolve) =>
            w.once('exit', (code, sig) => resolve(code === 0 || (sig === 'SIGTERM' && !listening.has(w)))),
          ),
      );
      for (const w of workers) w.process.kill('SIGTERM');
      // A worker that cannot finish within its drain and request timeouts is killed.
      const deadline = setTimeout(
        () => {
          log.error('workers did not stop in time: killing them');
          for (const w of workers) w.process.kill('SIGKILL');
        },
        config.SHUTDOWN_DRAIN_MS + config.REQUEST_TIMEOUT_MS + 5000,
      );
      deadline.unref();
      void Promise.all(exits).then((clean) => {
        log.info('every worker stopped');
        process.exit(clean.every(Boolean) ? 0 : 1);
      });
    });
  }
}
