// The server render's transport (RenderInput.inject): a catalogue call becomes app.inject() on
// this same Fastify instance (same validation, handlers and envelopes, no network), from the
// visitor's address so per-IP limits still see them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Inject } from './render-contract';

export const renderInject =
  (app: FastifyInstance, from: FastifyRequest): Inject =>
  async ({ method, url, headers, payload }) => {
    const res = await app.inject({ method: method as 'GET' | 'POST', url, headers, payload, remoteAddress: from.ip });
    return { status: res.statusCode, body: res.body };
  };
