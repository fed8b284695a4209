// The media module (the drawn pictures of seeded rows, QR codes): its routes; no tables.
import type { ServerModule } from '../../floor/module';
import { mediaRoutes } from './routes';

export const mediaModule: ServerModule = { routes: mediaRoutes };
