// The finance module's rate rules, counted in the shared rate counters: pictures per address,
// code requests per address (the SMS store adds its per-phone limits), applications per address.
import { HOUR, MINUTE } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  captcha: { scope: 'finance-captcha', limit: 30, windowMs: MINUTE, per: 'ip' },
  sendCode: { scope: 'finance-code', limit: 10, windowMs: MINUTE, per: 'ip' },
  apply: { scope: 'finance-apply', limit: 30, windowMs: HOUR, per: 'ip' },
} as const satisfies Record<string, RateRule>;
