// The ceramic sub-site (陶瓷馆): its routes and its seed part. Its tables are declared in
// schema.ts (added to Database from there) and made by migrations/1200_taoci.ts. The cart reads
// the batch table through Kysely (no import of this module).
import { taociFilterSchema } from '../../../api/taoci';
import type { ServerModule } from '../../floor/module';
import { taociRoutes } from './routes';
import { taociSearch } from './search';
import { taociSeed } from './seed';

export const taociModule: ServerModule = {
  routes: taociRoutes,
  seed: taociSeed,
  savedSearches: { taoci: taociFilterSchema },
  search: taociSearch,
};
