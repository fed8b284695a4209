// Wires a catalogue entry to Fastify: enforces who may call it as the entry declares (`who`: a
// member's call answers 401 before anything else without a main-site session, an 'sc' call
// without an sc one; an acting policy 400 saying why, before the input is read), validates input
// by its schema (400 naming the field), spends the route's rate rule, runs the handler with the
// member and wraps the result in the envelope. callStep() is the parse-validate-envelope step on
// its own, for routes that answer another way (the goods page cache).
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as z from 'zod/mini';
import { parseInput, type AuthMode, type Call, type Envelope } from '../../api/define';
import { fieldErrors, fieldsMessage } from '../../api/errors';
import { checkActing, checkOperator, isActing, isOperatorRole } from '../floor/policy';
import { AppError } from './errors';
import { ok } from './envelope';
import { spend, type RateRule } from './rate-limit';
import { requireOperator, type Operator } from './ops-session';
import { requireScMember, type ScMember } from './sc-session';
import { optionalMember, requireMember, type Member } from './session';

/**
 * The member a handler gets: always one for 'required' calls, one or null for 'optional', null
 * for 'none'; an 'sc' call's is the sc site's member (another site's accounts), an 'ops' call's
 * the operator (no member at all).
 */
export type MemberOf<A extends AuthMode> = A extends 'required'
  ? Member
  : A extends 'optional'
    ? Member | null
    : A extends 'sc'
      ? ScMember
      : A extends 'ops'
        ? Operator
        : null;

export interface Ctx<C extends Call> {
  req: FastifyRequest;
  me: MemberOf<C['auth']>;
}

export type Handler<C extends Call> = (
  input: z.output<C['input']>,
  ctx: Ctx<C>,
) => Promise<z.input<C['output']>> | z.input<C['output']>;

/** What route() checks after the input and before the handler. */
export interface Rules {
  /** One hit of the module's rate rule (429 with Retry-After beyond it); per member only on 'required' calls. */
  rate?: RateRule;
}

export interface CallStep<C extends Call> {
  /** The request's input, parsed by the call's schema. */
  input: z.output<C['input']>;
  /** The handler's data in the envelope, checked against the call's output schema when configured. */
  envelope(data: z.input<C['output']>): Envelope<z.input<C['output']>>;
}

/** Parses the request's input for `call` (an AppError 400 with each field's message, `data.fields`, when it does not fit). */
export function callStep<C extends Call>(app: FastifyInstance, call: C, req: FastifyRequest): CallStep<C> {
  const raw = call.method === 'GET' ? req.query : (req.body ?? {});
  const parsed = parseInput(call, raw);
  if (!parsed.success) {
    // Each field's message by its label, for the person; the form puts them at its fields by path.
    const fields = fieldErrors(parsed.error.issues, raw, call.input, call.labels);
    throw new AppError(400, fieldsMessage(fields), {}, { fields });
  }
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
async function memberFor(mode: AuthMode, req: FastifyRequest): Promise<Member | ScMember | Operator | null> {
  if (mode === 'required') return requireMember(req);
  if (mode === 'sc') return requireScMember(req);
  if (mode === 'ops') return requireOperator(req);
  return mode === 'optional' ? optionalMember(req) : null;
}

export function route<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>, rules: Rules = {}): void {
  if (call.auth !== 'required' && rules.rate?.per === 'member')
    throw new Error(`${call.path}: a per-member rate needs a member's call`);
  app.route({
    method: call.method,
    url: call.path,
    compress: ANSWER_COMPRESSION,
    handler: async (req) => {
      // Who may call first: a visitor hears 401 and a member who may not act hears why, never
      // how the input is checked.
      const me = await memberFor(call.auth, req);
      // Only a main-site member has company roles and per-member budgets; an operator has roles of its own.
      const member = call.auth === 'sc' || call.auth === 'ops' ? null : (me as Member | null);
      if (isActing(call.who)) await checkActing(app.db, member!, call.who);
      if (isOperatorRole(call.who)) checkOperator(me as Operator, call.who);
      const { input, envelope } = callStep(app, call, req);
      if (rules.rate) await spend(req, rules.rate, member);
      return envelope(await handler(input, { req, me: me as MemberOf<C['auth']> }));
    },
  });
}
