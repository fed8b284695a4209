// The ops module's rate rules, per client address (its calls carry the console's own session;
// per-account guessing is the floor's login guard over ops_login_failures).
import { MINUTE } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  /** Password logins: each guess costs an argon2 hash (as the members' 20 a minute). */
  login: { scope: 'ops-login', limit: 20, windowMs: MINUTE, per: 'ip' },
  /** Claims and decisions of one address. */
  review: { scope: 'ops-review', limit: 120, windowMs: MINUTE, per: 'ip' },
} as const satisfies Record<string, RateRule>;
