// Does a newly published inquiry match a saved search? Pure: the saved filters (as the list
// took them) against the new inquiry's facts, the same meaning as the list's SQL filters; and the
// notices of the saved searches it matches (the saved searches themselves: floor/saved-searches.ts).
import type { z } from '../../../api/define';
import type { inquiryFilterSchema } from '../../../api/inquiry';
import type { Db } from '../../db';
import { about } from '../../floor/notices';
import { hasKeyword, inDays, newListingNotice, notifySavedSearches, sameCode } from '../../floor/saved-searches';

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

/** Notices for every saved inquiry search (of other companies) the new inquiry matches. */
export const notifyInquirySearches = (
  db: Db,
  id: number,
  publisherCompanyId: number,
  facts: InquiryFacts,
): Promise<number> =>
  notifySavedSearches(
    db,
    'inquiry',
    publisherCompanyId,
    (f) => matchesInquiry(f, facts),
    newListingNotice('询价', facts.title, about('inquiry', id)),
  );
