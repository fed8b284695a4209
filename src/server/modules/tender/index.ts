// The tender section (招标): its routes and its seed part. Its tables are declared in schema.ts
// (added to Database from here) and made by the migrations in migrations/.
import { tenderFilterSchema } from '../../../api/tender';
import type { ServerModule } from '../../floor/module';
import { expertReadsBidDocument } from './expert-reads';
import { tenderRoutes } from './routes';
import { tenderSearch } from './search';
import { tenderSeed } from './seed';

export const tenderModule: ServerModule = {
  routes: tenderRoutes,
  seed: tenderSeed,
  savedSearches: { tender: tenderFilterSchema },
  search: tenderSearch,
  operatorReadsUpload: expertReadsBidDocument,
};
