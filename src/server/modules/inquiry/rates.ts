// The inquiry module's rate rules: member writes per user and hour, counted in the shared
// rate counters (every app server counts in the same rows).
import { HOUR } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  /** Draft, submit, withdraw, award. */
  inquiryWrite: { scope: 'inquiry-write', limit: 30, windowMs: HOUR, per: 'member' },
  quote: { scope: 'quote', limit: 60, windowMs: HOUR, per: 'member' },
  profile: { scope: 'supplier-profile', limit: 30, windowMs: HOUR, per: 'member' },
} as const satisfies Record<string, RateRule>;
