// The equipment module's rate rules: publishing and withdrawing, and the interest and report
// marks, per member and hour, counted in the shared rate counters.
import { HOUR } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  deviceWrite: { scope: 'device-write', limit: 30, windowMs: HOUR, per: 'member' },
  deviceMark: { scope: 'device-mark', limit: 60, windowMs: HOUR, per: 'member' },
} as const satisfies Record<string, RateRule>;
