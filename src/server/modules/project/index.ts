// The subcontract project section (项目对接): its routes and its seed part. Its tables are declared
// in schema.ts (added to Database from here) and made by the migrations in migrations/.
import { projectFilterSchema } from '../../../api/project';
import type { ServerModule } from '../../floor/module';
import { projectQueue } from './queue';
import { projectSearch } from './search';
import { projectRoutes } from './routes';
import { projectSeed } from './seed';

export const projectModule: ServerModule = {
  routes: projectRoutes,
  seed: projectSeed,
  savedSearches: { project: projectFilterSchema },
  search: projectSearch,
  reviewQueues: [projectQueue],
};
