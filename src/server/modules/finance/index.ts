// The finance section (金融服务): its routes and its seed part. Its tables are declared in
// schema.ts (added to Database from here) and made by the migrations in migrations/.
import { financeFilterSchema } from '../../../api/finance';
import type { ServerModule } from '../../floor/module';
import { financeSearch } from './search';
import { financeRoutes } from './routes';
import { financeSeed } from './seed';

export const financeModule: ServerModule = {
  routes: financeRoutes,
  seed: financeSeed,
  savedSearches: { finance: financeFilterSchema },
  search: financeSearch,
};
