// The graphs of the tender flows (issue 23) with the samples their path tests need: the
// supplier's participation (register → margin voucher → sealed bid → withdraw → objection →
// refund, each refused or answered) and the purchaser's desk (every action, valid or not,
// answered or refused), and the purchaser's publish wizard (each step checked, then the review).
import type { AnyMachineSnapshot } from 'xstate';
import { tenderDeskMachine, type DeskAction, type TenderDeskContext } from '../../machines/tender-desk.machine';
import { EMPTY_DRAFT, stepProblem, WIZARD_STEPS, type TenderDraft } from '../../machines/tender-forms';
import { tenderPublishMachine, type TenderPublishContext } from '../../machines/tender-publish.machine';
import {
  tenderParticipationMachine,
  type TenderParticipationContext,
} from '../../machines/tender-participation.machine';
import { deskSample, parts } from './tender-fixtures';
import { tenderInvitationMachine, type TenderInvitationContext } from '../../machines/tender-invitation.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});
const valueOf = (s: AnyMachineSnapshot) => s.value;

const tenderParticipation: PathSpec = {
  name: 'tenderParticipation',
  machine: tenderParticipationMachine,
  input: { tenderId: 9 },
  events: [
    done('loadStatus', parts.unregistered),
    done('loadStatus', parts.approved),
    done('loadStatus', parts.bidIn),
    done('loadStatus', parts.decided),
    failed('loadStatus'),
    { type: 'tenderParticipation.retry' },
    { type: 'tenderParticipation.reload' },
    { type: 'tenderParticipation.register' },
    { type: 'tenderParticipation.pay', form: '4', proofNo: 'DZBH-1', attachId: '' },
    { type: 'tenderParticipation.pay', form: '4', proofNo: 'DZBH-1', attachId: 'a'.repeat(32) },
    { type: 'tenderParticipation.bid', price: '9500万', durationDays: '540', documents: [] },
    { type: 'tenderParticipation.bid', price: '95000000', durationDays: '540', documents: [] },
    { type: 'tenderParticipation.withdraw' },
    { type: 'tenderParticipation.object', content: ' ' },
    { type: 'tenderParticipation.object', content: '第一名候选人业绩不实' },
    { type: 'tenderParticipation.refund' },
    done('register', parts.pending),
    failed('register', '报名已截止'),
    done('payMargin', parts.waiting),
    failed('payMargin', '投标已截止，不能再缴纳保证金'),
    done('submitBid', parts.bidIn),
    failed('submitBid', '投标已截止'),
    done('withdrawBid', parts.confirmed),
    failed('withdrawBid', '尚未提交投标文件'),
    done('fileObjection', parts.decided),
    failed('fileObjection', '只能在中标候选人公示期内提出异议'),
    done('refundMargin', parts.decided),
    failed('refundMargin', '保证金已退还'),
  ],
  context: (c: TenderParticipationContext) => ({
    status: c.status
      ? `${c.status.registrationStatus}-${c.status.marginStatus}-${c.status.bid?.status ?? ''}-${c.status.canRefund}`
      : null,
    error: c.error,
  }),
  simpleContext: (c: TenderParticipationContext) => ({ loaded: c.status !== null, error: c.error !== '' }),
  simpleState: valueOf,
};

const act = (action: DeskAction) => ({ type: 'tenderDesk.act', action });
const tenderDesk: PathSpec = {
  name: 'tenderDesk',
  machine: tenderDeskMachine,
  input: { tenderId: 9 },
  events: [
    done('loadDesk', deskSample),
    failed('loadDesk'),
    { type: 'tenderDesk.retry' },
    { type: 'tenderDesk.reload' },
    act({ kind: 'review', companyId: 2, approve: false, reason: '' }),
    act({ kind: 'review', companyId: 2, approve: true, reason: '' }),
    act({ kind: 'committee', size: 4, representatives: [] }),
    act({ kind: 'open' }),
    done('act', { ok: true }),
    failed('act', '开标时间未到，投标文件保持密封'),
  ],
  context: (c: TenderDeskContext) => ({ desk: c.desk !== null, action: c.action?.kind ?? null, error: c.error }),
  simpleState: valueOf,
};

/** Thursday 2026-11-26 17:00 Beijing; the opening 25 days on is a Monday. */
const NOW = Date.UTC(2026, 10, 26, 9, 0);
export const validDraft: TenderDraft = {
  title: '南京江北新区人才公寓施工总承包招标公告',
  projectName: '南京江北新区人才公寓项目',
  typeCode: '1',
  methodCode: '1',
  provinceCode: '320000',
  cityCode: '320100',
  budgetWan: '12000',
  marginAmount: '800000',
  qualification: '',
  openPlace: '南京市公共资源交易中心开标 3 室',
  registrationDeadline: '2026-12-04T17:00',
  bidDeadline: '2026-12-21T09:30',
  contactName: '王工',
  contactPhone: '13912340000',
  documents: [],
  evaluationMethod: EMPTY_DRAFT.evaluationMethod,
  scoreItems: EMPTY_DRAFT.scoreItems,
  requiredDocs: EMPTY_DRAFT.requiredDocs,
  invitees: [],
  singleSource: null,
  singleSourceReason: '',
};
/** The purchaser's wizard: each step's own refusal (one sample breaks one step), back and forth, the review's publish. */
const tenderPublish: PathSpec = {
  name: 'tenderPublish',
  machine: tenderPublishMachine,
  events: [
    { type: 'tenderPublish.set', patch: validDraft },
    { type: 'tenderPublish.set', patch: { ...validDraft, budgetWan: '' } },
    { type: 'tenderPublish.set', patch: { ...validDraft, marginAmount: '3000000' } },
    { type: 'tenderPublish.set', patch: { ...validDraft, bidDeadline: '2026-12-13T09:30' } },
    { type: 'tenderPublish.set', patch: { ...validDraft, contactPhone: '12345' } },
    { type: 'tenderPublish.next', nowMs: NOW },
    { type: 'tenderPublish.back' },
    { type: 'tenderPublish.submit', nowMs: NOW },
    done('publishTender', { id: 1051 }),
    failed('publishTender', '投标保证金不得超过招标项目预算的 2%'),
  ],
  context: (c: TenderPublishContext) => ({
    broken: WIZARD_STEPS.filter((s) => stepProblem(s, c.draft, NOW) !== null),
    id: c.id,
    error: c.error,
    field: c.errorField,
  }),
  simpleState: valueOf,
};

/** The invitee's answer: accept, decline without and with a reason, answered or refused. */
const tenderInvitation: PathSpec = {
  name: 'tenderInvitation',
  machine: tenderInvitationMachine,
  input: { tenderId: 9 },
  events: [
    { type: 'tenderInvitation.accept' },
    { type: 'tenderInvitation.decline', note: ' ' },
    { type: 'tenderInvitation.decline', note: '产能已满' },
    { type: 'tenderInvitation.dismiss' },
    done('answer', parts.unregistered),
    failed('answer', '该投标邀请已回复'),
  ],
  context: (c: TenderInvitationContext) => ({ accept: c.accept, note: c.note, error: c.error }),
  simpleState: valueOf,
};

export const tenderPathSpecs = { tenderParticipation, tenderDesk, tenderPublish, tenderInvitation };
