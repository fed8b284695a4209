// The sc site's forgotten password: phone, SMS code and the new password twice checked before any
// call; the reset sent with the phone and code trimmed; on success a notice and the sc login in
// place of the form; a refusal shown on the form, which may be sent again; the SMS button asked
// for reset codes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PASSWORD_MSG, PHONE_MSG, SMS_CODE_MSG } from '../../src/api/validation';
import { RESET_MSG, scForgetMachine, type ScResetInput } from '../../machines/sc-forget.machine';
import { CONFIRM_MSG } from '../../machines/sc-forms';
import { smsButtonMachine, type SendCodeInput } from '../../machines/sms-button.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { scAccount } from './sc-path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function flow(reset: () => Promise<unknown> = async () => null) {
  const calls = {
    sent: [] as ScResetInput[],
    notices: [] as string[],
    navigations: [] as { to: string; replace?: boolean }[],
    codes: [] as SendCodeInput[],
  };
  const machine = scForgetMachine.provide({
    actors: {
      resetPassword: fromPromise(async ({ input }) => (calls.sent.push(input), reset())),
      smsButton: smsButtonMachine.provide({
        actors: {
          checkRegistered: fromPromise(async () => false),
          sendCode: fromPromise(async ({ input }) => void calls.codes.push(input)),
        },
      }),
    },
    actions: {
      notify: (_, n) => void calls.notices.push(n.message),
      navigate: (_, n) => void calls.navigations.push(n),
    },
  });
  return { actor: createActor(machine).start(), calls };
}
const submit = { type: 'scForget.submit', ...scAccount } as const;

describe('sc forgotten password flow', () => {
  it.each([
    ['a bad phone', { phone: '' }, PHONE_MSG],
    ['a bad code', { code: '12' }, SMS_CODE_MSG],
    ['a weak password', { password: '12345678', confirmPassword: '12345678' }, PASSWORD_MSG],
    ['two different passwords', { confirmPassword: 'Other1234' }, CONFIRM_MSG],
  ])('refuses %s and sends nothing', async (_, change, message) => {
    const { actor, calls } = flow();
    actor.send({ ...submit, ...change });
    expect(actor.getSnapshot()).toMatchObject({ value: { editing: 'failed' }, context: { error: message } });
    await flush();
    expect(calls.sent).toEqual([]);
  });

  it('resets with the phone and code trimmed, announces it and goes to the sc login in place of the form', async () => {
    const { actor, calls } = flow();
    actor.send({ ...submit, phone: ` ${scAccount.phone} `, code: ' 123456 ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.sent).toEqual([{ phone: scAccount.phone, code: '123456', newPassword: scAccount.password }]);
    expect(calls.notices).toEqual([RESET_MSG]);
    expect(calls.navigations).toEqual([{ to: '/sc-login', replace: true }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the server’s refusal and may send again', async () => {
    let refuse = true;
    const { actor, calls } = flow(async () => {
      if (refuse) throw new Error('验证码错误，还可尝试 4 次');
      return null;
    });
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot()).toMatchObject({
      value: { editing: 'failed' },
      context: { error: '验证码错误，还可尝试 4 次' },
    });
    expect(calls.navigations).toEqual([]);
    refuse = false;
    actor.send(submit);
    expect(actor.getSnapshot().context.error).toBe('');
    await flush();
    expect(calls.sent).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('asks its SMS button for a reset code, with no check of the phone first', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'scForget.sendCode', phone: scAccount.phone });
    await flush();
    expect(calls.codes).toEqual([{ phone: scAccount.phone, purpose: 'forget', captcha: null }]);
    expect(actor.getSnapshot().children.sms!.getSnapshot().hasTag('counting')).toBe(true);
  });
});

describePaths(pathSpecs.scForget);
