// The operations console's login in two steps: account and password, then the authenticator's
// TOTP code → the login call (the server answers one message for a wrong password or code, and
// sets the console's HttpOnly session cookie) → the console page of the operator's roles. 返回
// goes back to step 1.
import { assign, setup } from 'xstate';
import type { Operator } from '../src/api/ops';
import { editingStates, failed, provided } from './flow-kit';
import type { Navigation } from './notice';
import { codeError, credentialsError, landingOf, type OpsCredentials } from './ops-forms';

export type OpsLoginEvent =
  ({ type: 'opsLogin.next' } & OpsCredentials) | { type: 'opsLogin.submit'; code: string } | { type: 'opsLogin.back' };

export interface OpsLoginInput extends OpsCredentials {
  code: string;
}

export const opsLoginMachine = setup({
  types: {
    context: {} as { credentials: OpsCredentials | null; code: string; error: string },
    events: {} as OpsLoginEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: the console's login call. */
    login: provided<Operator, OpsLoginInput>('login'),
  },
  actions: {
    navigate: (_, _params: Navigation) => {},
    fail: assign(failed),
  },
  guards: {
    badCredentials: (_, p: OpsCredentials) => credentialsError(p) !== null,
    badCode: (_, p: { code: string }) => codeError(p.code) !== null,
  },
}).createMachine({
  id: 'opsLogin',
  context: { credentials: null, code: '', error: '' },
  initial: 'credentials',
  states: {
    credentials: {
      ...editingStates,
      on: {
        'opsLogin.next': [
          {
            guard: { type: 'badCredentials', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: credentialsError(event) }) },
          },
          {
            target: 'code',
            actions: assign({
              credentials: ({ event }) => ({ account: event.account.trim(), password: event.password }),
              error: '',
            }),
          },
        ],
      },
    },
    code: {
      ...editingStates,
      on: {
        'opsLogin.back': { target: 'credentials', actions: assign({ error: '' }) },
        'opsLogin.submit': [
          {
            guard: { type: 'badCode', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: codeError(event.code) }) },
          },
          { target: 'loggingIn', actions: assign({ code: ({ event }) => event.code.trim(), error: '' }) },
        ],
      },
    },
    loggingIn: {
      tags: 'busy',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ ...context.credentials!, code: context.code }),
        onDone: {
          target: 'done',
          actions: { type: 'navigate', params: ({ event }) => ({ to: landingOf(event.output.roles), replace: true }) },
        },
        onError: {
          target: 'code.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
