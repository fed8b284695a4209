// The system module (dictionaries, regions, site configuration): its routes; its rows come from the core seed.
import type { ServerModule } from '../../floor/module';
import { systemRoutes } from './routes';

export const systemModule: ServerModule = { routes: systemRoutes };
