// The supplier onboarding module (供应商认证): its routes, its seed part and its queue in the
// operators' console (审核员). Its table is declared in schema.ts and made by migrations/.
import type { ServerModule } from '../../floor/module';
import { supplierCertQueue } from './queue';
import { onboardingRoutes } from './routes';
import { onboardingSeed } from './seed';

export const onboardingModule: ServerModule = {
  routes: onboardingRoutes,
  seed: onboardingSeed,
  reviewQueues: [supplierCertQueue],
};
