// The operations console (issue 44): operators (not members) with roles, their login with a
// second factor, the audit log, and the review queues' framework with its first queue (a member
// joining a company). Tables: schema.ts; migration 2300. docs/sections/ops.md.
import type { ServerModule } from '../../floor/module';
import { membershipQueue } from './membership-queue';
import { opsPurge } from './purge';
import { opsRoutes } from './routes';
import { opsSeed } from './seed';

export const opsModule: ServerModule = {
  routes: opsRoutes,
  seed: opsSeed,
  purge: opsPurge,
  reviewQueues: [membershipQueue],
};
