// The labour section (找人): its routes, its seed part and, on the purge loop's timer, the notice
// to owners of worker cards that left the lists (stale.ts: it deletes nothing; the count is of
// owners told). Its tables are declared in schema.ts and made by the migrations in migrations/.
import { jobFilterSchema } from '../../../api/labor';
import type { ServerModule } from '../../floor/module';
import { laborCertQueue, laborPostQueue } from './queues';
import { laborSearch } from './search';
import { laborRoutes } from './routes';
import { laborSeed } from './seed';
import { noticeStaleCards } from './stale';

export const laborModule: ServerModule = {
  routes: laborRoutes,
  seed: laborSeed,
  savedSearches: { labor: jobFilterSchema },
  search: laborSearch,
  purge: noticeStaleCards,
  reviewQueues: [laborPostQueue, laborCertQueue],
};
