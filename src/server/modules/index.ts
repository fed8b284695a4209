// Every service module; each registers the catalogue entries of its prefix.
import type { FastifyInstance } from 'fastify';
import { cmsRoutes } from './cms/routes';
import { mediaRoutes } from './media/routes';
import { apiNotFound } from './not-found';
import { productRoutes } from './product/routes';
import { shareRoutes } from './share/routes';
import { systemRoutes } from './system/routes';

export async function modules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(cmsRoutes);
  await app.register(productRoutes);
  await app.register(shareRoutes);
  await app.register(mediaRoutes);
  await app.register(apiNotFound, { prefix: '/api' });
}
