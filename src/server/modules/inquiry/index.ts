// The inquiry section (询价): its routes, its seed part and its review queue (询价审核). Its tables are declared in schema.ts
// (added to Database from here) and made by the migrations in migrations/.
import { inquiryFilterSchema } from '../../../api/inquiry';
import type { ServerModule } from '../../floor/module';
import { inquiryQueue } from './queue';
import { inquiryRoutes } from './routes';
import { inquirySearch } from './search';
import { inquirySeed } from './seed';

export const inquiryModule: ServerModule = {
  routes: inquiryRoutes,
  seed: inquirySeed,
  savedSearches: { inquiry: inquiryFilterSchema },
  search: inquirySearch,
  reviewQueues: [inquiryQueue],
};
