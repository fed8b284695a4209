// 供应商认证: a company applies for the supplier identity, or corrects a refused or expired
// application and submits it again. The form is checked at input (onboarding-forms.ts, the
// server's rules), then one call; the answer (待审核) is kept so the page shows it at once and
// `changes` tells the page to refresh the application it reads.
import { assign, setup } from 'xstate';
import type { CertForm, CertView } from '../src/api/onboarding';
import { editingStates, failed, provided } from './flow-kit';
import type { Notice } from './notice';
import { certError } from './onboarding-forms';

export const CERT_SUBMITTED = '认证申请已提交，审核结果将通过消息中心通知您';

export interface OnboardingApplyContext {
  form: CertForm | null;
  /** The application as the last submission answered it. */
  application: CertView | null;
  error: string;
  changes: number;
}

export type OnboardingApplyEvent =
  /** `today`: the page's Beijing day, for the licence's validity. */
  { type: 'onboardingApply.submit'; form: CertForm; today: string } | { type: 'onboardingApply.edit' };

const apply = setup({
  types: { context: {} as OnboardingApplyContext, events: {} as OnboardingApplyEvent, tags: {} as 'busy' | 'error' },
  actors: {
    /** Placeholder: onboarding.submit. */
    submitCert: provided<CertView, CertForm>('submitCert'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    formInvalid: (_, e: { form: CertForm; today: string }) => certError(e.form, e.today) !== null,
  },
});

export const onboardingApplyMachine = apply.createMachine({
  id: 'onboardingApply',
  context: { form: null, application: null, error: '', changes: 0 },
  initial: 'editing',
  states: {
    editing: {
      ...editingStates,
      on: {
        'onboardingApply.edit': { target: '.idle', actions: assign({ error: '' }) },
        'onboardingApply.submit': [
          {
            guard: { type: 'formInvalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: certError(event.form, event.today)! }) },
          },
          { target: 'submitting', actions: assign({ form: ({ event }) => event.form, error: '' }) },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitCert',
        src: 'submitCert',
        input: ({ context }) => context.form!,
        onDone: {
          target: 'editing',
          actions: [
            assign({ application: ({ event }) => event.output, changes: ({ context }) => context.changes + 1 }),
            { type: 'notify', params: { kind: 'success', message: CERT_SUBMITTED } },
          ],
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
