// A tender's status as the sc pages show it, computed from the main site's tender rows (tables
// tender*, read only) at "now": 1 报名中 → 2 投标中 → 3 评标中 → 4 公示中 → 5 已定标, or 6 已终止.
// The tender module computes the same buckets for its own pages; modules never import each
// other, so the sc module reads the columns itself.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

export interface TenderDates {
  registration_deadline: string;
  bid_deadline: string;
  publicity_start: string | null;
  publicity_end: string | null;
  terminated: number;
}

export function statusOf(t: TenderDates, now: string): string {
  if (Number(t.terminated) === 1) return '6';
  if (now < t.registration_deadline) return '1';
  if (now < t.bid_deadline) return '2';
  if (!t.publicity_start || now < t.publicity_start) return '3';
  if (!t.publicity_end || now < t.publicity_end) return '4';
  return '5';
}

type EB = ExpressionBuilder<Database & { t: Database['tender'] }, 't'>;

/** The rows statusOf puts in `code` at `now`. */
export function statusWhere(eb: EB, code: string, now: string) {
  const live = eb('t.terminated', '=', 0);
  const publicityNotStarted = eb.or([eb('t.publicity_start', 'is', null), eb('t.publicity_start', '>', now)]);
  const publicityNotEnded = eb.or([eb('t.publicity_end', 'is', null), eb('t.publicity_end', '>', now)]);
  switch (code) {
    case '1':
      return eb.and([live, eb('t.registration_deadline', '>', now)]);
    case '2':
      return eb.and([live, eb('t.registration_deadline', '<=', now), eb('t.bid_deadline', '>', now)]);
    case '3':
      return eb.and([live, eb('t.bid_deadline', '<=', now), publicityNotStarted]);
    case '4':
      return eb.and([live, eb('t.publicity_start', '<=', now), publicityNotEnded]);
    case '5':
      return eb.and([live, eb('t.publicity_end', '<=', now)]);
    default:
      return eb('t.terminated', '=', 1);
  }
}
