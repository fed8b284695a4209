// The forgotten-password flow: phone, SMS code and the new password twice checked before any call,
// the reset sent with the phone and code trimmed, done (the page offers
// 去登录), or the server's message shown and the form sent again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { forgetMachine, type ResetInput } from '../../machines/forget.machine';
import { PASSWORD_MISMATCH_MSG } from '../../machines/member-forms';
import { PASSWORD_MSG, PHONE_MSG, SMS_CODE_MSG } from '../../src/api/validation';
import { describePaths } from './describe-paths';
import { PHONE } from './member-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('forget flow', () => {
  const submit = {
    type: 'forget.submit',
    phone: PHONE,
    code: '123456',
    newPassword: 'Secret123',
    confirmPassword: 'Secret123',
  } as const;

  function forget(reset: () => Promise<unknown> = async () => null) {
    const calls: ResetInput[] = [];
    const actor = createActor(
      forgetMachine.provide({
        actors: {
          resetPassword: fromPromise(({ input }) => {
            calls.push(input);
            return reset();
          }),
        },
      }),
    ).start();
    return { actor, calls };
  }

  it.each([
    ['different passwords', { confirmPassword: 'Secret124' }, PASSWORD_MISMATCH_MSG],
    ['a weak password', { newPassword: '12345678', confirmPassword: '12345678' }, PASSWORD_MSG],
    ['a bad code', { code: '' }, SMS_CODE_MSG],
    ['a bad phone', { phone: '' }, PHONE_MSG],
  ])('refuses %s', (_, change, message) => {
    const { actor, calls } = forget();
    actor.send({ ...submit, ...change });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(calls).toEqual([]);
  });

  it('changes the password and is done (the view offers 去登录)', async () => {
    const { actor, calls } = forget();
    actor.send(submit);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await flush();
    expect(calls).toEqual([{ phone: PHONE, code: '123456', newPassword: 'Secret123' }]);
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
  });

  it('shows the server message and may try again', async () => {
    let n = 0;
    const { actor } = forget(() => (n++ ? Promise.resolve(null) : Promise.reject(new Error('验证码已失效'))));
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('验证码已失效');
    actor.send(submit);
    expect(actor.getSnapshot().context.error).toBe('');
    await flush();
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
  });
});

describe('forget flow, what is sent', () => {
  it('trims the phone and the code it sends; a password with a space is refused, not trimmed', async () => {
    const calls: ResetInput[] = [];
    const actor = createActor(
      forgetMachine.provide({ actors: { resetPassword: fromPromise(async ({ input }) => void calls.push(input)) } }),
    ).start();
    actor.send({
      type: 'forget.submit',
      phone: ` ${PHONE} `,
      code: ' 123456 ',
      newPassword: 'Secret123 ',
      confirmPassword: 'Secret123 ',
    });
    expect(actor.getSnapshot().context.error).toBe(PASSWORD_MSG);
    actor.send({
      type: 'forget.submit',
      phone: ` ${PHONE} `,
      code: ' 123456 ',
      newPassword: 'Secret123',
      confirmPassword: 'Secret123',
    });
    await flush();
    expect(calls).toEqual([{ phone: PHONE, code: '123456', newPassword: 'Secret123' }]);
  });
});

describePaths(pathSpecs.forget);
