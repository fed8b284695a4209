// The complaint module's rate rules.
import { MINUTE } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  submit: { scope: 'complaint-submit', limit: 10, windowMs: MINUTE, per: 'member' },
} as const satisfies Record<string, RateRule>;
