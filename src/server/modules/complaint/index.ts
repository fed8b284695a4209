// Complaints (举报/投诉): a member's report of a public listing or a company (routes.ts), decided
// by a 审核员 in the operators' console (queue.ts). Table: schema.ts; migration 2600.
import type { ServerModule } from '../../floor/module';
import { complaintQueue } from './queue';
import { complaintRoutes } from './routes';
import { complaintSeed } from './seed';

export const complaintModule: ServerModule = {
  routes: complaintRoutes,
  seed: complaintSeed,
  reviewQueues: [complaintQueue],
};
