// rs-share-service tenders (招标): the tender page and detail with its legal-clock timeline, a
// month calendar of bid openings, registration (报名) and the margin (保证金) per member company
// per tender, and publishing a tender notice (checked against the legal clocks).
import { get, id, page, paging, post, text, z } from './define';
import {
  contact,
  day,
  decimal,
  instant,
  month,
  opt,
  options,
  optionalText,
  party,
  regionCode,
  required,
} from './fields';
import { phone } from './validation';
import { publishRules, scoreItem } from './tender-rules';

export const TENDER_TYPES = options(['工程施工', '物资采购', '设备租赁', '劳务分包', '专业分包', '咨询服务']);
/** '1' 公开招标 carries the 20-day opening clock (招标投标法 第24条). */
export const TENDER_METHODS = options(['公开招标', '邀请招标', '竞争性谈判', '询比价', '单一来源']);
/** Computed from the dates and the termination flag, never stored. */
export const TENDER_STATUSES = options(['报名中', '投标中', '评标中', '公示中', '已定标', '已终止']);
/** '0' 未缴, '1' 已缴 (confirmed by the purchaser), '2' 已退还, '3' 待确认 (voucher or guarantee uploaded). */
export const MARGIN_STATUSES = options(['未缴', '已缴', '已退还', '待确认']).map((o, i) => ({ ...o, code: String(i) }));
/** The purchaser's review of a registration: '0' 待审核, '1' 已通过, '2' 已驳回. */
export const REGISTRATION_STATUSES = options(['待审核', '已通过', '已驳回']).map((o, i) => ({ ...o, code: String(i) }));
/** A bid: '1' 已投标 (sealed until the opening), '0' 已撤回. */
export const BID_STATUSES = [
  { code: '0', name: '已撤回' },
  { code: '1', name: '已投标' },
];
export const MARGIN_FORMS = options(['现金', '银行保函', '保证保险', '电子保函']);
export const TENDER_SORTS = ['publishTime', 'deadline', 'budget'] as const;
export const OPEN_TENDER = '1';

const codeOf = (list: { code: string }[]) => z.enum(list.map((o) => o.code) as [string, ...string[]]);

export const tenderFilters = {
  /** Title or purchaser contains it. */
  keyword: text(50),
  typeCode: opt(codeOf(TENDER_TYPES)),
  methodCode: opt(codeOf(TENDER_METHODS)),
  status: opt(codeOf(TENDER_STATUSES)),
  provinceCode: opt(regionCode),
  cityCode: opt(regionCode),
  /** Budget band in 万元. */
  budgetMinWan: opt(decimal(0, 10_000_000)),
  budgetMaxWan: opt(decimal(0, 10_000_000)),
  publishFrom: opt(day),
  publishTo: opt(day),
  /** Bid deadline (= opening) days. */
  deadlineFrom: opt(day),
  deadlineTo: opt(day),
  /** Bid deadline within the next 7 days. */
  closingSoon: opt(z.boolean()),
};
export const tenderFilterSchema = z.object(tenderFilters);
export type TenderFilters = z.input<typeof tenderFilterSchema>;
export const tenderQuery = z.object({
  ...paging(20),
  ...tenderFilters,
  sort: z._default(z.enum(TENDER_SORTS), 'publishTime'),
});
export type TenderQuery = z.input<typeof tenderQuery>;

const card = z.object({
  id: z.number(),
  tenderNo: z.string(),
  title: z.string(),
  purchaser: party,
  typeCode: z.string(),
  typeName: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  /** 元; budgetWan is the same in 万元. */
  budget: z.number(),
  budgetWan: z.number(),
  /** ISO instants. bidDeadline is also the bid opening. */
  publishTime: z.string(),
  registrationDeadline: z.string(),
  bidDeadline: z.string(),
  closingSoon: z.boolean(),
});
export type TenderCard = z.infer<typeof card>;

const step = z.object({
  key: z.enum(['publish', 'registration', 'opening', 'publicityStart', 'publicityEnd']),
  name: z.string(),
  time: z.nullable(z.string()),
  done: z.boolean(),
  /** The legal clock this step keeps, if any. */
  rule: z.string(),
});
const detail = z.object({
  ...card.shape,
  projectName: z.string(),
  agencyName: z.string(),
  qualification: z.string(),
  marginAmount: z.number(),
  openPlace: z.string(),
  publicityStart: z.nullable(z.string()),
  publicityEnd: z.nullable(z.string()),
  /** From the candidate publicity on; '' before. */
  winnerName: z.string(),
  winningAmount: z.nullable(z.number()),
  terminated: z.boolean(),
  terminationReason: z.string(),
  contact,
  timeline: z.array(step),
  clockChecks: z.array(z.object({ rule: z.string(), ok: z.boolean() })),
  serverTime: z.string(),
  /** Fixed at publishing (tender-rules.ts); scoreItems empty for 经评审的最低投标价法. */
  evaluationMethod: z.string(),
  evaluationMethodName: z.string(),
  scoreItems: z.array(scoreItem),
  requiredDocs: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The notice's participation line, e.g. 邀请招标（仅限受邀单位参加） ('' for open tenders). */
  participationNote: z.string(),
  /** 单一来源: the intended supplier, the reason and the end of its publicity. */
  singleSource: z.nullable(z.object({ companyName: z.string(), reason: z.string(), publicityEnd: z.string() })),
});
export type TenderDetail = z.infer<typeof detail>;

export const calendarQuery = z.object({ month, ...tenderFilters });
const calendar = z.object({
  month: z.string(),
  /** Days of the month with bid openings, in order. */
  days: z.array(
    z.object({
      date: z.string(),
      count: z.number(),
      /** The first few openings of the day. */
      items: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          openTime: z.string(),
          typeName: z.string(),
          statusCode: z.string(),
        }),
      ),
    }),
  ),
});
export type TenderCalendar = z.infer<typeof calendar>;

/** An upload used by a tender (its documents, a margin voucher, a bid's documents). */
export const tenderFile = z.object({
  attachId: z.string(),
  name: z.string(),
  /** A bid document's kind (BID_DOC_KINDS); absent for other files. */
  kind: z.optional(z.string()),
});
export type TenderFile = z.infer<typeof tenderFile>;
/** Upload ids as the forms send them (each the sender company's own upload). */
export const fileIds = (max: number) =>
  z._default(
    z
      .array(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '附件编号不正确' })))
      .check(z.maxLength(max, { message: `最多 ${max} 个附件` })),
    [],
  );

const ownBid = z.object({
  /** 元; only ever shown to the bidder's own company before the opening. */
  price: z.number(),
  durationDays: z.number(),
  documents: z.array(tenderFile),
  status: z.string(),
  statusName: z.string(),
  revision: z.number(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type OwnBid = z.infer<typeof ownBid>;

const margin = z.object({
  tenderId: z.number(),
  registered: z.boolean(),
  registeredAt: z.nullable(z.string()),
  /** The tender's margin in 元 (at most 2 % of the budget; 0: none is charged). */
  marginAmount: z.number(),
  /** '0' 未缴, '1' 已缴, '2' 已退还; null before registration. */
  marginStatus: z.nullable(z.string()),
  marginStatusName: z.string(),
  marginForm: z.string(),
  marginFormName: z.string(),
  paidAt: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
  canRegister: z.boolean(),
  canPay: z.boolean(),
  canRefund: z.boolean(),
  /** Why the next step is not possible now ('' when it is). */
  reason: z.string(),
});
export type MarginStatus = z.infer<typeof margin>;

/** The margin status with the review, the own sealed bid and the result (what the calls answer). */
const participation = z.object({
  ...margin.shape,
  /** The member's company published this tender (it runs the desk instead). */
  purchaser: z.boolean(),
  /** '0' 待审核, '1' 已通过, '2' 已驳回; null before registration. */
  registrationStatus: z.nullable(z.string()),
  registrationStatusName: z.string(),
  /** The purchaser's reason for a refusal ('' otherwise). */
  reviewNote: z.string(),
  /** Why an uploaded voucher was sent back ('' otherwise). */
  marginNote: z.string(),
  marginAttachId: z.string(),
  bid: z.nullable(ownBid),
  canBid: z.boolean(),
  canWithdraw: z.boolean(),
  /** Why no bid can be made now ('' when it can, or when registration comes first). */
  bidReason: z.string(),
  /** '' until the result; 中标 or 未中标. */
  result: z.string(),
  /** 邀请招标: the company's invitation (null when not invited or not an invited tender). */
  invitation: z.nullable(z.object({ status: z.string(), statusName: z.string(), canAnswer: z.boolean() })),
  /** A declined registration may be corrected and resubmitted before the registration deadline. */
  canResubmit: z.boolean(),
  /** The bid documents this tender requires (codes of BID_DOC_KINDS). */
  requiredDocs: z.array(z.string()),
});
export type ParticipationStatus = z.infer<typeof participation>;

const registration = z.object({
  ...card.shape,
  registeredAt: z.string(),
  marginStatus: z.string(),
  marginStatusName: z.string(),
});

export const tenderForm = z.object({
  title: required(120),
  projectName: required(100),
  typeCode: codeOf(TENDER_TYPES),
  methodCode: codeOf(TENDER_METHODS),
  provinceCode: regionCode,
  cityCode: regionCode,
  budgetWan: decimal(0.01, 10_000_000),
  /** 元, at most 2 % of the budget; 0 charges none. */
  marginAmount: decimal(0, 2_000_000_000),
  qualification: optionalText(500),
  openPlace: required(100),
  registrationDeadline: instant,
  bidDeadline: instant,
  contactName: required(20),
  contactPhone: phone,
  /** The tender documents (招标文件): the purchaser's uploads, readable by approved registrants. */
  documents: fileIds(10),
  ...publishRules,
});
export type TenderForm = z.input<typeof tenderForm>;

/** A certified supplier company as the purchaser's invitation search shows it, with its record here. */
const certifiedSupplier = z.object({
  companyId: z.number(),
  name: z.string(),
  provinceNames: z.array(z.string()),
  categoryNames: z.array(z.string()),
  /** Registrations, bids and wins on this portal's tenders. */
  registrations: z.number(),
  bids: z.number(),
  wins: z.number(),
});
export type CertifiedSupplier = z.infer<typeof certifiedSupplier>;

const T = '/api/rs-share-service/tender';
const tenderId = z.object({ tenderId: id });
export const tender = {
  page: post(`${T}/page`, tenderQuery, page(card), 'none'),
  detail: get(`${T}/detail`, z.object({ id }), detail, 'optional'),
  calendar: post(`${T}/calendar`, calendarQuery, calendar, 'none'),
  /** The margin status call: the member company's registration and margin for one tender. */
  marginStatus: get(`${T}/margin-status`, tenderId, participation, 'member'),
  /** 报名, or the corrected resubmission of a declined registration (with what was corrected). */
  register: post(`${T}/register`, z.object({ tenderId: id, note: optionalText(200) }), participation, 'supplier'),
  /** 邀请招标: the invitee accepts or declines its invitation (招标投标法 第十七条). */
  answerInvitation: post(
    `${T}/invitation-answer`,
    z.object({ tenderId: id, accept: z.boolean(), note: optionalText(200) }),
    participation,
    'supplier',
  ),
  /** 单一来源: an objection to the intended supplier during its publicity (answered through tenderDesk.answer). */
  singleSourceObject: post(
    `${T}/single-source-objection`,
    z.object({ tenderId: id, content: required(500) }),
    z.object({ ok: z.boolean() }),
    'active',
  ),
  /** The purchaser's search of certified suppliers to invite or to name (category, region, their record here). */
  suppliers: get(
    `${T}/suppliers`,
    z.object({ ...paging(20), keyword: text(50), categoryId: opt(id), provinceCode: opt(regionCode) }),
    page(certifiedSupplier),
    'buyer',
  ),
  /** Uploads the margin voucher or guarantee (an upload of the company): 未缴 → 待确认 until the purchaser confirms. */
  marginPay: post(
    `${T}/margin-pay`,
    z.object({ tenderId: id, form: codeOf(MARGIN_FORMS), proofNo: required(50), attachId: required(64) }),
    participation,
    'active',
  ),
  marginRefund: post(`${T}/margin-refund`, tenderId, participation, 'active'),
  publish: post(`${T}/publish`, tenderForm, z.object({ id: z.number() }), 'buyer'),
  /** The company's registrations, newest first (for the member's tender desk). */
  mine: get(`${T}/mine`, z.object({ ...paging(10), keyword: text(50) }), page(registration), 'member'),
};
