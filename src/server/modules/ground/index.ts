// The ground-material section (地材地图, 材料价格地图, 研究报告): its routes and its seed part. Its
// tables are declared in schema.ts (added to Database from here) and made by migrations/.
import { groundFilterSchema } from '../../../api/ground';
import type { ServerModule } from '../../floor/module';
import { groundRoutes } from './routes';
import { groundSearch } from './search';
import { groundSeed } from './seed';

export const groundModule: ServerModule = {
  routes: groundRoutes,
  seed: groundSeed,
  savedSearches: { ground: groundFilterSchema },
  search: groundSearch,
};
