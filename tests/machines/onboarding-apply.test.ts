// 供应商认证: the application checked at input as the server checks it (the credit code's check
// character, lengths, the licence and its validity, scope and regions), submitted with one call,
// the answer kept with a notice and counted; the server's refusal shown until the next edit.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CertForm, CertView } from '../../src/api/onboarding';
import { CERT_DRAFT_MSG, certError } from '../../machines/onboarding-forms';
import { CERT_SUBMITTED, onboardingApplyMachine } from '../../machines/onboarding-apply.machine';
import { describePaths } from './describe-paths';
import { certForm as form, pendingCert, TODAY } from './onboarding-path-specs';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('the supplier certification form', () => {
  it('checks an application at input as the server does', () => {
    expect(certError(form, TODAY)).toBeNull();
    expect(certError({ ...form, creditCode: 'x91350100m000100y43' }, TODAY)).toBe(CERT_DRAFT_MSG.creditCode);
    expect(certError({ ...form, creditCode: '91350100M000100Y44' }, TODAY)).toBe(CERT_DRAFT_MSG.creditCode);
    expect(certError({ ...form, legalPerson: '王' }, TODAY)).toBe(CERT_DRAFT_MSG.legalPerson);
    expect(certError({ ...form, licenceAttachId: '' }, TODAY)).toBe(CERT_DRAFT_MSG.licence);
    expect(certError({ ...form, licenceValidUntil: '2026-11-25' }, TODAY)).toBe(CERT_DRAFT_MSG.validUntil);
    expect(certError({ ...form, licenceValidUntil: TODAY }, TODAY)).toBeNull();
    expect(certError({ ...form, categoryIds: [] }, TODAY)).toBe(CERT_DRAFT_MSG.categories);
    expect(certError({ ...form, provinceCodes: [] }, TODAY)).toBe(CERT_DRAFT_MSG.provinces);
    expect(certError({ ...form, contactName: ' ' }, TODAY)).toBe(CERT_DRAFT_MSG.contactName);
    expect(certError({ ...form, contactPhone: '1234' }, TODAY)).toBe(CERT_DRAFT_MSG.contactPhone);
  });
});

describe('onboarding apply flow', () => {
  function flow(submit: () => Promise<CertView> = async () => pendingCert) {
    const calls = { sent: [] as CertForm[], notices: [] as string[] };
    const machine = onboardingApplyMachine.provide({
      actors: { submitCert: fromPromise(async ({ input }) => (calls.sent.push(input), submit())) },
      actions: { notify: (_, n) => void calls.notices.push(n.message) },
    });
    return { actor: createActor(machine).start(), calls };
  }

  it('refuses a form that fails a rule with its message, sends nothing, and clears it on an edit', () => {
    const { actor, calls } = flow();
    actor.send({ type: 'onboardingApply.submit', form: { ...form, provinceCodes: [] }, today: TODAY });
    expect(actor.getSnapshot().context.error).toBe(CERT_DRAFT_MSG.provinces);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(calls.sent).toEqual([]);
    actor.send({ type: 'onboardingApply.edit' });
    expect(actor.getSnapshot().context.error).toBe('');
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it('submits a valid form, keeps the 待审核 answer with a notice and counts the change', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'onboardingApply.submit', form, today: TODAY });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.sent).toEqual([form]);
    expect(calls.notices).toEqual([CERT_SUBMITTED]);
    expect(actor.getSnapshot().context).toMatchObject({ application: { status: 'pending' }, changes: 1, error: '' });
  });

  it('shows the server’s refusal and counts no change', async () => {
    const { actor, calls } = flow(() => Promise.reject(new Error('认证申请正在审核中，请耐心等待')));
    actor.send({ type: 'onboardingApply.submit', form, today: TODAY });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: '认证申请正在审核中，请耐心等待', changes: 0 });
    expect(calls.notices).toEqual([]);
  });
});

describePaths(pathSpecs.onboardingApply);
