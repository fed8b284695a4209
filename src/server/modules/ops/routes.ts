// rs-ops-service: every call of src/api/ops.ts, by concern.
import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-log';
import { loginRoutes } from './login';
import { operatorRoutes } from './operators';
import { queueRoutes } from './queues';

export async function opsRoutes(app: FastifyInstance): Promise<void> {
  loginRoutes(app);
  operatorRoutes(app);
  auditRoutes(app);
  queueRoutes(app);
}
