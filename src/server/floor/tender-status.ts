// The tender status rule, owned by the tender module (modules/tender) and read by every module
// that shows tenders (the sc site too): a tender's status bucket, computed from its dates and the
// termination flag at "now" (never stored): 报名中 → 投标中 → 评标中 → 公示中 → 已定标, or 已终止.
// The SQL conditions below mean exactly what statusOf computes.
import type { ExpressionBuilder } from 'kysely';
import { TENDER_STATUSES } from '../../api/tender';
import type { Database } from '../db/schema';
import { DAY, dayNumber, stampOf } from './time';

type TenderTable = Database['tender'];

type Dates = Pick<TenderTable, 'registration_deadline' | 'bid_deadline' | 'publicity_start' | 'publicity_end'> & {
  terminated: number;
};

export function statusOf(t: Dates, nowStamp: string): string {
  if (Number(t.terminated) === 1) return '6';
  if (nowStamp < t.registration_deadline) return '1';
  if (nowStamp < t.bid_deadline) return '2';
  if (!t.publicity_start || nowStamp < t.publicity_start) return '3';
  if (!t.publicity_end || nowStamp < t.publicity_end) return '4';
  return '5';
}

export const statusName = (code: string): string => TENDER_STATUSES.find((s) => s.code === code)?.name ?? '';

/** Open for bids and the bid deadline within the next 7 days. */
export const closingSoon = (t: Dates, nowMs: number): boolean =>
  t.terminated !== 1 && t.bid_deadline > stampOf(nowMs) && t.bid_deadline <= stampOf(nowMs + 7 * DAY);

type EB = ExpressionBuilder<Database & { t: TenderTable }, 't'>;

/** The rows statusOf puts in `code` at `now`. */
export function statusWhere(eb: EB, code: string, now: string) {
  const live = eb('t.terminated', '=', 0);
  switch (code) {
    case '1':
      return eb.and([live, eb('t.registration_deadline', '>', now)]);
    case '2':
      return eb.and([live, eb('t.registration_deadline', '<=', now), eb('t.bid_deadline', '>', now)]);
    case '3':
      return eb.and([
        live,
        eb('t.bid_deadline', '<=', now),
        eb.or([eb('t.publicity_start', 'is', null), eb('t.publicity_start', '>', now)]),
      ]);
    case '4':
      return eb.and([
        live,
        eb('t.publicity_start', '<=', now),
        eb.or([eb('t.publicity_end', 'is', null), eb('t.publicity_end', '>', now)]),
      ]);
    case '5':
      return eb.and([live, eb('t.publicity_end', '<=', now)]);
    default:
      return eb('t.terminated', '=', 1);
  }
}

/** ZB + the Beijing day it was published + the id. */
export const tenderNo = (id: number, publishTime: string) => dayNumber('ZB', publishTime, id);
