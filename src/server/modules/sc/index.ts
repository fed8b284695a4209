// The sc public-tender site (招标采购): its own members, sessions and consents, its tender pages
// over the main site's tender data, the fast_city dictionary. Tables: schema.ts; migration 1300.
import type { ServerModule } from '../../floor/module';
import { scPurge } from './purge';
import { scRoutes } from './routes';
import { scSeed } from './seed';

export const scModule: ServerModule = { routes: scRoutes, seed: scSeed, purge: scPurge };
