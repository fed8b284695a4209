// Graceful shutdown without resets. Closing kept-alive connections the moment SIGTERM arrives
// races the clients: one that sends its next request just then gets a connection reset. So
// the server first drains: every answer from then on carries `Connection: close` (requests in
// flight finish normally), a new request gets the 503 envelope, and each connection closes
// after its current answer. Only when no connection is left (or the drain time is up) does
// the app close, which then ends the idle stragglers and waits for requests in flight.
import type { FastifyInstance } from 'fastify';
import { Server } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { fail } from './envelope';
import { BUSY } from './errors';

const draining = new WeakSet<FastifyInstance>();

/** Whether the app has begun its drain (readiness answers 503 from then on). */
export const isDraining = (app: FastifyInstance): boolean => draining.has(app);

export function drainable(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    if (!draining.has(app)) return done();
    void reply.status(503).header('connection', 'close').header('retry-after', '1').send(fail(503, BUSY));
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining.has(app)) reply.header('connection', 'close');
    done(null, payload);
  });
}

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((err, n) => resolve(err ? 0 : n)));

async function noConnectionsWithin(app: FastifyInstance, ms: number, pollMs: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && (await openConnections(app)) > 0) await wait(pollMs);
}

/**
 * Drains: stops accepting connections (net.Server#close; http.Server#close would also end the
 * idle ones at once), waits up to `maxMs` for the open ones to close after their answers, then
 * ends those still idle and waits (up to REQUEST_TIMEOUT_MS) for requests in flight.
 */
export async function drain(app: FastifyInstance, maxMs: number, pollMs = 25): Promise<void> {
  draining.add(app);
  if (app.server.listening) Server.prototype.close.call(app.server);
  await noConnectionsWithin(app, maxMs, pollMs);
  app.server.closeIdleConnections();
  await noConnectionsWithin(app, app.config.REQUEST_TIMEOUT_MS, pollMs);
}
