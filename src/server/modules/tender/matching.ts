// Does a newly published tender match a saved search? Pure: the saved filters (as the list
// took them) against the new tender's facts, the same meaning as the list's SQL filters.
import type { z } from '../../../api/define';
import type { tenderFilterSchema } from '../../../api/tender';
import { hasKeyword, inDays, sameCode } from '../../floor/saved-searches';

type TenderFilters = Partial<z.output<typeof tenderFilterSchema>>;

export interface TenderFacts {
  title: string;
  purchaserName: string;
  typeCode: string;
  methodCode: string;
  provinceCode: string;
  cityCode: string;
  budget: number;
  /** UTC stamps 'YYYY-MM-DD HH:mm:ss'. */
  publishTime: string;
  bidDeadline: string;
  /** Bid deadline within 7 days of publication. */
  closingSoon: boolean;
}

export function matchesTender(f: TenderFilters, x: TenderFacts): boolean {
  const wan = x.budget / 10_000;
  return (
    hasKeyword([x.title, x.purchaserName], f.keyword) &&
    sameCode(f.typeCode, x.typeCode) &&
    sameCode(f.methodCode, x.methodCode) &&
    // A new tender takes registrations (报名中).
    sameCode(f.status, '1') &&
    sameCode(f.provinceCode, x.provinceCode) &&
    sameCode(f.cityCode, x.cityCode) &&
    (f.budgetMinWan == null || wan >= f.budgetMinWan) &&
    (f.budgetMaxWan == null || wan <= f.budgetMaxWan) &&
    inDays(x.publishTime, f.publishFrom, f.publishTo) &&
    inDays(x.bidDeadline, f.deadlineFrom, f.deadlineTo) &&
    (!f.closingSoon || x.closingSoon)
  );
}
