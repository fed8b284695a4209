// The tender module's rate rule: member writes (register, margin, publish) per user and hour,
// counted in the shared rate counters.
import { HOUR } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  tenderWrite: { scope: 'tender-write', limit: 60, windowMs: HOUR, per: 'member' },
} as const satisfies Record<string, RateRule>;
