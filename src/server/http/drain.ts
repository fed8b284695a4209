// Graceful shutdown without resets. Closing kept-alive connections the moment SIGTERM arrives
// races the clients: one that sends its next request just then gets a connection reset. So
// the server first drains: every answer from then on carries `Connection: close` (requests in
// flight finish normally), a new request gets the 503 envelope (held until the listening socket is
// closed, so that no client reconnects into its queue), and each connection closes after its
// current answer. Only when no connection is left (or the drain time is up) does
// the app close, which then ends the idle stragglers and waits for requests in flight.
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { Server } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { fail } from './envelope';
import { BUSY } from './errors';

const draining = new WeakSet<FastifyInstance>();
/** Resolves once the drain has closed the listening socket (see acceptQueued). */
const listenerClosed = new WeakMap<FastifyInstance, Promise<void>>();

/** Whether the app has begun its drain (readiness answers 503 from then on). */
export const isDraining = (app: FastifyInstance): boolean => draining.has(app);

export function drainable(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    if (!draining.has(app)) return done();
    // Answered once the listening socket is closed: a client told to reconnect earlier would
    // only queue a connection there again, to be reset at the close.
    void (listenerClosed.get(app) ?? Promise.resolve()).then(() =>
      reply.status(503).header('connection', 'close').header('retry-after', '1').send(fail(503, BUSY)),
    );
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
 * Connections queued for this process when the drain starts carry requests in flight too:
 * closing the listening socket would reset them. So it stays open until a quiet spell passes
 * without a new connection (each then gets the 503 envelope): one turn of the event loop, whose
 * poll phase accepts what the socket queued (Node accepts a few a turn); a cluster worker waits
 * `pollMs`, the time the primary takes to hand over the connections it accepted.
 */
async function acceptQueued(app: FastifyInstance, until: number, pollMs: number): Promise<void> {
  const spell = cluster.isWorker
    ? () => wait(pollMs)
    : async () => {
        await new Promise(setImmediate);
        await new Promise(setImmediate);
      };
  let accepted = 0;
  const count = () => accepted++;
  app.server.on('connection', count);
  for (let seen = -1; seen !== accepted && Date.now() < until;) {
    seen = accepted;
    await spell();
  }
  app.server.off('connection', count);
}

/**
 * Drains: accepts what is queued, stops accepting connections (net.Server#close; http.Server#close
 * would also end the idle ones at once), waits up to `maxMs` in all for the open ones to close
 * after their answers, then ends those still idle and waits (up to REQUEST_TIMEOUT_MS) for
 * requests in flight.
 */
export async function drain(app: FastifyInstance, maxMs: number, pollMs = 25): Promise<void> {
  let closed!: () => void;
  listenerClosed.set(app, new Promise<void>((resolve) => (closed = resolve)));
  draining.add(app);
  const until = Date.now() + maxMs;
  await acceptQueued(app, until, pollMs);
  if (app.server.listening) Server.prototype.close.call(app.server);
  closed();
  await noConnectionsWithin(app, until - Date.now(), pollMs);
  app.server.closeIdleConnections();
  await noConnectionsWithin(app, app.config.REQUEST_TIMEOUT_MS, pollMs);
}
