// The content module (banners, partners, cases, news, help): its routes; its rows come from the core seed.
import type { ServerModule } from '../../floor/module';
import { cmsRoutes } from './routes';

export const cmsModule: ServerModule = { routes: cmsRoutes };
