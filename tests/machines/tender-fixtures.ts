// Samples of the tender participation and desk flows' tests: participation statuses at each
// step (unregistered, pending review, approved without margin, margin waiting, ready to bid,
// bid in, decided) and a purchaser's desk.
import type { ParticipationStatus } from '../../src/api/tender';
import type { TenderDesk } from '../../src/api/tender-desk';

const base: ParticipationStatus = {
  tenderId: 9,
  purchaser: false,
  registered: true,
  registeredAt: '2026-11-20T02:00:00.000Z',
  registrationStatus: '1',
  registrationStatusName: '已通过',
  reviewNote: '',
  marginAmount: 800_000,
  marginStatus: '0',
  marginStatusName: '未缴',
  marginForm: '',
  marginFormName: '',
  marginNote: '',
  marginAttachId: '',
  paidAt: null,
  refundedAt: null,
  bid: null,
  canRegister: false,
  canPay: false,
  canRefund: false,
  canBid: false,
  canWithdraw: false,
  reason: '',
  bidReason: '',
  result: '',
};
const status = (over: Partial<ParticipationStatus>): ParticipationStatus => ({ ...base, ...over });
const ownBid = {
  price: 95_000_000,
  durationDays: 540,
  documents: [],
  status: '1',
  statusName: '已投标',
  revision: 0,
  submittedAt: '2026-11-22T02:00:00.000Z',
  updatedAt: '2026-11-22T02:00:00.000Z',
};

export const parts = {
  unregistered: status({
    registered: false,
    registeredAt: null,
    registrationStatus: null,
    registrationStatusName: '未报名',
    marginStatus: null,
    marginStatusName: '未报名',
    canRegister: true,
  }),
  pending: status({
    registrationStatus: '0',
    registrationStatusName: '待审核',
    reason: '报名待招标人审核，审核通过后方可缴纳保证金和投标',
  }),
  approved: status({ canPay: true, bidReason: '投标保证金经招标人确认后方可投标' }),
  waiting: status({
    marginStatus: '3',
    marginStatusName: '待确认',
    marginForm: '4',
    marginFormName: '电子保函',
    marginAttachId: 'a'.repeat(32),
  }),
  confirmed: status({
    marginStatus: '1',
    marginStatusName: '已缴',
    marginForm: '4',
    marginFormName: '电子保函',
    canBid: true,
  }),
  bidIn: status({ marginStatus: '1', marginStatusName: '已缴', bid: ownBid, canBid: true, canWithdraw: true }),
  decided: status({ marginStatus: '1', marginStatusName: '已缴', bid: ownBid, canRefund: true, result: '未中标' }),
};

export const deskSample: TenderDesk = {
  tenderId: 9,
  statusCode: '3',
  opened: false,
  canOpen: true,
  canPublishCandidates: false,
  canPublishResult: false,
  canAmend: false,
  waiting: '',
  registrants: [
    {
      companyId: 2,
      companyName: '上海恒信建材贸易有限公司',
      registeredAt: '2026-11-20T02:00:00.000Z',
      registrationStatus: '1',
      registrationStatusName: '已通过',
      reviewNote: '',
      marginStatus: '1',
      marginStatusName: '已缴',
      marginFormName: '电子保函',
      marginProof: 'DZBH-1',
      marginAttachId: 'a'.repeat(32),
      bidIn: true,
      bidPrice: null,
      bidDurationDays: null,
      bidDocuments: [],
      result: '',
    },
  ],
};
