// Does a newly published inquiry match a saved search? Pure: the saved filters (as the list
// took them) against the new inquiry's facts, the same meaning as the list's SQL filters.
import type { z } from '../../../api/define';
import type { inquiryFilterSchema } from '../../../api/inquiry';
import { hasKeyword, inDays, sameCode } from '../../floor/saved-searches';

type InquiryFilters = Partial<z.output<typeof inquiryFilterSchema>>;

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

export function matchesInquiry(f: InquiryFilters, x: InquiryFacts): boolean {
  return (
    hasKeyword([x.title, x.buyerName, ...x.lineNames], f.keyword) &&
    sameCode(f.categoryCode, x.categoryCode) &&
    sameCode(f.provinceCode, x.provinceCode) &&
    sameCode(f.cityCode, x.cityCode) &&
    // A new inquiry is open (报价中).
    sameCode(f.status, '1') &&
    inDays(x.publishTime, f.publishFrom, f.publishTo) &&
    inDays(x.deadline, f.deadlineFrom, f.deadlineTo)
  );
}
