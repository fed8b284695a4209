// The media module (placeholder images, QR codes): its routes; no tables.
import type { ServerModule } from '../../floor/module';
import { mediaRoutes } from './routes';

export const mediaModule: ServerModule = { routes: mediaRoutes };
