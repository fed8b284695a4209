// Tenders run end to end (issue 23): the bidder's sealed bid (submit, revise, withdraw until the
// bid deadline) and the purchaser's desk — registrants with review, margin confirmation, the
// opening at the opening time, winning candidates with their publicity and objections (异议),
// the result, change notices (变更公告) — plus a tender's progress every party sees and its key
// dates as an .ics calendar file.
import { get, id, int, post, z } from './define';
import { decimal, instant, optionalText, required } from './fields';
import { tenderFile } from './tender';
import { bidDoc } from './tender-rules';
import { committeeSize } from './tender-eval';

const fileId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '附件编号不正确' }));

/** Notices after the tender notice, in the public-platform order. */
export const TENDER_NOTICE_KINDS = [
  { code: '1', name: '变更公告' },
  { code: '2', name: '开标记录' },
  { code: '3', name: '中标候选人公示' },
  { code: '4', name: '中标结果公告' },
];

const bidInput = z.object({
  tenderId: id,
  /** 元, the bid price (投标报价); at most 20亿元, the catalogue's ceiling for an amount field. */
  price: decimal(0.01, 2_000_000_000),
  /** 工期 / 交货期 in days. */
  durationDays: int(1, 3650),
  /** Each required document of the tender (tender-rules.ts BID_DOC_KINDS), an upload of the bidder's. */
  documents: z._default(z.array(bidDoc).check(z.maxLength(10, { message: '最多 10 个附件' })), []),
});
export type BidInput = z.input<typeof bidInput>;

const registrant = z.object({
  companyId: z.number(),
  companyName: z.string(),
  registeredAt: z.string(),
  registrationStatus: z.string(),
  registrationStatusName: z.string(),
  reviewNote: z.string(),
  marginStatus: z.string(),
  marginStatusName: z.string(),
  marginFormName: z.string(),
  marginProof: z.string(),
  /** The uploaded voucher or guarantee ('' before), readable by the purchaser. */
  marginAttachId: z.string(),
  /** Whether an active bid is in: its price stays null until the opening. */
  bidIn: z.boolean(),
  bidPrice: z.nullable(z.number()),
  bidDurationDays: z.nullable(z.number()),
  bidDocuments: z.array(tenderFile),
  result: z.string(),
  /** The margin can be refunded now (contract recorded, margin confirmed). */
  canRefund: z.boolean(),
});
export type Registrant = z.infer<typeof registrant>;

const desk = z.object({
  tenderId: z.number(),
  statusCode: z.string(),
  /** The opening time has come and the bids are open. */
  opened: z.boolean(),
  canOpen: z.boolean(),
  /** The committee may be requested (opened, bids in, none yet). */
  canRequestCommittee: z.boolean(),
  canPublishResult: z.boolean(),
  canRecordContract: z.boolean(),
  /** The committee: its size and how many experts have submitted (names stay secret until the result, 第三十七条). */
  committee: z.nullable(
    z.object({
      size: z.number(),
      experts: z.number(),
      submitted: z.number(),
      representatives: z.array(z.string()),
      reportAt: z.nullable(z.string()),
    }),
  ),
  contract: z.nullable(
    z.object({
      signedOn: z.string(),
      amount: z.number(),
      attachId: z.string(),
      /** Margins are due back by then (签订合同后 5 日内). */
      refundBy: z.string(),
    }),
  ),
  canAmend: z.boolean(),
  /** Why the next step waits ('' when nothing waits). */
  waiting: z.string(),
  registrants: z.array(registrant),
});
export type TenderDesk = z.infer<typeof desk>;

const openingBid = z.object({
  companyName: z.string(),
  price: z.number(),
  durationDays: z.number(),
  submittedAt: z.string(),
});
const progress = z.object({
  tenderId: z.number(),
  notices: z.array(
    z.object({ id: z.number(), kind: z.string(), kindName: z.string(), content: z.string(), createdAt: z.string() }),
  ),
  documents: z.array(tenderFile),
  /** The opening record: the bids read at the opening (purchaser and registered bidders only). */
  opening: z.nullable(z.object({ openedAt: z.string(), bids: z.array(openingBid) })),
  candidates: z.array(z.object({ rank: z.number(), companyName: z.string(), price: z.number() })),
  /** The caller's own objections, or all of them for the purchaser. */
  objections: z.array(
    z.object({
      id: z.number(),
      companyName: z.string(),
      content: z.string(),
      answer: z.string(),
      createdAt: z.string(),
      answeredAt: z.nullable(z.string()),
    }),
  ),
  canObject: z.boolean(),
});
export type TenderProgress = z.infer<typeof progress>;

const who = z.object({ tenderId: id, companyId: id });
const T = '/api/rs-share-service/tender';
const ok = z.object({ ok: z.boolean() });
export const tenderDesk = {
  /** Submits or revises the company's sealed bid (one per company and tender). */
  bid: post(`${T}/bid`, bidInput, ok, 'supplier'),
  withdrawBid: post(`${T}/bid-withdraw`, z.object({ tenderId: id }), ok, 'active'),
  /** The purchaser's desk of one tender. */
  desk: get(`${T}/desk`, z.object({ tenderId: id }), desk, 'member'),
  review: post(
    `${T}/review`,
    z.object({ ...who.shape, approve: z.boolean(), reason: optionalText(100) }),
    ok,
    'active',
  ),
  confirmMargin: post(
    `${T}/margin-confirm`,
    z.object({ ...who.shape, accept: z.boolean(), reason: optionalText(100) }),
    ok,
    'active',
  ),
  open: post(`${T}/open`, z.object({ tenderId: id }), ok, 'active'),
  /**
   * Requests the evaluation committee (招标投标法 第三十七条): an odd size of at least 5, the
   * purchaser's representatives by name (at most a third), the rest experts drawn at random.
   */
  committee: post(
    `${T}/committee`,
    z.object({
      tenderId: id,
      size: committeeSize,
      representatives: z.array(required(20)).check(z.maxLength(5, { message: '招标人代表不超过 5 名' })),
    }),
    ok,
    'active',
  ),
  /** Records the contract signed with the winner (招标投标法 第四十六条: within 30 days). */
  contract: post(
    `${T}/contract`,
    z.object({ tenderId: id, signedOn: instant, amount: decimal(0.01, 2_000_000_000), attachId: z.optional(fileId) }),
    ok,
    'active',
  ),
  /** Refunds a bidder's confirmed margin once the contract is recorded (实施条例 第五十七条). */
  refund: post(`${T}/margin-return`, who, ok, 'active'),
  object: post(`${T}/objection`, z.object({ tenderId: id, content: required(500) }), ok, 'active'),
  answer: post(`${T}/objection-answer`, z.object({ objectionId: id, answer: required(500) }), ok, 'active'),
  result: post(`${T}/result`, z.object({ tenderId: id }), ok, 'active'),
  /** A change notice; a new bid deadline (and registration deadline) when the 15-day clock asks for it. */
  amend: post(
    `${T}/amend`,
    z.object({
      tenderId: id,
      content: required(1000),
      registrationDeadline: z.optional(instant),
      bidDeadline: z.optional(instant),
    }),
    ok,
    'active',
  ),
  progress: get(`${T}/progress`, z.object({ tenderId: id }), progress, 'optional'),
};
