// The process: load config, build the app, listen; on SIGTERM/SIGINT drain (every answer says
// Connection: close, new requests get 503, requests in flight finish), close the database and
// exit 0.
import { buildApp } from './app';
import { loadConfig } from './config';
import { drain } from './http/drain';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.PORT, host: config.HOST });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    drain(app, config.SHUTDOWN_DRAIN_MS)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
