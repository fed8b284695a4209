// The address book module: its routes (no seed part: members start with no addresses).
import type { ServerModule } from '../../floor/module';
import { addressRoutes } from './routes';

export const addressModule: ServerModule = { routes: addressRoutes };
