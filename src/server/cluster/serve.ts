// One serving process (a cluster worker, or the only process with WORKERS=1): build the app,
// listen, build the goods index, and on SIGTERM/SIGINT drain (every answer says Connection:
// close, new requests get 503, requests in flight finish), close the database and exit 0.
// A worker also watches its own memory: above WORKER_MAX_RSS_MB for a minute it asks the
// primary for a successor, which retires it once ready (drained like on SIGTERM).
import cluster from 'node:cluster';
import { buildApp } from '../app';
import type { Config } from '../config';
import { drain } from '../http/drain';
import { warmIndex } from '../health/readiness';
import type { FromWorker } from './messages';

const RSS_CHECK_MS = 10_000;
const RSS_CHECKS_OVER = 6;

const tell = (m: FromWorker) => process.send?.(m);

export async function serve(config: Config, opts: { prepared: boolean }): Promise<void> {
  const started: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  let closing = false;
  const shutDown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Stopped while starting: nothing is served yet, nothing to drain.
    const running = started.app;
    if (!running?.server.listening) return void process.exit(0);
    running.log.info({ signal }, 'shutting down');
    drain(running, config.SHUTDOWN_DRAIN_MS)
      .then(() => running.close())
      .then(
        () => process.exit(0),
        (err) => {
          running.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutDown(signal));

  const app = (started.app = await buildApp(config, { prepared: opts.prepared }));
  await app.listen({ port: config.PORT, host: config.HOST });
  if (closing) return void process.exit(0);
  tell({ type: 'listening' });
  void warmIndex(app).then(() => tell({ type: 'ready' }));

  if (config.WORKER_MAX_RSS_MB > 0) {
    let over = 0;
    const timer = setInterval(() => {
      const rssMb = process.memoryUsage.rss() / 2 ** 20;
      over = rssMb > config.WORKER_MAX_RSS_MB ? over + 1 : 0;
      if (over < RSS_CHECKS_OVER) return;
      app.log.warn(
        { rssMb: Math.round(rssMb), limitMb: config.WORKER_MAX_RSS_MB },
        'memory above the limit: asking for a successor',
      );
      if (cluster.isWorker) {
        tell({ type: 'retire' });
        clearInterval(timer);
      } else over = 0;
    }, RSS_CHECK_MS);
    timer.unref();
  }
}
