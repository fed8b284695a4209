// The labour module's rate rules: member writes and contact reveals per member and hour,
// counted in the shared rate counters.
import { HOUR } from '../../floor/time';
import type { RateRule } from '../../http/rate-limit';

export const RATES = {
  /** Publish, edit and status changes of job posts, worker cards and teams. */
  laborWrite: { scope: 'labor-write', limit: 30, windowMs: HOUR, per: 'member' },
  /** Phone reveals: against scraping the boards. */
  laborContact: { scope: 'labor-contact', limit: 60, windowMs: HOUR, per: 'member' },
  laborReport: { scope: 'labor-report', limit: 20, windowMs: HOUR, per: 'member' },
} as const satisfies Record<string, RateRule>;
