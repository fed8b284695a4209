// Wires a catalogue entry to Fastify: validates input by its schema (400 naming the field),
// runs the handler and wraps the result in the envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Call } from '../../api/define';
import { issuesToMessage } from '../../api/errors';
import { AppError } from './errors';
import { ok } from './envelope';

export type Handler<C extends Call> = (
  input: z.output<C['input']>,
  req: FastifyRequest,
) => Promise<z.input<C['output']>> | z.input<C['output']>;

export function route<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (req) => {
      const raw = call.method === 'GET' ? req.query : (req.body ?? {});
      const parsed = z.safeParse(call.input, raw);
      if (!parsed.success) throw new AppError(400, issuesToMessage(parsed.error.issues, raw));
      const data = await handler(parsed.data as z.output<C['input']>, req);
      if (app.config.validateResponses) {
        const checked = z.safeParse(call.output, data);
        if (!checked.success) {
          req.log.error({ path: call.path, issues: checked.error.issues }, 'response does not match its catalogue schema');
          throw new Error('response schema mismatch');
        }
      }
      return ok(data);
    },
  });
}
