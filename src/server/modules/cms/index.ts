// The content module (banners, partners, cases, news, help): its routes and its part of the site
// search; its rows come from the core seed.
import type { ServerModule } from '../../floor/module';
import { cmsRoutes } from './routes';
import { cmsSearch } from './search';

export const cmsModule: ServerModule = { routes: cmsRoutes, search: cmsSearch };
