// The login and registration module: its routes (members are seeded by the core seed).
import type { ServerModule } from '../../floor/module';
import { authRoutes } from './routes';

export const authModule: ServerModule = { routes: authRoutes };
