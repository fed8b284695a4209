// The ground module's rate rule: an owner's price updates, per member and hour.
import { HOUR } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  groundPrice: { scope: 'ground-price', limit: 120, windowMs: HOUR, per: 'member' },
} as const satisfies Record<string, RateRule>;
