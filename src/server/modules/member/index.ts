// The member module (who is logged in, company switching, the message centre): its routes; the core seed fills its tables.
import type { ServerModule } from '../../floor/module';
import { memberRoutes } from './routes';

export const memberModule: ServerModule = { routes: memberRoutes };
