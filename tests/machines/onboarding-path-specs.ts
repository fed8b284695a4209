// The graph of the supplier onboarding flow with the samples its path tests need: a form refused
// at input, submitted and answered 待审核, refused by the server, edited after a refusal.
import type { AnyMachineSnapshot } from 'xstate';
import type { CertForm, CertView } from '../../src/api/onboarding';
import { onboardingApplyMachine, type OnboardingApplyContext } from '../../machines/onboarding-apply.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});
const valueOf = (s: AnyMachineSnapshot) => s.value;

export const TODAY = '2026-11-26';
export const certForm: CertForm = {
  scope: 'both',
  creditCode: '91350100M000100Y43',
  legalPerson: '王建华',
  licenceAttachId: 'a'.repeat(32),
  licenceValidUntil: '2040-06-30',
  categoryIds: [1, 2],
  provinceCodes: ['320000'],
  contactName: '王建华',
  contactPhone: '13912345678',
};
export const pendingCert: CertView = {
  id: 9,
  companyName: '无锡锦程钢构材料有限公司',
  scope: 'both',
  scopeName: '采购商和供应商',
  status: 'pending',
  statusName: '待审核',
  creditCode: certForm.creditCode,
  legalPerson: certForm.legalPerson,
  licenceAttachId: certForm.licenceAttachId,
  licenceValidUntil: certForm.licenceValidUntil,
  categories: [{ id: 1, name: '钢材' }],
  provinces: [{ code: '320000', name: '江苏省' }],
  contactName: certForm.contactName,
  contactPhone: certForm.contactPhone,
  submittedAt: '2026-11-26T02:00:00.000Z',
  decidedAt: null,
  rejectReason: '',
  canSubmit: false,
};

const onboardingApply: PathSpec = {
  name: 'onboardingApply',
  machine: onboardingApplyMachine,
  events: [
    { type: 'onboardingApply.submit', form: certForm, today: TODAY },
    { type: 'onboardingApply.submit', form: { ...certForm, creditCode: '91350100M000100Y44' }, today: TODAY },
    { type: 'onboardingApply.edit' },
    done('submitCert', pendingCert),
    failed('submitCert', '认证申请正在审核中，请耐心等待'),
  ],
  filterEvents: (s) => (s.context as OnboardingApplyContext).changes < 2,
  context: (c: OnboardingApplyContext) => ({
    application: c.application?.status ?? null,
    error: c.error,
    changes: c.changes,
  }),
  simpleContext: (c: OnboardingApplyContext) => ({ application: c.application !== null, error: c.error !== '' }),
  simpleState: valueOf,
};

export const onboardingPathSpecs = { onboardingApply };
