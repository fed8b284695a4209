// Forgotten-password page flow: phone, SMS code and the new password twice (the same, 8-20 with a
// letter and a digit); the server revokes every session of the user, so the page then offers 去登录.
import { assign, setup } from 'xstate';
import { editingStates, failed, provided } from './flow-kit';
import { forgetFormError, type ForgetForm } from './member-forms';

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
    resetPassword: provided<unknown, ResetInput>('resetPassword'),
  },
  actions: {
    fail: assign(failed),
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
      ...editingStates,
      on: {
        'forget.submit': [
          {
            guard: { type: 'invalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: forgetFormError(event) }) },
          },
          {
            target: 'updating',
            actions: assign({
              form: ({ event }) => ({
                phone: event.phone.trim(),
                code: event.code.trim(),
                newPassword: event.newPassword,
              }),
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
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { tags: 'done' },
  },
});
