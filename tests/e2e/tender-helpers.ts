// What the tender browser tests share: the supplier they act as, the time a member part may take,
// the next Beijing working day for an opening.
import { DEMO } from './members';

/** 13800000002 acting for 上海恒信 (a supplier company, id 2). */
export const SUPPLIER = { phone: DEMO.two, tenantId: '100002', companyId: 2 };
/** A member part appears after the session check and a lazy chunk: on a busy machine, seconds. */
export const SLOW = { timeout: 20_000 };

export const DAY_MS = 24 * 3600_000;
/** An instant `days` ahead, moved to the next Beijing working day (openings fall on working days). */
export function workdayAhead(days: number): string {
  let t = Date.now() + days * DAY_MS;
  while ([0, 6].includes(new Date(t + 8 * 3600_000).getUTCDay())) t += DAY_MS;
  return new Date(t).toISOString();
}
