// The sc site's forgotten password: phone, SMS code (the shared SMS button as a child, sending sc
// reset codes) and the new password twice → the reset call → to the sc login. The server does
// not tell whether the phone is registered beyond what sending a code implies.
import { assign, sendTo, setup } from 'xstate';
import { editingStates, failed, provided } from './flow-kit';
import { pagePaths } from '../src/api/paths';
import type { Navigation, Notice } from './notice';
import { accountStepError, type ScAccountStep } from './sc-forms';
import { smsButtonMachine } from './sms-button.machine';

export const RESET_MSG = '密码已重置，请使用新密码登录';

export type ScForgetEvent =
  { type: 'scForget.sendCode'; phone: string } | ({ type: 'scForget.submit' } & ScAccountStep);

export interface ScResetInput {
  phone: string;
  code: string;
  newPassword: string;
}

export const scForgetMachine = setup({
  types: {
    context: {} as { form: ScResetInput | null; error: string },
    events: {} as ScForgetEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: the sc forget-password call. */
    resetPassword: provided<unknown, ScResetInput>('resetPassword'),
    smsButton: smsButtonMachine,
  },
  actions: {
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: Navigation) => {},
    fail: assign(failed),
    forwardSend: sendTo('sms', (_, p: { phone: string }) => ({ type: 'sms.send' as const, phone: p.phone })),
  },
  guards: {
    invalid: (_, p: ScAccountStep) => accountStepError(p) !== null,
  },
}).createMachine({
  id: 'scForget',
  context: { form: null, error: '' },
  invoke: { id: 'sms', src: 'smsButton', input: { purpose: 'forget' } },
  initial: 'editing',
  states: {
    editing: {
      ...editingStates,
      on: {
        'scForget.sendCode': { actions: { type: 'forwardSend', params: ({ event }) => event } },
        'scForget.submit': [
          {
            guard: { type: 'invalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: accountStepError(event) }) },
          },
          {
            target: 'resetting',
            actions: assign({
              form: ({ event }) => ({
                phone: event.phone.trim(),
                code: event.code.trim(),
                newPassword: event.password,
              }),
              error: '',
            }),
          },
        ],
      },
    },
    resetting: {
      tags: 'busy',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => context.form!,
        onDone: {
          target: 'done',
          actions: [
            { type: 'notify', params: { kind: 'success', message: RESET_MSG } },
            { type: 'navigate', params: { to: pagePaths.scLogin, replace: true } },
          ],
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
