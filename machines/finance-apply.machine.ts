// The finance apply form (金融服务申请): a picture captcha (loading → shown ⇄ refreshing, or
// failed), the SMS code through the SMS button machine (a child: its phone check, its 60 s
// countdown; the code call provided by the finance effects, which checks the captcha on the
// server), then the form's own check, submitting, and submitted (number and status) or failed
// with the server's message; cancel leaves the form, restart opens a new one. A captcha is single
// use: every code request that reaches the server takes a new picture.
import { assign, sendTo, setup } from 'xstate';
import type { ApplyForm, FinanceApplication, FinanceCaptcha } from '../src/api/finance';
import { PHONE_RE } from '../src/api/validation';
import { applyInputOf, financeDraftError, type FinanceDraft } from './finance-forms';
import { editingStates, failed, provided } from './flow-kit';
import type { Notice } from './notice';
import { smsButtonMachine } from './sms-button.machine';

export interface FinanceApplyInput {
  productId?: number | null;
}

export interface FinanceApplyContext {
  productId: number | null;
  captcha: FinanceCaptcha | null;
  form: ApplyForm | null;
  application: FinanceApplication | null;
  error: string;
}

export type FinanceApplyEvent =
  | { type: 'financeApply.refreshCaptcha' }
  /** The code button: the phone and the captcha answer as typed. */
  | { type: 'financeApply.sendCode'; phone: string; answer: string }
  | { type: 'financeApply.submit'; draft: FinanceDraft }
  | { type: 'financeApply.cancel' }
  | { type: 'financeApply.restart' };

export const SUBMITTED_MSG = '申请已提交，客户经理将在 1 个工作日内与您联系';

export const financeApplyMachine = setup({
  types: {
    context: {} as FinanceApplyContext,
    events: {} as FinanceApplyEvent,
    input: {} as FinanceApplyInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: the finance apply captcha call. */
    loadCaptcha: provided<FinanceCaptcha>('loadCaptcha'),
    /** Placeholder: the finance apply save call. */
    submitApply: provided<FinanceApplication, ApplyForm>('submitApply'),
    smsButton: smsButtonMachine,
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
    /** To the SMS button: the phone and this picture's key with the typed answer. */
    forwardSend: sendTo('sms', ({ context }, p: { phone: string; answer: string }) => ({
      type: 'sms.send' as const,
      phone: p.phone,
      captcha: { code: p.answer.trim(), key: context.captcha?.key ?? '' },
    })),
  },
  guards: {
    /** The request reaches the server (a mainland phone, a picture and an answer): the picture is then used up. */
    reachesServer: ({ context }, p: { phone: string; answer: string }) =>
      PHONE_RE.test(p.phone.trim()) && !!p.answer.trim() && context.captcha !== null,
    invalid: (_, p: { draft: FinanceDraft }) => financeDraftError(p.draft) !== null,
  },
}).createMachine({
  id: 'financeApply',
  context: ({ input }) => ({
    productId: input.productId ?? null,
    captcha: null,
    form: null,
    application: null,
    error: '',
  }),
  invoke: { id: 'sms', src: 'smsButton', input: { purpose: 'finance' } },
  type: 'parallel',
  states: {
    captcha: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: { target: 'shown', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        shown: { on: { 'financeApply.refreshCaptcha': 'refreshing' } },
        refreshing: {
          entry: assign({ captcha: null }),
          invoke: {
            id: 'refreshCaptcha',
            src: 'loadCaptcha',
            onDone: { target: 'shown', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'financeApply.refreshCaptcha': 'refreshing' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          ...editingStates,
          on: {
            'financeApply.sendCode': [
              {
                guard: { type: 'reachesServer', params: ({ event }) => event },
                target: '#financeApply.captcha.refreshing',
                actions: { type: 'forwardSend', params: ({ event }) => event },
              },
              { actions: { type: 'forwardSend', params: ({ event }) => event } },
            ],
            'financeApply.submit': [
              {
                guard: { type: 'invalid', params: ({ event }) => event },
                target: '.failed',
                actions: { type: 'fail', params: ({ event }) => ({ error: financeDraftError(event.draft) }) },
              },
              { target: 'submitting', actions: assign({ form: ({ event }) => applyInputOf(event.draft), error: '' }) },
            ],
            'financeApply.cancel': 'cancelled',
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'submitApply',
            src: 'submitApply',
            input: ({ context }) => context.form!,
            onDone: {
              target: 'submitted',
              actions: [
                assign({ application: ({ event }) => event.output }),
                { type: 'notify', params: { kind: 'success', message: SUBMITTED_MSG } },
              ],
            },
            onError: {
              target: 'editing.failed',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        submitted: {
          on: { 'financeApply.restart': { target: 'editing', actions: assign({ application: null, form: null }) } },
        },
        cancelled: { on: { 'financeApply.restart': 'editing' } },
      },
    },
  },
});
