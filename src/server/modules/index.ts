// Every server module, one line each: the app registers their routes in this order, and the
// seed runs their seed parts in this order after the core seed. A module's folder holds the rest
// (routes, rates, schema, migrations, seed); see docs/adding-a-section.md.
import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../floor/module';
import { savedSearchKindsOf, savedSearchRoutes } from '../floor/saved-search-routes';
import { siteSearchRoutes } from '../floor/site-search';
import { addressModule } from './address';
import { authModule } from './auth';
import { cartModule } from './cart';
import { cmsModule } from './cms';
import { devicesModule } from './devices';
import { financeModule } from './finance';
import { inquiryModule } from './inquiry';
import { laborModule } from './labor';
import { mediaModule } from './media';
import { memberModule } from './member';
import { opsModule } from './ops';
import { apiNotFound } from './not-found';
import { productModule } from './product';
import { projectModule } from './project';
import { resourceModule } from './resource';
import { systemModule } from './system';
import { taociModule } from './taoci';
import { tenderModule } from './tender';
import { scModule } from './sc';
import { groundModule } from './ground';
import { onboardingModule } from './onboarding';
import { complaintModule } from './complaint';
import { seoRoutes } from './seo';

export const serverModules: readonly ServerModule[] = [
  systemModule,
  cmsModule,
  productModule,
  cartModule,
  addressModule,
  inquiryModule,
  tenderModule,
  laborModule,
  devicesModule,
  financeModule,
  projectModule,
  taociModule,
  mediaModule,
  resourceModule,
  authModule,
  memberModule,
  scModule,
  groundModule,
  opsModule,
  onboardingModule,
  complaintModule,
];

export async function modules(app: FastifyInstance): Promise<void> {
  app.decorate(
    'uploadReadRules',
    serverModules.flatMap((m) => m.readsUpload ?? []),
  );
  app.decorate(
    'operatorReadRules',
    serverModules.flatMap((m) => m.operatorReadsUpload ?? []),
  );
  app.decorate(
    'reviewQueues',
    serverModules.flatMap((m) => m.reviewQueues ?? []),
  );
  for (const m of serverModules) await app.register(m.routes);
  await app.register(siteSearchRoutes(serverModules.flatMap((m) => m.search ?? [])));
  await app.register(seoRoutes(serverModules.flatMap((m) => m.search ?? [])));
  await app.register(savedSearchRoutes(savedSearchKindsOf(serverModules)));
  await app.register(apiNotFound, { prefix: '/api' });
}
