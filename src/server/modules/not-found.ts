// Unknown paths and methods under /api get the 404 envelope, with or without the SPA
// plugin (which handles everything outside /api).
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/envelope';

export async function apiNotFound(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail(404, '很抱歉，资源未找到!')));
}
