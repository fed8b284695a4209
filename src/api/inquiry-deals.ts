// rs-share-service deals (成交, from inquiry awards) and seller/buyer rankings computed from them
// (saved searches: saved-search.ts).
import { get, id, page, paging, post, text, z } from './define';
import { dictKey, opt, party } from './fields';

const deal = z.object({
  id: z.number(),
  inquiryId: z.number(),
  /** ISO instant of the award. */
  dealTime: z.string(),
  /** Both parties masked, e.g. 南京**建设工程有限公司. */
  buyerName: z.string(),
  supplierName: z.string(),
  materialName: z.string(),
  spec: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** 含税 unit price and amount. */
  unitPrice: z.number(),
  amount: z.number(),
  provinceName: z.string(),
  cityName: z.string(),
});
export type Deal = z.infer<typeof deal>;

export const dealQuery = z.object({
  ...paging(20),
  /** Material name contains it. */
  keyword: text(50),
  categoryCode: opt(dictKey),
  /** Deals of one party (as buyer or supplier). */
  companyId: opt(id),
});
export type DealQuery = z.input<typeof dealQuery>;

export const RANKING_SIDES = ['seller', 'buyer'] as const;
/** amount: 成交金额; count: 报价次数 (sellers) or 询价次数 (buyers). */
export const RANKING_METRICS = ['amount', 'count'] as const;
export const RANKING_PERIODS = ['month', 'quarter', 'year', 'all'] as const;
export type RankingSide = (typeof RANKING_SIDES)[number];
export type RankingMetric = (typeof RANKING_METRICS)[number];
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const RANKING_PERIOD_NAMES: Record<RankingPeriod, string> = {
  month: '本月',
  quarter: '本季',
  year: '本年',
  all: '累计',
};

const rankingRow = z.object({
  rank: z.number(),
  ...party.shape,
  amount: z.number(),
  dealCount: z.number(),
  /** Quotes submitted (sellers) or inquiries published (buyers) in the period. */
  activityCount: z.number(),
});
export type RankingRow = z.infer<typeof rankingRow>;

const side = z.enum(RANKING_SIDES);
const period = z.enum(RANKING_PERIODS);
export const rankingQuery = z.object({
  ...paging(20),
  side,
  metric: z._default(z.enum(RANKING_METRICS), 'amount'),
  period: z._default(period, 'month'),
});
export type RankingQuery = z.input<typeof rankingQuery>;

const periodStats = z.object({
  period,
  periodName: z.string(),
  amount: z.number(),
  dealCount: z.number(),
  activityCount: z.number(),
  rank: z.nullable(z.number()),
});
const recentInquiry = z.object({
  id: z.number(),
  title: z.string(),
  publishTime: z.string(),
  stateName: z.string(),
  quoteCount: z.number(),
});
const rankingDetail = z.object({
  company: party,
  side,
  /** One row per period; rank by deal amount (null without deals in the period). */
  periods: z.array(periodStats),
  recentDeals: z.array(deal),
  /** Buyers: their latest public inquiries (empty for sellers). */
  recentInquiries: z.array(recentInquiry),
});
export type RankingDetail = z.infer<typeof rankingDetail>;

const D = '/api/rs-share-service';
export const deals = {
  /** orderMore: deal records, newest first. */
  dealPage: post(`${D}/deal/page`, dealQuery, page(deal), 'none'),
  rankingPage: get(`${D}/ranking/page`, rankingQuery, page(rankingRow), 'none'),
  /** One party's record. */
  rankingDetail: get(`${D}/ranking/detail`, z.object({ companyId: id, side }), rankingDetail, 'none'),
};
