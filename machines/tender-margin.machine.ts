// A member company's part in one tender, as the tender detail shows it: load the margin status,
// then register (报名), pay the margin (form and proof number) and ask for its refund. Which step
// is open, and why not, comes from the server's status (canRegister / canPay / canRefund, reason).
import { assign, setup } from 'xstate';
import { MARGIN_FORMS, type MarginStatus } from '../src/api/tender';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';

export interface TenderMarginInput {
  tenderId: number;
}

export interface TenderMarginContext {
  tenderId: number;
  status: MarginStatus | null;
  /** The payment being registered. */
  payment: MarginPayment | null;
  error: string;
}

export interface MarginPayment {
  /** A MARGIN_FORMS code. */
  form: string;
  proofNo: string;
}

export type TenderMarginEvent =
  | { type: 'margin.register' }
  | ({ type: 'margin.pay' } & MarginPayment)
  | { type: 'margin.refund' }
  | { type: 'margin.retry' };

export const PAYMENT_MSG = { form: '请选择保证金缴纳方式', proof: '请填写缴纳凭证号或保函编号' } as const;
export const DONE_MSG = { register: '报名成功', pay: '保证金缴纳已登记', refund: '保证金已退还' } as const;

export function paymentError(p: MarginPayment): string | null {
  if (!MARGIN_FORMS.some((f) => f.code === p.form)) return PAYMENT_MSG.form;
  return p.proofNo.trim() && p.proofNo.trim().length <= 50 ? null : PAYMENT_MSG.proof;
}

type Call = { tenderId: number };
/** A step's call: the tender, and the payment being registered when the step is 保证金缴纳. */
export type MarginCall = Call & Partial<MarginPayment>;

const margin = setup({
  types: {
    context: {} as TenderMarginContext,
    events: {} as TenderMarginEvent,
    input: {} as TenderMarginInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholders: tender.marginStatus, register, marginPay, marginRefund. */
    loadMargin: provided<MarginStatus, Call>('loadMargin'),
    register: provided<MarginStatus, MarginCall>('register'),
    payMargin: provided<MarginStatus, MarginCall>('payMargin'),
    refundMargin: provided<MarginStatus, MarginCall>('refundMargin'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    canRegister: ({ context }) => context.status?.canRegister === true,
    canPay: ({ context }) => context.status?.canPay === true,
    canRefund: ({ context }) => context.status?.canRefund === true,
    paymentInvalid: (_, p: MarginPayment) => paymentError(p) !== null,
  },
});

/** A busy step: one call, then back to ready with the new status and a notice (or the error). */
const step = (src: 'register' | 'payMargin' | 'refundMargin', done: string) =>
  margin.createStateConfig({
    tags: 'busy',
    invoke: {
      id: src,
      src,
      input: ({ context }) => ({ tenderId: context.tenderId, ...context.payment }),
      onDone: { target: 'ready', actions: [assign({ status: ({ event }) => event.output }), { type: 'notify', params: { kind: 'success', message: done } }] },
      onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
    },
  });

export const tenderMarginMachine = margin.createMachine({
  id: 'tenderMargin',
  context: ({ input }) => ({ tenderId: input.tenderId, status: null, payment: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadMargin',
        src: 'loadMargin',
        input: ({ context }) => ({ tenderId: context.tenderId }),
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: '' }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: 'error', on: { 'margin.retry': 'loading' } },
    ready: {
      on: {
        'margin.register': { guard: 'canRegister', target: 'registering', actions: assign({ payment: null, error: '' }) },
        'margin.pay': [
          {
            guard: { type: 'paymentInvalid', params: ({ event }) => event },
            actions: assign({ error: ({ event }) => paymentError(event)! }),
          },
          { guard: 'canPay', target: 'paying', actions: assign({ payment: ({ event }) => ({ form: event.form, proofNo: event.proofNo.trim() }), error: '' }) },
        ],
        'margin.refund': { guard: 'canRefund', target: 'refunding', actions: assign({ payment: null, error: '' }) },
      },
    },
    registering: step('register', DONE_MSG.register),
    paying: step('payMargin', DONE_MSG.pay),
    refunding: step('refundMargin', DONE_MSG.refund),
  },
});
