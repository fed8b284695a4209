// GET /healthz: the process is alive (200 with its pid). GET /readyz: 200 when the database
// answers, the goods index is built and the process is not draining, else 503 with what is
// missing, for the load balancer to route by. Neither is logged per request (probes come every
// few seconds) and neither passes a rate limit or the expensive-work gate.
import type { FastifyInstance } from 'fastify';
import { markClosed, readiness } from './readiness';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** Adds the two routes to the app itself (not a plugin context: readiness reads its drain state). */
export function healthRoutes(app: FastifyInstance): void {
  app.addHook('onClose', async () => markClosed(app));
  app.get(HEALTH_PATH, { logLevel: 'warn' }, async (_req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ code: 200, success: true, data: { status: 'ok', pid: process.pid }, msg: '运行中' }),
  );
  app.get(READY_PATH, { logLevel: 'warn' }, async (_req, reply) => {
    const r = await readiness(app);
    reply.header('cache-control', 'no-store');
    if (r.ready) return reply.send({ code: 200, success: true, data: { ...r, pid: process.pid }, msg: '就绪' });
    return reply
      .status(503)
      .header('retry-after', '1')
      .send({ code: 503, success: false, data: { ...r, pid: process.pid }, msg: '服务暂不可用，请稍后再试' });
  });
}
