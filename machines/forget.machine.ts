// Forgotten-password page flow: phone, SMS code and the new password twice (the same, 8-20 with a
// letter and a digit); the server revokes every session of the user, so the page then offers 去登录.
import { assign, fromPromise, setup } from 'xstate';
import { forgetFormError, type ForgetForm } from './member-forms';
import { errorText } from './notice';

export type ForgetEvent = { type: 'forget.submit' } & ForgetForm;

export interface ResetInput {
  phone: string;
  code: string;
  newPassword: string;
}

export interface ForgetContext {
  form: ResetInput | null;
  error: string;
}

export const forgetMachine = setup({
  types: {
    context: {} as ForgetContext,
    events: {} as ForgetEvent,
    tags: {} as 'submitting' | 'error' | 'done',
  },
  actors: {
    /** Placeholder: update-password by SMS code. */
    resetPassword: fromPromise<unknown, ResetInput>(() => Promise.reject(new Error('resetPassword: provided by the app'))),
  },
  actions: {
    fail: assign((_, p: { error: string }) => ({ error: p.error })),
  },
  guards: {
    invalid: (_, form: ForgetForm) => forgetFormError(form) !== null,
  },
}).createMachine({
  id: 'forget',
  context: { form: null, error: '' },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        failed: { tags: 'error' },
      },
      on: {
        'forget.submit': [
          {
            guard: { type: 'invalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: forgetFormError(event)! }) },
          },
          {
            target: 'updating',
            actions: assign({
              form: ({ event }) => ({ phone: event.phone.trim(), code: event.code.trim(), newPassword: event.newPassword }),
              error: '',
            }),
          },
        ],
      },
    },
    updating: {
      tags: 'submitting',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => context.form!,
        onDone: 'done',
        onError: { target: 'editing.failed', actions: { type: 'fail', params: ({ event }) => ({ error: errorText(event.error) }) } },
      },
    },
    done: { tags: 'done' },
  },
});
