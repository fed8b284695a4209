// The supplier's desk (issue 23): its profile (main categories, service regions, the 3 %
// simplified VAT election for 砂石/商砼), the supplier picker of the wizard's 定向邀请, and
// 我的报价: every quote of the company with its outcome and totals, and each quote's revisions.
import { get, id, int, none, page, paging, post, text, z } from './define';
import { dictKey, opt, optionalText, regionCode } from './fields';

export const PROFILE_LIMITS = { maxCategories: 5, maxRegions: 34 } as const;

export const supplierProfile = z.object({
  companyId: z.number(),
  companyName: z.string(),
  /** category_code keys. */
  categories: z.array(z.string()),
  /** Province codes served. */
  regions: z.array(z.string()),
  simpleTax: z.boolean(),
  intro: z.string(),
  /** null: never saved (the desk then matches nothing by profile). */
  updatedAt: z.nullable(z.string()),
});
export type SupplierProfile = z.infer<typeof supplierProfile>;

export const profileForm = z.object({
  categories: z
    .array(dictKey)
    .check(
      z.minLength(1, { message: '请至少选择一个主营品类' }),
      z.maxLength(PROFILE_LIMITS.maxCategories, { message: `主营品类最多 ${PROFILE_LIMITS.maxCategories} 个` }),
    ),
  regions: z
    .array(regionCode)
    .check(z.minLength(1, { message: '请至少选择一个服务地区' }), z.maxLength(PROFILE_LIMITS.maxRegions)),
  simpleTax: z._default(z.boolean(), false),
  intro: optionalText(200),
});
export type ProfileForm = z.input<typeof profileForm>;

export const supplierOption = z.object({
  companyId: z.number(),
  name: z.string(),
  provinceName: z.string(),
  categoryNames: z.array(z.string()),
  /** Sells the asked category / serves the asked province. */
  categoryMatch: z.boolean(),
  regionMatch: z.boolean(),
});
export type SupplierOption = z.infer<typeof supplierOption>;

/** How a quote of the company ended up (derived): 已报价, 已修改, 已中标, 未中标, 已失效. */
export const QUOTE_OUTCOMES = ['quoted', 'revised', 'won', 'lost', 'expired'] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];
export const QUOTE_OUTCOME_NAMES: Record<QuoteOutcome, string> = {
  quoted: '已报价',
  revised: '已修改',
  won: '已中标',
  lost: '未中标',
  expired: '已失效',
};

const historyRow = z.object({
  quoteId: z.number(),
  quoteNo: z.string(),
  inquiryId: z.number(),
  inquiryNo: z.string(),
  title: z.string(),
  buyerName: z.string(),
  revision: z.number(),
  quotedAt: z.string(),
  updatedAt: z.string(),
  deadline: z.string(),
  outcome: z.enum(QUOTE_OUTCOMES),
  outcomeName: z.string(),
  /** The quote's 含税 total (the company's own prices). */
  totalWithTax: z.number(),
  /** What was awarded to the company on this inquiry (0 unless won). */
  wonAmount: z.number(),
  lineCount: z.number(),
  quotedLines: z.number(),
});
export type QuoteHistoryRow = z.infer<typeof historyRow>;

const totals = z.object({
  quotes: z.number(),
  won: z.number(),
  lost: z.number(),
  open: z.number(),
  expired: z.number(),
  /** 含税 sums: all quoted, and won. */
  quotedAmount: z.number(),
  wonAmount: z.number(),
});
export type QuoteTotals = z.infer<typeof totals>;

/** One submission of a quote: its 含税 prices and total as they stood then. */
const quoteRevision = z.object({
  revision: z.number(),
  submittedAt: z.string(),
  validUntil: z.string(),
  remark: z.string(),
  totalWithTax: z.number(),
  lines: z.array(
    z.object({
      lineId: z.number(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number(),
      unitPriceWithTax: z.number(),
      amountWithTax: z.number(),
      deliveryDays: z.number(),
    }),
  ),
});
export type QuoteRevision = z.infer<typeof quoteRevision>;
export const QUOTE_REVISIONS_MSG = { missing: '报价不存在' } as const;

const D = '/api/rs-share-service/inquiry';
export const inquiryDesk = {
  profile: get(`${D}/supplier-profile`, none, supplierProfile, 'supplier'),
  saveProfile: post(`${D}/supplier-profile/save`, profileForm, supplierProfile, 'supplier'),
  /** The wizard's 定向邀请 picker: supplier companies, those selling the category and serving the province first. */
  suppliers: get(
    `${D}/suppliers`,
    z.object({
      keyword: text(30),
      categoryCode: opt(dictKey),
      provinceCode: opt(regionCode),
      size: z._default(int(1, 30), 12),
    }),
    z.array(supplierOption),
    'member',
  ),
  /** A quote's revisions, newest first: its supplier always; the buyer once it may read prices (密封报价: after the deadline). */
  quoteRevisions: get(
    `${D}/quote-revisions`,
    z.object({ quoteId: id }),
    z.object({ quoteId: z.number(), companyName: z.string(), revisions: z.array(quoteRevision) }),
    'member',
  ),
  myQuotes: get(
    `${D}/my-quotes`,
    z.object({ ...paging(10), outcome: opt(z.enum(QUOTE_OUTCOMES)) }),
    z.object({ page: page(historyRow), totals }),
    'supplier',
  ),
};
