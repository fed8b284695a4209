// Financial services (金融服务): products of partner institutions (finance info page list and
// detail), notices and platform rules, the apply flow's picture captcha → SMS code → save, the
// member's own applications, and the eligibility pre-check.
import { get, id, int, page, paging, post, str, text, z } from './define';
import {
  FINANCE_AGREEMENT,
  AUDIENCES,
  codeOf,
  GUARANTEE_KINDS,
  INSTITUTION_KINDS,
  MONEY_TYPES,
  NEEDS,
  SCENE_TYPES,
  SERVICE_TYPES,
  TIME_TYPES,
  uscc,
} from './finance-fields';
import { decimal, day, opt, optionalText, regionCode, required } from './fields';
import { financeDesk } from './finance-desk';
import { phone, smsCode } from './validation';

export const AGREEMENT_MSG = '请阅读并同意金融服务信息授权书';
export const FINANCE_SORTS = ['recommend', 'rate', 'amount', 'funding'] as const;

export const productFilters = {
  /** Product or institution name contains it. */
  keyword: text(30),
  serviceType: opt(codeOf(SERVICE_TYPES)),
  sceneType: opt(codeOf(SCENE_TYPES)),
  moneyType: opt(codeOf(MONEY_TYPES)),
  timeType: opt(codeOf(TIME_TYPES)),
  institutionKind: opt(codeOf(INSTITUTION_KINDS)),
  guaranteeKind: opt(codeOf(GUARANTEE_KINDS)),
};
/** 保存搜索 of the product list (kind `finance`): its filters without paging and sort. */
export const financeFilterSchema = z.object(productFilters);
export type FinanceFilters = z.input<typeof financeFilterSchema>;
export const productQuery = z.object({
  ...paging(12),
  ...productFilters,
  sort: z._default(z.enum(FINANCE_SORTS), 'recommend'),
});
export type ProductQuery = z.input<typeof productQuery>;

const institution = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  kind: z.string(),
  kindName: z.string(),
  logoText: z.string(),
});
const card = z.object({
  id: z.number(),
  name: z.string(),
  institution,
  serviceType: z.string(),
  serviceTypeName: z.string(),
  sceneNames: z.array(z.string()),
  /** 万元 */
  amountMinWan: z.number(),
  amountMaxWan: z.number(),
  /** Months. */
  termMinMonths: z.number(),
  termMaxMonths: z.number(),
  /** Annual reference rate (or fee rate for guarantees), percent. */
  rateFrom: z.number(),
  rateTo: z.number(),
  /** 'rate' 年化利率 or 'fee' 年费率. */
  rateKind: z.enum(['rate', 'fee']),
  guaranteeKind: z.string(),
  guaranteeName: z.string(),
  audienceNames: z.array(z.string()),
  /** Working days from approval to funds. */
  fundingDays: z.number(),
  applyCount: z.number(),
  summary: z.string(),
});
export type ProductCard = z.infer<typeof card>;

const productDetail = z.object({
  ...card.shape,
  conditions: z.array(z.string()),
  materials: z.array(z.string()),
  steps: z.array(z.object({ name: z.string(), days: z.string() })),
  features: z.array(z.string()),
  sceneCodes: z.array(z.string()),
  onlineAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

const noticeCard = z.object({
  id: z.number(),
  kind: z.enum(['notice', 'rule']),
  category: z.string(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  publishTime: z.string(),
});
export type FinanceNoticeCard = z.infer<typeof noticeCard>;
const noticeDetail = z.object({
  ...noticeCard.shape,
  /** Paragraphs of plain text. */
  body: z.array(z.string()),
  effectiveTime: z.nullable(z.string()),
  version: z.string(),
  prevId: z.nullable(z.number()),
  nextId: z.nullable(z.number()),
});
export type FinanceNoticeDetail = z.infer<typeof noticeDetail>;
export const noticeQuery = z.object({
  ...paging(10),
  kind: z._default(z.enum(['notice', 'rule']), 'notice'),
  category: opt(z.string().check(z.regex(/^\d$/, { message: '取值不正确' }))),
});

const application = z.object({
  id: z.number(),
  applyNo: z.string(),
  productId: z.nullable(z.number()),
  productName: z.string(),
  institutionName: z.string(),
  serviceTypeName: z.string(),
  moneyTypeName: z.string(),
  status: z.string(),
  statusName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FinanceApplication = z.infer<typeof application>;

const home = z.object({
  families: z.array(z.object({ code: z.string(), name: z.string(), count: z.number(), rateFrom: z.number() })),
  featured: z.array(card),
  notices: z.array(noticeCard),
  rules: z.array(noticeCard),
  stats: z.object({ products: z.number(), institutions: z.number(), applications: z.number() }),
});
export type FinanceHome = z.infer<typeof home>;

export const precheckQuery = z.object({
  /** '1' 供应商, '2' 施工企业, '3' 经销商 (AUDIENCES). */
  role: codeOf(AUDIENCES),
  /** Holds a receivable from a large contractor (央企、国企或上市建筑企业). */
  receivable: z._default(z.enum(['yes', 'no']), 'no'),
  amountWan: decimal(1, 100_000),
  termMonths: int(1, 120),
  /** NEEDS: '1' 资金周转 (loans and factoring, by the cost of money), else the guarantee needed. */
  need: z._default(codeOf(NEEDS), '1'),
  /** The company is a project's general contractor (施工总承包): only it takes out 农民工工资支付保函. */
  contractor: z._default(z.enum(['yes', 'no']), 'no'),
});
export type PrecheckQuery = z.input<typeof precheckQuery>;
const precheck = z.object({
  matches: z.array(
    z.object({
      product: card,
      costFromWan: z.number(),
      costToWan: z.number(),
      /** Why it fits the need. */
      why: z.string(),
      /** What it would cost, worked out: 200 万 × 6 个月 × 年化 4.35% → 利息约 4.35 万元. */
      cost: z.string(),
    }),
  ),
  moneyType: z.string(),
  timeType: z.string(),
  note: z.string(),
});
export type PrecheckResult = z.infer<typeof precheck>;

/** The apply form as the save call takes it. */
export const applyForm = z.object({
  productId: opt(id),
  companyName: required(60),
  creditCode: uscc,
  contactName: required(20),
  phone,
  smsCode,
  serviceType: codeOf(SERVICE_TYPES),
  sceneType: codeOf(SCENE_TYPES),
  moneyType: codeOf(MONEY_TYPES),
  timeType: codeOf(TIME_TYPES),
  provinceCode: opt(regionCode),
  cityCode: opt(regionCode),
  remark: optionalText(300),
  /** attachIds of private uploads (营业执照, statements) of the member; visitors send none. */
  materials: z._default(
    z
      .array(str(z.regex(/^[0-9a-f]{32}$/, { message: '附件编号不正确' })))
      .check(z.maxLength(5, { message: '最多上传 5 个附件' })),
    [],
  ),
  /** 投标保函 from a tender: beneficiary (招标人), margin, validity and tender number. */
  beneficiary: optionalText(60),
  tenderNo: optionalText(30),
  marginAmount: opt(decimal(0.01, 100_000_000)),
  validUntil: opt(day),
  /** The tender a 投标保函 is for (the server also finds it by tenderNo). */
  tenderId: opt(id),
  /** The authorisation's version the applicant ticked (unticked, the form sends nothing). */
  agreementVersion: str(z.maxLength(16)).check(
    z.refine((v) => v === FINANCE_AGREEMENT.version, { message: AGREEMENT_MSG }),
  ),
});
export type ApplyForm = z.input<typeof applyForm>;

const captcha = z.object({ key: z.string(), image: z.string(), expiresIn: z.number() });
export type FinanceCaptcha = z.infer<typeof captcha>;

const F = '/api/finance';
export const finance = {
  home: get(`${F}/info/home`, z.object({}), home, 'none'),
  /** The finance info page list. */
  page: get(`${F}/info/page`, productQuery, page(card), 'none'),
  /** The finance info detail. */
  detail: get(`${F}/info/detail`, z.object({ id }), productDetail, 'none'),
  notices: get(`${F}/notice/page`, noticeQuery, page(noticeCard), 'none'),
  notice: get(`${F}/notice/detail`, z.object({ id }), noticeDetail, 'none'),
  precheck: get(`${F}/info/precheck`, precheckQuery, precheck, 'none'),
  /** Finance apply captcha: a WebP picture (the answer in no field) with a key, single use, valid 5 minutes. */
  captcha: get(`${F}/apply/captcha`, z.object({}), captcha, 'none'),
  /** Finance apply send phone code: the captcha is checked before any SMS. */
  sendPhoneCode: post(
    `${F}/apply/send-phone-code`,
    z.object({
      captcha: str(z.maxLength(8)),
      key: str(z.maxLength(40)),
      phone,
      type: z._default(z.enum(['finance']), 'finance'),
    }),
    z.null(),
    'none',
  ),
  /** Finance apply save: answers the application's number and status. */
  save: post(`${F}/apply/save`, applyForm, application, 'optional'),
  /** The member's own applications, newest first. */
  mine: get(`${F}/apply/mine`, z.object({ ...paging(10) }), page(application), 'member'),
  /** The institutions' desk and the applicant's follow-up (src/api/finance-desk.ts). */
  ...financeDesk,
};
