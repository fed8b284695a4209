// Registration page flow: the form's rules (same password twice, the agreement accepted), then
// the company name must be free (tenantExist) before the tenant is registered; the new member is
// logged in at once (the session gets the token) and goes home.
import { assign, enqueueActions, setup } from 'xstate';
import { editingStates, failed, provided } from './flow-kit';
import { USER_AGREEMENT, type TokenResult } from '../src/api/auth';
import { registerFormError, type RegisterForm } from './member-forms';
import { pagePaths } from '../src/api/paths';
import type { Navigation } from './notice';
import { loggedIn, sessionIn } from './session-link';

export const COMPANY_TAKEN_MSG = '该企业名称已注册，请联系企业管理员邀请加入';

export type RegisterEvent = { type: 'register.submit' } & RegisterForm;

/** What tenantRegister takes: the form without the confirmation; the ticked box as the agreement's version. */
export type RegisterInput = Omit<RegisterForm, 'confirmPassword' | 'agreed'> & { agreementVersion: string };

export interface RegisterContext {
  form: RegisterInput | null;
  error: string;
}

const toInput = (f: RegisterForm): RegisterInput => ({
  phone: f.phone.trim(),
  code: f.code.trim(),
  password: f.password,
  companyName: f.companyName.trim(),
  nickName: f.nickName?.trim() || undefined,
  inviteCode: f.inviteCode?.trim() || undefined,
  agreementVersion: USER_AGREEMENT.version,
});

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    tags: {} as 'submitting' | 'error',
  },
  actors: {
    /** Placeholder: tenantExist, true when the company name is taken. */
    companyExists: provided<boolean, { companyName: string }>('companyExists'),
    /** Placeholder: tenantRegister, answering with the new member's token. */
    registerTenant: provided<TokenResult, RegisterInput>('registerTenant'),
  },
  actions: {
    navigate: (_, _params: Navigation) => {},
    tellLoggedIn: enqueueActions(({ system, enqueue }, p: { result: TokenResult }) => {
      const session = sessionIn(system);
      if (session) enqueue.sendTo(session, loggedIn(p.result));
    }),
    fail: assign(failed),
  },
  guards: {
    invalid: (_, form: RegisterForm) => registerFormError(form) !== null,
    taken: (_, p: { exists: boolean }) => p.exists,
  },
}).createMachine({
  id: 'register',
  context: { form: null, error: '' },
  initial: 'editing',
  states: {
    editing: {
      ...editingStates,
      on: {
        'register.submit': [
          {
            guard: { type: 'invalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: registerFormError(event) }) },
          },
          { target: 'checkingCompany', actions: assign({ form: ({ event }) => toInput(event), error: '' }) },
        ],
      },
    },
    checkingCompany: {
      tags: 'submitting',
      invoke: {
        id: 'companyExists',
        src: 'companyExists',
        input: ({ context }) => ({ companyName: context.form!.companyName }),
        onDone: [
          {
            guard: { type: 'taken', params: ({ event }) => ({ exists: event.output }) },
            target: 'editing.failed',
            actions: { type: 'fail', params: { error: COMPANY_TAKEN_MSG } },
          },
          { target: 'registering' },
        ],
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registering: {
      tags: 'submitting',
      invoke: {
        id: 'registerTenant',
        src: 'registerTenant',
        input: ({ context }) => context.form!,
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'tellLoggedIn', params: ({ event }) => ({ result: event.output }) },
            { type: 'navigate', params: { to: pagePaths.home, replace: true } },
          ],
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: { tags: 'submitting' },
  },
});
