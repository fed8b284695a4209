// The URL views of the inquiry section's lists (see list-view.ts): the inquiry hall, the seller
// and buyer rankings and the deal records, derived from the catalogue's own request fields
// (src/api/inquiry.ts, src/api/inquiry-deals.ts). Plain keys: every filter is its own query key.
import { z } from '../../../api/define';
import { inquiryQuery, type InquiryFilters, type InquiryQuery } from '../../../api/inquiry';
import { dealQuery, deals, rankingQuery, type DealQuery, type RankingQuery } from '../../../api/inquiry-deals';
import { listView, orNull, withDefault } from '../../list-view';
import { provinceOf } from '../../region';

const i = inquiryQuery.shape;

// ---- /preferentialInquiry/inquiryMore: the inquiry hall ----------------------------------------

export const inquiryList = listView({
  path: '/preferentialInquiry/inquiryMore',
  fields: {
    keyword: withDefault(i.keyword, ''),
    categoryCode: orNull(i.categoryCode),
    provinceCode: orNull(i.provinceCode),
    cityCode: orNull(i.cityCode),
    status: orNull(i.status),
    publishFrom: orNull(i.publishFrom),
    publishTo: orNull(i.publishTo),
    deadlineFrom: orNull(i.deadlineFrom),
    deadlineTo: orNull(i.deadlineTo),
    sort: i.sort,
    current: i.current,
  },
  // A reversed day range is dropped; a city outside its province takes the city's province.
  refine: (v) => {
    const badPublish = !!v.publishFrom && !!v.publishTo && v.publishFrom > v.publishTo;
    const badDeadline = !!v.deadlineFrom && !!v.deadlineTo && v.deadlineFrom > v.deadlineTo;
    const badRegion = !!v.cityCode && v.provinceCode !== provinceOf(v.cityCode);
    if (!badPublish && !badDeadline && !badRegion) return null;
    return {
      ...v,
      ...(badPublish ? { publishFrom: null, publishTo: null } : {}),
      ...(badDeadline ? { deadlineFrom: null, deadlineTo: null } : {}),
      ...(badRegion ? { provinceCode: provinceOf(v.cityCode!) } : {}),
    };
  },
});
export type InquiryListView = typeof inquiryList.defaults;

/** The list's filters as the catalogue takes them (the page query, and what a saved search keeps). */
export function inquiryFiltersOf(v: InquiryListView): InquiryFilters {
  const { keyword, categoryCode, provinceCode, cityCode, status, publishFrom, publishTo, deadlineFrom, deadlineTo } = v;
  return {
    keyword: keyword || undefined,
    categoryCode,
    provinceCode,
    cityCode,
    status,
    publishFrom,
    publishTo,
    deadlineFrom,
    deadlineTo,
  };
}

export const INQUIRY_PAGE_SIZE = 20;
export const inquiryListQuery = (v: InquiryListView): InquiryQuery => ({
  ...inquiryFiltersOf(v),
  sort: v.sort,
  current: v.current,
  size: INQUIRY_PAGE_SIZE,
});

// ---- /preferentialInquiry/inquiryRankingMore: seller and buyer rankings ------------------------

const r = rankingQuery.shape;
export const rankingList = listView({
  path: '/preferentialInquiry/inquiryRankingMore',
  fields: { side: withDefault(r.side, 'seller'), metric: r.metric, period: r.period, current: r.current },
});
export type RankingListView = typeof rankingList.defaults;

export const RANKING_PAGE_SIZE = 20;
export const rankingListQuery = (v: RankingListView): RankingQuery => ({ ...v, size: RANKING_PAGE_SIZE });

// ---- /preferentialInquiry/orderMore: deal records ----------------------------------------------

const d = dealQuery.shape;
export const dealList = listView({
  path: '/preferentialInquiry/orderMore',
  fields: {
    keyword: withDefault(d.keyword, ''),
    categoryCode: orNull(d.categoryCode),
    companyId: orNull(d.companyId),
    current: d.current,
  },
});
export type DealListView = typeof dealList.defaults;

export const DEAL_PAGE_SIZE = 20;
export const dealListQuery = (v: DealListView): DealQuery => ({
  keyword: v.keyword || undefined,
  categoryCode: v.categoryCode,
  companyId: v.companyId,
  current: v.current,
  size: DEAL_PAGE_SIZE,
});

// ---- /preferentialInquiry/inquiryRankingDetail: one party's record -----------------------------

/** The company and side of the address (the detail call's own input); null when unusable. */
export function rankingTarget(search: string | URLSearchParams): z.output<typeof deals.rankingDetail.input> | null {
  const params = new URLSearchParams(search);
  const r = z.safeParse(deals.rankingDetail.input, {
    companyId: params.get('companyId') ?? undefined,
    side: params.get('side') ?? undefined,
  });
  return r.success ? r.data : null;
}
