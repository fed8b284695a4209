// Does a newly published inquiry or tender match a saved search? Pure: the saved filters (as the
// list took them) against the new item's facts, the same meaning as the list's SQL filters.
import type { z } from '../../../api/define';
import type { inquiryFilterSchema } from '../../../api/inquiry';
import type { tenderFilterSchema } from '../../../api/tender';

type InquiryFilters = Partial<z.output<typeof inquiryFilterSchema>>;
type TenderFilters = Partial<z.output<typeof tenderFilterSchema>>;

export interface InquiryFacts {
  title: string;
  buyerName: string;
  lineNames: string[];
  categoryCode: string;
  provinceCode: string;
  cityCode: string;
  /** UTC stamps 'YYYY-MM-DD HH:mm:ss'. */
  publishTime: string;
  deadline: string;
}

export interface TenderFacts {
  title: string;
  purchaserName: string;
  typeCode: string;
  methodCode: string;
  provinceCode: string;
  cityCode: string;
  budget: number;
  publishTime: string;
  bidDeadline: string;
  /** Bid deadline within 7 days of publication. */
  closingSoon: boolean;
}

const has = (texts: string[], keyword: string | undefined | null) =>
  !keyword || texts.some((t) => t.toLowerCase().includes(keyword.toLowerCase()));
const same = (want: string | undefined | null, value: string) => !want || want === value;
const inDays = (stamp: string, from: string | undefined | null, to: string | undefined | null) => {
  const d = stamp.slice(0, 10);
  return (!from || d >= from) && (!to || d <= to);
};

export function matchesInquiry(f: InquiryFilters, x: InquiryFacts): boolean {
  return (
    has([x.title, x.buyerName, ...x.lineNames], f.keyword) &&
    same(f.categoryCode, x.categoryCode) &&
    same(f.provinceCode, x.provinceCode) &&
    same(f.cityCode, x.cityCode) &&
    // A new inquiry is open (报价中).
    same(f.status, '1') &&
    inDays(x.publishTime, f.publishFrom, f.publishTo) &&
    inDays(x.deadline, f.deadlineFrom, f.deadlineTo)
  );
}

export function matchesTender(f: TenderFilters, x: TenderFacts): boolean {
  const wan = x.budget / 10_000;
  return (
    has([x.title, x.purchaserName], f.keyword) &&
    same(f.typeCode, x.typeCode) &&
    same(f.methodCode, x.methodCode) &&
    // A new tender takes registrations (报名中).
    same(f.status, '1') &&
    same(f.provinceCode, x.provinceCode) &&
    same(f.cityCode, x.cityCode) &&
    (f.budgetMinWan == null || wan >= f.budgetMinWan) &&
    (f.budgetMaxWan == null || wan <= f.budgetMaxWan) &&
    inDays(x.publishTime, f.publishFrom, f.publishTo) &&
    inDays(x.bidDeadline, f.deadlineFrom, f.deadlineTo) &&
    (!f.closingSoon || x.closingSoon)
  );
}
