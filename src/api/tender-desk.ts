// Tenders run end to end (issue 23): the bidder's sealed bid (submit, revise, withdraw until the
// bid deadline) and the purchaser's desk — registrants with review, margin confirmation, the
// opening at the opening time, winning candidates with their publicity and objections (异议),
// the result, change notices (变更公告) — plus a tender's progress every party sees and its key
// dates as an .ics calendar file.
import { get, id, int, post, z } from './define';
import { decimal, instant, optionalText, required } from './fields';
import { fileIds, tenderFile } from './tender';

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
  documents: fileIds(5),
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
});
export type Registrant = z.infer<typeof registrant>;

const desk = z.object({
  tenderId: z.number(),
  statusCode: z.string(),
  /** The opening time has come and the bids are open. */
  opened: z.boolean(),
  canOpen: z.boolean(),
  canPublishCandidates: z.boolean(),
  canPublishResult: z.boolean(),
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
  /** Ranks 1.. in order (one to three bidders), publicity of at least 3 days. */
  candidates: post(
    `${T}/candidates`,
    z.object({
      tenderId: id,
      companyIds: z
        .array(id)
        .check(
          z.minLength(1, { message: '请至少选择一名中标候选人' }),
          z.maxLength(3, { message: '中标候选人不超过 3 名' }),
        ),
      publicityDays: int(3, 30),
    }),
    ok,
    'active',
  ),
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
