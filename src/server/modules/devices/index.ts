// The equipment section (找设备): its routes and its seed part. Its tables are declared in
// schema.ts (added to Database from here) and made by the migrations in migrations/.
import { supplyFilterSchema } from '../../../api/devices';
import type { ServerModule } from '../../floor/module';
import { deviceQueues } from './queue';
import { devicesSearch } from './search';
import { devicesRoutes } from './routes';
import { devicesSeed } from './seed';

export const devicesModule: ServerModule = {
  routes: devicesRoutes,
  seed: devicesSeed,
  savedSearches: { devices: supplyFilterSchema },
  search: devicesSearch,
  reviewQueues: deviceQueues,
};
