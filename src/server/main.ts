// The process `npm start` runs. With WORKERS > 1 (default: one per core) it is the cluster's
// primary: it prepares the database once and forks the workers (cluster/primary.ts), each of
// which runs this file again and serves (cluster/serve.ts). With WORKERS=1 this process serves.
// Imported on demand, so the primary never loads the app.
import cluster from 'node:cluster';
import { loadConfig } from './config';

const config = loadConfig();
if (cluster.isPrimary && config.workers > 1) await (await import('./cluster/primary')).runPrimary(config);
else await (await import('./cluster/serve')).serve(config, { prepared: cluster.isWorker });
