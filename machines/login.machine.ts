// Login page flow (spec §6, §7): password or SMS-code login; a phone that belongs to several
// companies chooses one (the login request carries its tenantId); success hands the token to the
// session and returns to recordUrl (a same-site path) or /home.
import { assign, enqueueActions, setup } from 'xstate';
import { editingStates, failed, provided } from './flow-kit';
import type { Tenant, TokenResult } from '../src/api/auth';
import { loginFormError, type LoginForm, type LoginTab } from './member-forms';
import { returnPath, type Navigation } from './notice';
import { loggedIn, sessionIn } from './session-link';

export const UNREGISTERED_MSG = '该手机号未注册';

export interface LoginInput {
  recordUrl?: string;
}

export type LoginEvent =
  | { type: 'login.setTab'; tab: LoginTab }
  | ({ type: 'login.submit' } & LoginForm)
  | { type: 'login.chooseTenant'; tenantId: string }
  | { type: 'login.cancelChoice' };

export interface LoginContext {
  tab: LoginTab;
  recordUrl: string | undefined;
  /** The form as last submitted. */
  form: LoginForm | null;
  /** The companies of the submitted phone, while choosing. */
  tenants: Tenant[];
  /** The company chosen (or the only one) for form.phone. */
  tenantId: string | null;
  error: string;
}

export type TokenInput = LoginForm & { tenantId: string };

const formOf = ({ grantType, phone, password, code }: LoginForm): LoginForm => ({
  grantType,
  phone: phone.trim(),
  password,
  code: code?.trim(),
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'submitting' | 'error' | 'choosingTenant',
  },
  actors: {
    /** Placeholder: tenantListByPhone. */
    tenantsByPhone: provided<Tenant[], { phone: string }>('tenantsByPhone'),
    /** Placeholder: the oauth token call. */
    token: provided<TokenResult, TokenInput>('token'),
  },
  actions: {
    navigate: (_, _params: Navigation) => {},
    tellLoggedIn: enqueueActions(({ system, enqueue }, p: { result: TokenResult }) => {
      const session = sessionIn(system);
      if (session) enqueue.sendTo(session, loggedIn(p.result));
    }),
    keepForm: assign((_, form: LoginForm) => ({ form: formOf(form), error: '' })),
    /** A new phone means its companies are not known yet. */
    forgetTenantOfOtherPhone: assign(({ context }, form: LoginForm) =>
      context.form?.phone === form.phone.trim() ? {} : { tenantId: null },
    ),
    fail: assign(failed),
  },
  guards: {
    invalid: (_, form: LoginForm) => loginFormError(form) !== null,
    tenantKnown: ({ context }, form: LoginForm) =>
      context.tenantId !== null && context.form?.phone === form.phone.trim(),
    none: (_, p: { tenants: Tenant[] }) => p.tenants.length === 0,
    one: (_, p: { tenants: Tenant[] }) => p.tenants.length === 1,
    listed: ({ context }, p: { tenantId: string }) => context.tenants.some((t) => t.tenantId === p.tenantId),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    tab: 'password',
    recordUrl: input?.recordUrl,
    form: null,
    tenants: [],
    tenantId: null,
    error: '',
  }),
  initial: 'editing',
  states: {
    editing: {
      ...editingStates,
      on: {
        'login.setTab': { target: '.idle', actions: assign({ tab: ({ event }) => event.tab, error: '' }) },
        'login.submit': [
          {
            guard: { type: 'invalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: loginFormError(event) }) },
          },
          {
            guard: { type: 'tenantKnown', params: ({ event }) => event },
            target: 'loggingIn',
            actions: { type: 'keepForm', params: ({ event }) => event },
          },
          {
            target: 'lookingUp',
            actions: [
              { type: 'forgetTenantOfOtherPhone', params: ({ event }) => event },
              { type: 'keepForm', params: ({ event }) => event },
            ],
          },
        ],
      },
    },
    lookingUp: {
      tags: 'submitting',
      invoke: {
        id: 'tenantsByPhone',
        src: 'tenantsByPhone',
        input: ({ context }) => ({ phone: context.form!.phone }),
        onDone: [
          {
            guard: { type: 'none', params: ({ event }) => ({ tenants: event.output }) },
            target: 'editing.failed',
            actions: { type: 'fail', params: { error: UNREGISTERED_MSG } },
          },
          {
            guard: { type: 'one', params: ({ event }) => ({ tenants: event.output }) },
            target: 'loggingIn',
            actions: assign({ tenantId: ({ event }) => event.output[0].tenantId }),
          },
          { target: 'choosingTenant', actions: assign({ tenants: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosingTenant: {
      tags: 'choosingTenant',
      on: {
        'login.chooseTenant': {
          guard: { type: 'listed', params: ({ event }) => event },
          target: 'loggingIn',
          actions: assign({ tenantId: ({ event }) => event.tenantId, tenants: [] }),
        },
        'login.cancelChoice': { target: 'editing.idle', actions: assign({ tenants: [] }) },
      },
    },
    loggingIn: {
      tags: 'submitting',
      invoke: {
        id: 'token',
        src: 'token',
        input: ({ context }) => ({ ...context.form!, tenantId: context.tenantId! }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'tellLoggedIn', params: ({ event }) => ({ result: event.output }) },
            { type: 'navigate', params: ({ context }) => ({ to: returnPath(context.recordUrl), replace: true }) },
          ],
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The page is moving on: the button stays busy until it unmounts.
    succeeded: { tags: 'submitting' },
  },
});
