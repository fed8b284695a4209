// A member company's part in one tender, as the tender detail shows it: load the margin status,
// then register (报名), pay the margin (form and proof number) and ask for its refund. Which step
// is open, and why not, comes from the server's status (canRegister / canPay / canRefund, reason).
import { assign, fromPromise, setup } from 'xstate';
import { MARGIN_FORMS, type MarginStatus } from '../src/api/tender';
import { errorText, type Notice } from './notice';

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

const notProvided = (name: string) => () => Promise.reject(new Error(`${name}: provided by the app`));
type Call = { tenderId: number };

export const tenderMarginMachine = setup({
  types: {
    context: {} as TenderMarginContext,
    events: {} as TenderMarginEvent,
    input: {} as TenderMarginInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholders: tender.marginStatus, register, marginPay, marginRefund. */
    loadMargin: fromPromise<MarginStatus, Call>(notProvided('loadMargin')),
    register: fromPromise<MarginStatus, Call>(notProvided('register')),
    payMargin: fromPromise<MarginStatus, Call & MarginPayment>(notProvided('payMargin')),
    refundMargin: fromPromise<MarginStatus, Call>(notProvided('refundMargin')),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign((_, p: { error: unknown }) => ({ error: errorText(p.error) })),
  },
  guards: {
    canRegister: ({ context }) => context.status?.canRegister === true,
    canPay: ({ context }) => context.status?.canPay === true,
    canRefund: ({ context }) => context.status?.canRefund === true,
    paymentInvalid: (_, p: MarginPayment) => paymentError(p) !== null,
  },
}).createMachine({
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
        'margin.register': { guard: 'canRegister', target: 'registering', actions: assign({ error: '' }) },
        'margin.pay': [
          {
            guard: { type: 'paymentInvalid', params: ({ event }) => event },
            actions: assign({ error: ({ event }) => paymentError(event)! }),
          },
          { guard: 'canPay', target: 'paying', actions: assign({ payment: ({ event }) => ({ form: event.form, proofNo: event.proofNo.trim() }), error: '' }) },
        ],
        'margin.refund': { guard: 'canRefund', target: 'refunding', actions: assign({ error: '' }) },
      },
    },
    registering: {
      tags: 'busy',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ tenderId: context.tenderId }),
        onDone: { target: 'ready', actions: [assign({ status: ({ event }) => event.output }), { type: 'notify', params: { kind: 'success', message: DONE_MSG.register } }] },
        onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    paying: {
      tags: 'busy',
      invoke: {
        id: 'payMargin',
        src: 'payMargin',
        input: ({ context }) => ({ tenderId: context.tenderId, ...context.payment! }),
        onDone: { target: 'ready', actions: [assign({ status: ({ event }) => event.output }), { type: 'notify', params: { kind: 'success', message: DONE_MSG.pay } }] },
        onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refunding: {
      tags: 'busy',
      invoke: {
        id: 'refundMargin',
        src: 'refundMargin',
        input: ({ context }) => ({ tenderId: context.tenderId }),
        onDone: { target: 'ready', actions: [assign({ status: ({ event }) => event.output }), { type: 'notify', params: { kind: 'success', message: DONE_MSG.refund } }] },
        onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
