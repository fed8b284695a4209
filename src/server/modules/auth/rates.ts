// The auth module's rate rules (per client address; the phone lookup's budget is shared with the
// member module, so it lives in floor/members.ts).
import { MINUTE } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  /** Password and SMS logins (each password guess costs an argon2 hash). */
  login: { scope: 'login', limit: 20, windowMs: MINUTE, per: 'ip' },
} as const satisfies Record<string, RateRule>;
