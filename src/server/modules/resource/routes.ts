// File uploads under blade-resource (issue 21 part 2): being built.
import type { FastifyInstance } from 'fastify';

export async function resourceRoutes(_app: FastifyInstance): Promise<void> {}
