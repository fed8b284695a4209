// rs-share-service inquiries (询价): the public page and detail, the buyer's publishing
// (draft → pending_review → published → closed | expired | withdrawn), supplier quotes per
// line, the buyer's quote comparison and award. Deals, rankings and saved searches: ./inquiry-deals.
import { get, id, int, page, paging, post, text, z } from './define';
import { contact, day, decimal, dictKey, instant, opt, optionalText, party, regionCode, required } from './fields';
import { QUOTE_MODES, rfqDetail, rfqFields } from './inquiry-rfq';
import { INQUIRY_LIMITS, INQUIRY_STATES, TAX_RATES } from './inquiry-rules';
import { phone } from './validation';

export const INQUIRY_SORTS = ['publishTime', 'deadline', 'quoteCount'] as const;
export const inquiryFilters = {
  /** Title, buyer or a line's material name contains it. */
  keyword: text(50),
  categoryCode: opt(dictKey),
  provinceCode: opt(regionCode),
  cityCode: opt(regionCode),
  status: opt(z.enum(['1', '2', '3'])),
  publishFrom: opt(day),
  publishTo: opt(day),
  deadlineFrom: opt(day),
  deadlineTo: opt(day),
};
export const inquiryFilterSchema = z.object(inquiryFilters);
export type InquiryFilters = z.input<typeof inquiryFilterSchema>;
export const inquiryQuery = z.object({
  ...paging(20),
  ...inquiryFilters,
  sort: z._default(z.enum(INQUIRY_SORTS), 'publishTime'),
});
export type InquiryQuery = z.input<typeof inquiryQuery>;

const card = z.object({
  id: z.number(),
  inquiryNo: z.string(),
  title: z.string(),
  buyer: party,
  categoryCode: z.string(),
  categoryName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  /** The first line's material, quantity and unit, and how many lines there are. */
  mainItem: z.string(),
  quantity: z.number(),
  unit: z.string(),
  lineCount: z.number(),
  taxIncluded: z.boolean(),
  taxRate: z.number(),
  state: z.enum(INQUIRY_STATES),
  stateName: z.string(),
  /** '1' 报价中, '2' 已截止, '3' 已成交; '' for states the public never sees. */
  statusCode: z.string(),
  quoteCount: z.number(),
  quoteMode: z.enum(QUOTE_MODES),
  /** 定向邀请: only invited suppliers may quote. */
  invitedOnly: z.boolean(),
  /** ISO instants; publishTime null until published. */
  publishTime: z.nullable(z.string()),
  deadline: z.string(),
});
export type InquiryCard = z.infer<typeof card>;

const line = z.object({
  id: z.number(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.number(),
  remark: z.string(),
});
const publicDeal = z.object({
  lineId: z.number(),
  supplierName: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
});

const detail = z.object({
  ...card.shape,
  deliveryAddress: z.string(),
  remark: z.string(),
  ...rfqDetail,
  lines: z.array(line),
  contact,
  /** The review desk's reason (owner only; '' otherwise). */
  reviewNote: z.string(),
  /** Closed inquiries: what was awarded (supplier names masked). */
  deals: z.array(publicDeal),
  viewer: z.object({
    isOwner: z.boolean(),
    canQuote: z.boolean(),
    /** Why not, in Chinese ('' when canQuote). */
    quoteBlockedReason: z.string(),
    hasQuoted: z.boolean(),
    /** The acting company is on the invitation list. */
    invited: z.boolean(),
  }),
  serverTime: z.string(),
});
export type InquiryDetail = z.infer<typeof detail>;

const lineForm = z.object({
  name: required(50),
  spec: optionalText(100),
  unit: required(10),
  quantity: decimal(0.01, INQUIRY_LIMITS.maxQuantity),
  remark: optionalText(100),
});
export const inquiryForm = z.object({
  /** A draft or rejected inquiry of the company being edited; absent: a new one. */
  id: z.optional(id),
  title: required(100),
  categoryCode: dictKey,
  provinceCode: regionCode,
  cityCode: regionCode,
  deliveryAddress: required(100),
  /** Whether the buyer asks for prices including tax, and at which VAT rate (%). */
  taxIncluded: z.boolean(),
  taxRate: int(0, 13).check(
    z.refine((v) => (TAX_RATES as readonly number[]).includes(v), { message: `只能是 ${TAX_RATES.join('、')}` }),
  ),
  deadline: instant,
  contactName: required(20),
  contactPhone: phone,
  remark: optionalText(500),
  ...rfqFields,
  lines: z.array(lineForm).check(
    z.refine((a) => a.length > 0, { message: '请至少添加一项物料' }),
    z.maxLength(INQUIRY_LIMITS.maxLines),
  ),
});
export type InquiryForm = z.input<typeof inquiryForm>;
const saved = z.object({
  id: z.number(),
  state: z.enum(INQUIRY_STATES),
  stateName: z.string(),
  reviewNote: z.string(),
});
export type SavedInquiry = z.infer<typeof saved>;

export const quoteForm = z.object({
  inquiryId: id,
  /** 报价有效期 in days from now. */
  validDays: int(1, 180),
  remark: optionalText(200),
  lines: z
    .array(
      z.object({
        lineId: id,
        unitPrice: decimal(0.01, INQUIRY_LIMITS.maxUnitPrice),
        taxIncluded: z.boolean(),
        deliveryDays: int(1, 365),
        remark: optionalText(100),
      }),
    )
    .check(
      z.refine((a) => a.length > 0, { message: '请至少报价一项物料' }),
      z.maxLength(INQUIRY_LIMITS.maxLines),
    ),
});
export type QuoteForm = z.input<typeof quoteForm>;

const quoteLine = z.object({
  lineId: z.number(),
  unitPrice: z.number(),
  taxIncluded: z.boolean(),
  /** unitPrice normalised to 含税 at the inquiry's tax rate. */
  unitPriceWithTax: z.number(),
  amountWithTax: z.number(),
  deliveryDays: z.number(),
  remark: z.string(),
});
const myQuote = z.object({
  quoteId: z.number(),
  quoteNo: z.string(),
  revision: z.number(),
  quotedAt: z.string(),
  updatedAt: z.string(),
  validUntil: z.string(),
  remark: z.string(),
  lines: z.array(quoteLine),
  totalWithTax: z.number(),
  /** pending until the inquiry closes; then won (some line awarded) or lost. */
  result: z.enum(['pending', 'won', 'lost']),
});
export type MyQuote = z.infer<typeof myQuote>;

const cell = z.nullable(z.object({ ...quoteLine.shape, lowest: z.boolean() }));
const comparison = z.object({
  inquiryId: z.number(),
  taxRate: z.number(),
  state: z.enum(INQUIRY_STATES),
  /** 密封报价 before the deadline: no column, no price (only the count); opens at `opensAt`. */
  sealed: z.boolean(),
  quoteCount: z.number(),
  opensAt: z.string(),
  awardMode: z.enum(['line', 'whole']),
  /** Columns: one per supplier quote, in quoting order. */
  suppliers: z.array(
    z.object({
      ...party.shape,
      quoteId: z.number(),
      quotedAt: z.string(),
      /** 1 for a quote never revised; its revisions: inquiryDesk.quoteRevisions. */
      revision: z.number(),
      validUntil: z.string(),
      /** validUntil has passed: the quote can no longer be awarded. */
      lapsed: z.boolean(),
      remark: z.string(),
      totalWithTax: z.number(),
      /** Priced every line. */
      complete: z.boolean(),
      /** The lowest total among complete quotes. */
      lowestTotal: z.boolean(),
      awardedLineIds: z.array(z.number()),
    }),
  ),
  /** Rows: one per line; cells follow the supplier columns (null: not quoted). */
  rows: z.array(z.object({ ...line.shape, cells: z.array(cell), lowestQuoteIds: z.array(z.number()) })),
  /** Awarding each line to its lowest quote: the total, and per line the quote. */
  splitTotal: z.number(),
});
export type Comparison = z.infer<typeof comparison>;

export const awardForm = z.object({
  inquiryId: id,
  lines: z.array(z.object({ lineId: id, quoteId: id })).check(
    z.refine((a) => a.length > 0, { message: '请至少选择一项物料的中标供应商' }),
    z.maxLength(INQUIRY_LIMITS.maxLines),
  ),
});
export type AwardForm = z.input<typeof awardForm>;

const mine = z.object({ ...card.shape, reviewNote: z.string() });
const requirement = z.object({
  ...card.shape,
  myQuote: z.nullable(
    z.object({ quoteId: z.number(), totalWithTax: z.number(), updatedAt: z.string(), revision: z.number() }),
  ),
  /** Why it suits the company's profile (主营品类, 服务地区, 受邀); matching ones come first. */
  matchReasons: z.array(z.string()),
});

const P = '/api/rs-share-service/inquiry';
export const inquiry = {
  page: post(`${P}/page`, inquiryQuery, page(card), 'none'),
  detail: get(`${P}/detail`, z.object({ id }), detail, 'optional'),
  /** The buyer's own inquiries in every state. */
  mine: get(`${P}/mine`, z.object({ ...paging(10), state: opt(z.enum(INQUIRY_STATES)) }), page(mine), 'member'),
  /** Supplier side: open inquiries the company may quote on, with its own quote if any. */
  supplierRequirements: get(
    `${P}/supplier-requirements`,
    z.object({ ...paging(10), keyword: text(50), quoted: z._default(z.enum(['all', 'quoted', 'unquoted']), 'all') }),
    page(requirement),
    'supplier',
  ),
  saveDraft: post(`${P}/save-draft`, inquiryForm, saved, 'buyer'),
  /** Submits for review; the demo desk decides at once (published or rejected with a reason). */
  submit: post(`${P}/submit`, inquiryForm, saved, 'buyer'),
  withdraw: post(`${P}/withdraw`, z.object({ id }), saved, 'buyer'),
  myQuote: get(`${P}/my-quote`, z.object({ inquiryId: id }), z.nullable(myQuote), 'member'),
  /** Submits or revises the company's one quote (until the deadline). */
  quote: post(`${P}/quote`, quoteForm, myQuote, 'supplier'),
  comparison: get(`${P}/comparison`, z.object({ inquiryId: id }), comparison, 'member'),
  award: post(`${P}/award`, awardForm, saved, 'buyer'),
};
