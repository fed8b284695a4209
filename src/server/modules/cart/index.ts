// The cart module: its routes (no seed part: carts start empty).
import type { ServerModule } from '../../floor/module';
import { cartRoutes } from './routes';

export const cartModule: ServerModule = { routes: cartRoutes };
