// Rate rules counted in the database (so every app server shares them): each call adds one hit
// to its counter for the rule's current fixed window with one atomic upsert, and beyond the
// limit the call is refused with 429 and Retry-After. A module declares its rules in its own
// rates.ts and names one per call in route()'s rules (`{ rate: RATES.quote }`); route() counts
// the hit after the member check and before the handler runs.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { now, stamp } from '../floor/time';
import { tooOften } from './errors';
import type { Member } from './session';

export interface RateRule {
  /** Counter namespace; rules sharing a scope share one budget. */
  scope: string;
  limit: number;
  windowMs: number;
  /** Whose budget: the client address (behind a proxy: as TRUST_PROXY allows) or the logged-in member. */
  per: 'ip' | 'member';
}

/** Counts one hit for `key`; throws 429 once the window holds more than the limit. */
export async function hit(db: Db, rule: RateRule, key: string, at = now()): Promise<void> {
  const end = (Math.floor(at / rule.windowMs) + 1) * rule.windowMs;
  const row = await db
    .insertInto('rate_counters')
    .values({ scope: rule.scope, key, until: stamp(end), hits: 1 })
    .onConflict((oc) =>
      oc.columns(['scope', 'key', 'until']).doUpdateSet((eb) => ({ hits: eb('rate_counters.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > rule.limit) throw tooOften((end - at) / 1000);
}

/** One hit of the rule for this request: keyed by the client address or by the member's user id. */
export function spend(req: FastifyRequest, rule: RateRule, me: Member | null): Promise<void> {
  if (rule.per === 'ip') return hit(req.server.db, rule, req.ip.slice(0, 64));
  if (!me) throw new Error(`rate rule ${rule.scope} is per member: its call must be auth 'required'`);
  return hit(req.server.db, rule, `user:${me.userId}`);
}
