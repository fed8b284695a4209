// A supplier company's part in one tender, every step a state (issue 23): load the status, then
// register (waits for the purchaser's review), upload the margin voucher or guarantee (waits for
// confirmation), submit or revise the sealed bid, withdraw it, file an objection during the
// candidates' publicity, ask for the margin refund. Which step is open and why not comes from
// the server (canRegister / canPay / canBid / canWithdraw / canRefund, reason, bidReason); the
// forms are checked here first, with the message of the field at fault.
import { assign, setup } from 'xstate';
import { MARGIN_FORMS, type ParticipationStatus } from '../src/api/tender';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';

export interface TenderParticipationInput {
  tenderId: number;
}

export interface MarginVoucher {
  /** A MARGIN_FORMS code. */
  form: string;
  proofNo: string;
  /** The uploaded voucher or guarantee ('' before the upload). */
  attachId: string;
}

export interface BidDraft {
  /** 元 as typed. */
  price: string;
  durationDays: string;
  /** One upload per required document (kind: BID_DOC_KINDS code). */
  documents: { kind: string; attachId: string }[];
}

export interface TenderParticipationContext {
  tenderId: number;
  status: ParticipationStatus | null;
  /** What the busy step sends. */
  voucher: MarginVoucher | null;
  bid: { price: number; durationDays: number; documents: { kind: string; attachId: string }[] } | null;
  objection: string;
  error: string;
}

export type TenderParticipationEvent =
  | { type: 'tenderParticipation.register' }
  | ({ type: 'tenderParticipation.pay' } & MarginVoucher)
  | ({ type: 'tenderParticipation.bid' } & BidDraft)
  | { type: 'tenderParticipation.withdraw' }
  | { type: 'tenderParticipation.object'; content: string }
  | { type: 'tenderParticipation.refund' }
  | { type: 'tenderParticipation.reload' }
  | { type: 'tenderParticipation.retry' };

export const PART_FORM_MSG = {
  form: '请选择保证金缴纳方式',
  proof: '请填写缴纳凭证号或保函编号',
  voucher: '请上传缴纳凭证或保函文件',
  price: '请填写有效的投标报价（元，最多两位小数）',
  duration: '请填写 1 至 3650 之间的工期（日）',
  objection: '请填写异议内容（500 字以内）',
} as const;
export const PART_DONE = {
  register: '报名已提交，待招标人审核',
  pay: '保证金凭证已上传，待招标人确认',
  bid: '投标文件已密封提交',
  withdraw: '投标已撤回',
  object: '异议已提交，招标人将予以答复',
  refund: '保证金已退还',
} as const;

export function voucherError(v: MarginVoucher): string | null {
  if (!MARGIN_FORMS.some((f) => f.code === v.form)) return PART_FORM_MSG.form;
  if (!v.proofNo.trim() || v.proofNo.trim().length > 50) return PART_FORM_MSG.proof;
  return v.attachId ? null : PART_FORM_MSG.voucher;
}

export function bidError(b: BidDraft): string | null {
  const price = Number(b.price);
  if (!/^\d+(\.\d{1,2})?$/.test(b.price.trim()) || !(price > 0) || price > 1e11) return PART_FORM_MSG.price;
  const days = Number(b.durationDays);
  return /^\d+$/.test(b.durationDays.trim()) && days >= 1 && days <= 3650 ? null : PART_FORM_MSG.duration;
}

export const objectionError = (content: string): string | null =>
  content.trim() && content.trim().length <= 500 ? null : PART_FORM_MSG.objection;

/** A step's call: the tender, and what the step sends. */
export type ParticipationCall = { tenderId: number } & Partial<MarginVoucher> & {
    bid?: TenderParticipationContext['bid'];
    content?: string;
  };

const part = setup({
  types: {
    context: {} as TenderParticipationContext,
    events: {} as TenderParticipationEvent,
    input: {} as TenderParticipationInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholders: tender.marginStatus, register, marginPay, tenderDesk.bid, withdrawBid, object, tender.marginRefund. */
    loadStatus: provided<ParticipationStatus, ParticipationCall>('loadStatus'),
    register: provided<ParticipationStatus, ParticipationCall>('register'),
    payMargin: provided<ParticipationStatus, ParticipationCall>('payMargin'),
    submitBid: provided<ParticipationStatus, ParticipationCall>('submitBid'),
    withdrawBid: provided<ParticipationStatus, ParticipationCall>('withdrawBid'),
    fileObjection: provided<ParticipationStatus, ParticipationCall>('fileObjection'),
    refundMargin: provided<ParticipationStatus, ParticipationCall>('refundMargin'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    // A first registration, or a declined one corrected and resubmitted before the deadline.
    canRegister: ({ context }) => context.status?.canRegister === true || context.status?.canResubmit === true,
    canPay: ({ context }) => context.status?.canPay === true,
    canBid: ({ context }) => context.status?.canBid === true,
    canWithdraw: ({ context }) => context.status?.canWithdraw === true,
    canRefund: ({ context }) => context.status?.canRefund === true,
    voucherInvalid: (_, v: MarginVoucher) => voucherError(v) !== null,
    bidInvalid: (_, b: BidDraft) => bidError(b) !== null,
    objectionInvalid: (_, p: { content: string }) => objectionError(p.content) !== null,
  },
});

type Step = 'register' | 'payMargin' | 'submitBid' | 'withdrawBid' | 'fileObjection' | 'refundMargin';
/** A busy step: one call, then ready with the new status and a notice (or the error). */
const step = <S extends Step>(src: S, done: string) =>
  part.createStateConfig({
    tags: 'busy',
    invoke: {
      id: src as string,
      src,
      input: ({ context }): ParticipationCall => ({
        tenderId: context.tenderId,
        ...(context.voucher ?? {}),
        bid: context.bid,
        content: context.objection,
      }),
      onDone: {
        target: 'ready',
        actions: [
          assign({ status: ({ event }) => event.output }),
          { type: 'notify', params: { kind: 'success', message: done } },
        ],
      },
      onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
    },
  });

const clear = { voucher: null, bid: null, objection: '', error: '' };

export const tenderParticipationMachine = part.createMachine({
  id: 'tenderParticipation',
  context: ({ input }) => ({ tenderId: input.tenderId, status: null, ...clear }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ tenderId: context.tenderId }),
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: '' }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: 'error', on: { 'tenderParticipation.retry': 'loading' } },
    ready: {
      on: {
        'tenderParticipation.reload': 'loading',
        'tenderParticipation.register': { guard: 'canRegister', target: 'registering', actions: assign(clear) },
        'tenderParticipation.pay': [
          {
            guard: { type: 'voucherInvalid', params: ({ event }) => event },
            actions: assign({ error: ({ event }) => voucherError(event)! }),
          },
          {
            guard: 'canPay',
            target: 'paying',
            actions: assign({
              ...clear,
              voucher: ({ event }) => ({ form: event.form, proofNo: event.proofNo.trim(), attachId: event.attachId }),
            }),
          },
        ],
        'tenderParticipation.bid': [
          {
            guard: { type: 'bidInvalid', params: ({ event }) => event },
            actions: assign({ error: ({ event }) => bidError(event)! }),
          },
          {
            guard: 'canBid',
            target: 'bidding',
            actions: assign({
              ...clear,
              bid: ({ event }) => ({
                price: Number(event.price),
                durationDays: Number(event.durationDays),
                documents: event.documents,
              }),
            }),
          },
        ],
        'tenderParticipation.withdraw': { guard: 'canWithdraw', target: 'withdrawing', actions: assign(clear) },
        'tenderParticipation.object': [
          {
            guard: { type: 'objectionInvalid', params: ({ event }) => event },
            actions: assign({ error: PART_FORM_MSG.objection }),
          },
          { target: 'objecting', actions: assign({ ...clear, objection: ({ event }) => event.content.trim() }) },
        ],
        'tenderParticipation.refund': { guard: 'canRefund', target: 'refunding', actions: assign(clear) },
      },
    },
    registering: step('register', PART_DONE.register),
    paying: step('payMargin', PART_DONE.pay),
    bidding: step('submitBid', PART_DONE.bid),
    withdrawing: step('withdrawBid', PART_DONE.withdraw),
    objecting: step('fileObjection', PART_DONE.object),
    refunding: step('refundMargin', PART_DONE.refund),
  },
});
