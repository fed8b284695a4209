// The sc site's registration (SECTIONS H.3): choose the role (采购商 / 供应商) → phone, SMS code
// (the shared SMS button as a child, sending sc register codes) and password → company, 统一社会
// 信用代码 and the role's two agreements (unticked) → submit. A purchaser is logged in and goes to
// the sc home; a supplier is logged in too but waits for the review: the flow ends on the
// pending notice.
import { assign, sendTo, setup } from 'xstate';
import { editingStates, failed, provided } from './flow-kit';
import type { ScRegisterInput, ScTokenResult } from '../src/api/sc';
import { pagePaths } from '../src/api/paths';
import { SC_AGREEMENTS, SC_ROLE_AGREEMENTS, type ScRole } from '../src/api/sc-dicts';
import type { Navigation } from './notice';
import { accountStepError, companyStepError, type ScAccountStep, type ScCompanyStep } from './sc-forms';
import { smsButtonMachine } from './sms-button.machine';

export type ScRegisterEvent =
  | { type: 'scRegister.chooseRole'; role: ScRole }
  | { type: 'scRegister.sendCode'; phone: string }
  | ({ type: 'scRegister.account' } & ScAccountStep)
  | ({ type: 'scRegister.submit' } & ScCompanyStep)
  | { type: 'scRegister.back' };

export interface ScRegisterContext {
  role: ScRole | null;
  account: ScAccountStep | null;
  form: ScRegisterInput | null;
  result: ScTokenResult | null;
  error: string;
}

const inputOf = (role: ScRole, a: ScAccountStep, c: ScCompanyStep): ScRegisterInput => ({
  role,
  phone: a.phone.trim(),
  code: a.code.trim(),
  password: a.password,
  companyName: c.companyName.trim(),
  creditCode: c.creditCode.trim().toUpperCase(),
  contactName: c.contactName.trim(),
  agreements: SC_ROLE_AGREEMENTS[role].map((key) => ({ key, version: SC_AGREEMENTS[key].version })),
});

export const scRegisterMachine = setup({
  types: {
    context: {} as ScRegisterContext,
    events: {} as ScRegisterEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: the sc register call. */
    registerAccount: provided<ScTokenResult, ScRegisterInput>('registerAccount'),
    smsButton: smsButtonMachine,
  },
  actions: {
    /** Keeps the new sc session (its cookies). */
    storeSession: (_, _params: { result: ScTokenResult }) => {},
    navigate: (_, _params: Navigation) => {},
    fail: assign(failed),
    forwardSend: sendTo('sms', (_, p: { phone: string }) => ({ type: 'sms.send' as const, phone: p.phone })),
  },
  guards: {
    accountInvalid: (_, p: ScAccountStep) => accountStepError(p) !== null,
    companyInvalid: (_, p: ScCompanyStep) => companyStepError(p) !== null,
    isPurchaser: ({ context }) => context.role === 'purchaser',
  },
}).createMachine({
  id: 'scRegister',
  context: { role: null, account: null, form: null, result: null, error: '' },
  invoke: { id: 'sms', src: 'smsButton', input: { purpose: 'register' } },
  initial: 'role',
  states: {
    role: {
      on: {
        'scRegister.chooseRole': { target: 'account', actions: assign({ role: ({ event }) => event.role, error: '' }) },
      },
    },
    account: {
      ...editingStates,
      on: {
        'scRegister.sendCode': { actions: { type: 'forwardSend', params: ({ event }) => event } },
        'scRegister.account': [
          {
            guard: { type: 'accountInvalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: accountStepError(event) }) },
          },
          {
            target: 'company',
            actions: assign({
              account: ({ event }) => ({
                phone: event.phone,
                code: event.code,
                password: event.password,
                confirmPassword: event.confirmPassword,
              }),
              error: '',
            }),
          },
        ],
        'scRegister.back': { target: 'role', actions: assign({ error: '' }) },
      },
    },
    company: {
      ...editingStates,
      on: {
        'scRegister.submit': [
          {
            guard: { type: 'companyInvalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: companyStepError(event) }) },
          },
          {
            target: 'submitting',
            actions: assign({
              form: ({ context, event }) => inputOf(context.role!, context.account!, event),
              error: '',
            }),
          },
        ],
        'scRegister.back': { target: 'account', actions: assign({ error: '' }) },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'registerAccount',
        src: 'registerAccount',
        input: ({ context }) => context.form!,
        onDone: [
          {
            guard: 'isPurchaser',
            target: 'active',
            actions: [
              assign({ result: ({ event }) => event.output }),
              { type: 'storeSession', params: ({ event }) => ({ result: event.output }) },
              { type: 'navigate', params: { to: pagePaths.scHome, replace: true } },
            ],
          },
          {
            target: 'pending',
            actions: [
              assign({ result: ({ event }) => event.output }),
              { type: 'storeSession', params: ({ event }) => ({ result: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'company.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** A purchaser: acts at once (on the way to the sc home). */
    active: { type: 'final' },
    /** A supplier: registered, certification pending review. */
    pending: { type: 'final' },
  },
});
