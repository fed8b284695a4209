// The sc public-tender site (招标采购): its own members, sessions and consents, its tender pages
// over the main site's tender data, the fast_city dictionary, and its supplier certification
// queue in the operations console (queue.ts). Tables: schema.ts; migration 1300.
import type { ServerModule } from '../../floor/module';
import { scPurge } from './purge';
import { scCertQueue } from './queue';
import { scRoutes } from './routes';
import { scSeed } from './seed';

export const scModule: ServerModule = { routes: scRoutes, seed: scSeed, purge: scPurge, reviewQueues: [scCertQueue] };
