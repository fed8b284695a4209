// The sc module's rate rules, per client address (its calls carry their own session, so route()'s
// per-member rules do not apply; per-account limits are the floor's login guard and SMS limits).
import { MINUTE } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  /** Password logins: each guess costs an argon2 hash (as the main site's 20 a minute). */
  login: { scope: 'sc-login', limit: 20, windowMs: MINUTE, per: 'ip' },
  register: { scope: 'sc-register', limit: 10, windowMs: MINUTE, per: 'ip' },
  /** Code checks and password resets share one budget. */
  code: { scope: 'sc-code', limit: 30, windowMs: MINUTE, per: 'ip' },
  roleSwitch: { scope: 'sc-role', limit: 30, windowMs: MINUTE, per: 'ip' },
  /** A rejected supplier's resubmissions (each rewrites the account's company details). */
  resubmit: { scope: 'sc-resubmit', limit: 10, windowMs: MINUTE, per: 'ip' },
  savedSearch: { scope: 'sc-search', limit: 30, windowMs: MINUTE, per: 'ip' },
} as const satisfies Record<string, RateRule>;
