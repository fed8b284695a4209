// Every service module; each registers the catalogue entries of its prefix.
import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system/routes';

export async function modules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
}
