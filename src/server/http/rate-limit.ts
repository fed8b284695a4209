// Per-client limits counted in the database (so every app server shares them): each call
// adds one hit to the client's counter for the rule's current fixed window with one atomic
// upsert, and beyond the limit the call is refused with 429 and Retry-After. A call guarded by
// a rule runs `await limitPerIp(req, RATE.x)` before doing any work.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { MINUTE, now, stamp } from '../modules/auth/clock';
import { tooOften } from './errors';

export interface RateRule {
  /** Counter namespace; calls sharing a scope share one budget. */
  scope: string;
  limit: number;
  windowMs: number;
}

export const RATE = {
  /** Password and SMS logins (each password guess costs an argon2 hash). */
  login: { scope: 'login', limit: 20, windowMs: MINUTE },
  /** Who is registered: the tenant chooser's list and the registered check share one budget. */
  phoneLookup: { scope: 'phone-lookup', limit: 30, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

/** Counts one hit for `key`; throws 429 once the window holds more than the limit. */
export async function hit(db: Db, rule: RateRule, key: string, at = now()): Promise<void> {
  const end = (Math.floor(at / rule.windowMs) + 1) * rule.windowMs;
  const row = await db
    .insertInto('rate_counters')
    .values({ scope: rule.scope, key, until: stamp(end), hits: 1 })
    .onConflict((oc) => oc.columns(['scope', 'key', 'until']).doUpdateSet((eb) => ({ hits: eb('rate_counters.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > rule.limit) throw tooOften((end - at) / 1000);
}

/** The rule applied to the client address (behind a proxy: as TRUST_PROXY allows). */
export const limitPerIp = (req: FastifyRequest, rule: RateRule): Promise<void> => hit(req.server.db, rule, req.ip.slice(0, 64));
