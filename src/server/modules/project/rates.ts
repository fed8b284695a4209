// The project module's rate rules: member writes (资质, apply, decide, publish) per user and hour,
// counted in the shared rate counters.
import { HOUR } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  projectWrite: { scope: 'project-write', limit: 60, windowMs: HOUR, per: 'member' },
} as const satisfies Record<string, RateRule>;
