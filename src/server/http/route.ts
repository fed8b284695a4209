// Wires a catalogue entry to Fastify: enforces the call's auth mode (a 'required' call answers
// 401 before anything else without a main-site session, an 'sc' call without an sc one), validates input by its schema (400 naming the field), checks
// the route's rules (acting as a buyer or supplier, a rate rule), runs the handler with the
// member and wraps the result in the envelope. callStep() is the parse-validate-envelope step on
// its own, for routes that answer another way (the goods page cache).
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as z from 'zod/mini';
import { parseInput, type AuthMode, type Call, type Envelope } from '../../api/define';
import { issuesToMessage } from '../../api/errors';
import { checkActingAs, type Identity } from '../floor/members';
import { AppError } from './errors';
import { ok } from './envelope';
import { spend, type RateRule } from './rate-limit';
import { requireScMember, type ScMember } from './sc-session';
import { optionalMember, requireMember, type Member } from './session';

/**
 * The member a handler gets: always one for 'required' calls, one or null for 'optional', null
 * for 'none'; an 'sc' call's is the sc site's member (another site's accounts).
 */
export type MemberOf<A extends AuthMode> = A extends 'required'
  ? Member
  : A extends 'optional'
    ? Member | null
    : A extends 'sc'
      ? ScMember
      : null;

export interface Ctx<C extends Call> {
  req: FastifyRequest;
  me: MemberOf<C['auth']>;
}

export type Handler<C extends Call> = (
  input: z.output<C['input']>,
  ctx: Ctx<C>,
) => Promise<z.input<C['output']>> | z.input<C['output']>;

/** What route() checks after the member and before the handler. */
export interface Rules {
  /** Only for an approved membership of a buyer or supplier company (400 saying why); 'required' calls. */
  as?: Identity;
  /** One hit of the module's rate rule (429 with Retry-After beyond it); per member only on 'required' calls. */
  rate?: RateRule;
}

export interface CallStep<C extends Call> {
  /** The request's input, parsed by the call's schema. */
  input: z.output<C['input']>;
  /** The handler's data in the envelope, checked against the call's output schema when configured. */
  envelope(data: z.input<C['output']>): Envelope<z.input<C['output']>>;
}

/** Parses the request's input for `call` (an AppError 400 naming the field when it does not fit). */
export function callStep<C extends Call>(app: FastifyInstance, call: C, req: FastifyRequest): CallStep<C> {
  const raw = call.method === 'GET' ? req.query : (req.body ?? {});
  const parsed = parseInput(call, raw);
  if (!parsed.success) throw new AppError(400, issuesToMessage(parsed.error.issues, raw));
  return {
    input: parsed.data as z.output<C['input']>,
    envelope: (data) => {
      if (app.config.validateResponses) {
        const checked = z.safeParse(call.output, data);
        if (!checked.success) {
          req.log.error(
            { path: call.path, issues: checked.error.issues },
            'response does not match its catalogue schema',
          );
          throw new Error('response schema mismatch');
        }
      }
      return ok(data);
    },
  };
}

/**
 * Compression of JSON answers: made per request, so compressed inline (no stream and thread-pool
 * hand-off up to 64 KB) at a fast level, about a sixth larger than the plugin's default level
 * at under half its CPU. Built files keep the plugin's defaults.
 */
export const ANSWER_COMPRESSION: RouteShorthandOptions['compress'] = {
  syncThreshold: 64 * 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** The member as the call's auth mode says (a visitor's null for 'none' without asking). */
async function memberFor(mode: AuthMode, req: FastifyRequest): Promise<Member | ScMember | null> {
  if (mode === 'required') return requireMember(req);
  if (mode === 'sc') return requireScMember(req);
  return mode === 'optional' ? optionalMember(req) : null;
}

export function route<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>, rules: Rules = {}): void {
  if (call.auth !== 'required' && (rules.as || rules.rate?.per === 'member'))
    throw new Error(`${call.path}: member rules need auth 'required'`);
  app.route({
    method: call.method,
    url: call.path,
    compress: ANSWER_COMPRESSION,
    handler: async (req) => {
      // The member first: a 'required' call tells a visitor 401, never how its input is checked.
      const me = await memberFor(call.auth, req);
      const { input, envelope } = callStep(app, call, req);
      // Only a main-site member has the rules' per-member budgets and company roles.
      const member = call.auth === 'sc' ? null : (me as Member | null);
      if (rules.as) await checkActingAs(app.db, member!, rules.as);
      if (rules.rate) await spend(req, rules.rate, member);
      return envelope(await handler(input, { req, me: me as MemberOf<C['auth']> }));
    },
  });
}
