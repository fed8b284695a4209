// The uploads module: its routes (no seed part: uploads start empty).
import type { ServerModule } from '../../floor/module';
import { resourceRoutes } from './routes';

export const resourceModule: ServerModule = { routes: resourceRoutes };
