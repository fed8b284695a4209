import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CAPTCHA_MSG,
  REGISTERED_MSG,
  SENT_MSG,
  SMS_COUNTDOWN_S,
  smsButtonLabel,
  smsButtonMachine,
  type SendCodeInput,
  type SmsButtonInput,
} from '../../machines/sms-button.machine';
import { PHONE_MSG } from '../../src/api/validation';
import { describePaths } from './describe-paths';
import { PHONE } from './member-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function start(
  input: SmsButtonInput,
  stubs: { registered?: () => Promise<boolean>; send?: (i: SendCodeInput) => Promise<unknown> } = {},
) {
  const log: string[] = [];
  const sent: SendCodeInput[] = [];
  const checked: string[] = [];
  const machine = smsButtonMachine.provide({
    actors: {
      checkRegistered: fromPromise(({ input: i }) => {
        checked.push(i.phone);
        return stubs.registered?.() ?? Promise.resolve(false);
      }),
      sendCode: fromPromise(({ input: i }) => {
        sent.push(i);
        return stubs.send?.(i) ?? Promise.resolve(null);
      }),
    },
    actions: {
      notify: (_, n) => void log.push(`${n.kind} ${n.message}${n.duration ? ` ${n.duration}ms` : ''}`),
      navigate: (_, n) => void log.push(`navigate ${n.to}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => {
    const s = actor.getSnapshot();
    const counting = s.hasTag('counting');
    return {
      label: smsButtonLabel(counting, s.context.seconds),
      counting,
      disabled: !s.can({ type: 'sms.send', phone: '' }),
    };
  };
  return { actor, log, sent, checked, view };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('smsButton', () => {
  it('warns about a phone that is not an 11-digit mainland mobile and sends nothing', () => {
    const { actor, log, sent, view } = start({ purpose: 'login' });
    for (const phone of ['', '1380013800', '23800138000', '12800138000', '19800138000', '138001380001'])
      actor.send({ type: 'sms.send', phone });
    expect(log).toEqual(Array(6).fill(`warning ${PHONE_MSG}`));
    expect(sent).toEqual([]);
    expect(view()).toEqual({ label: '发送验证码', counting: false, disabled: false });
  });

  it('accepts the optional leading 0', async () => {
    const { sent, actor } = start({ purpose: 'login' });
    actor.send({ type: 'sms.send', phone: '013800138000' });
    await flush();
    expect(sent).toHaveLength(1);
  });

  it("sends, says '发送成功', then counts 60 s down: still counting at 59 999 ms, '发送验证码' at 60 000 ms", async () => {
    const { actor, log, sent, view } = start({ purpose: 'login' });
    actor.send({ type: 'sms.send', phone: ` ${PHONE} ` });
    expect(view().disabled).toBe(true);
    await flush();
    expect(sent).toEqual([{ phone: PHONE, purpose: 'login', captcha: null }]);
    expect(log).toEqual([`success ${SENT_MSG}`]);
    expect(view()).toEqual({ label: '60s后重新发送', counting: true, disabled: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view().label).toBe('59s后重新发送');
    await vi.advanceTimersByTimeAsync(58_999);
    expect(view()).toEqual({ label: '1s后重新发送', counting: true, disabled: true });
    // A click while counting does nothing.
    actor.send({ type: 'sms.send', phone: PHONE });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toEqual({ label: '发送验证码', counting: false, disabled: false });
    expect(SMS_COUNTDOWN_S).toBe(60);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the server message as a warning when sending fails, and may send again at once', async () => {
    const { actor, log, view } = start(
      { purpose: 'forget' },
      { send: () => Promise.reject(new Error('发送过于频繁，请稍后再试')) },
    );
    actor.send({ type: 'sms.send', phone: PHONE });
    await flush();
    expect(log).toEqual(['warning 发送过于频繁，请稍后再试']);
    expect(view()).toEqual({ label: '发送验证码', counting: false, disabled: false });
  });

  it('for finance needs the picture captcha, and sends it as the code', async () => {
    const { actor, log, sent } = start({ purpose: 'finance' });
    actor.send({ type: 'sms.send', phone: PHONE });
    actor.send({ type: 'sms.send', phone: PHONE, captcha: { code: ' ', key: 'k' } });
    actor.send({ type: 'sms.send', phone: PHONE, captcha: { code: 'a7k2', key: '' } });
    expect(log).toEqual(Array(3).fill(`warning ${CAPTCHA_MSG}`));
    actor.send({ type: 'sms.send', phone: PHONE, captcha: { code: 'a7k2', key: 'cap-1' } });
    await flush();
    expect(sent).toEqual([{ phone: PHONE, purpose: 'finance', captcha: { code: 'a7k2', key: 'cap-1' } }]);
  });

  it('checks the phone before the captcha', () => {
    const { actor, log } = start({ purpose: 'finance' });
    actor.send({ type: 'sms.send', phone: '123' });
    expect(log).toEqual([`warning ${PHONE_MSG}`]);
  });

  it('for register first checks the phone is not registered, then sends', async () => {
    let answer!: (registered: boolean) => void;
    const { actor, sent, checked, view } = start(
      { purpose: 'register' },
      { registered: () => new Promise((r) => (answer = r)) },
    );
    actor.send({ type: 'sms.send', phone: PHONE });
    expect(checked).toEqual([PHONE]);
    expect(sent).toEqual([]);
    expect(view().disabled).toBe(true);
    answer(false);
    await flush();
    expect(sent).toEqual([{ phone: PHONE, purpose: 'register', captcha: null }]);
    expect(view().counting).toBe(true);
  });

  it('for a registered phone shows the success-styled notice for 2 s, then goes to /login, and sends nothing', async () => {
    const { actor, log, sent, view } = start({ purpose: 'register' }, { registered: async () => true });
    actor.send({ type: 'sms.send', phone: PHONE });
    await flush();
    expect(log).toEqual([`success ${REGISTERED_MSG} 2000ms`]);
    expect(view().disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual([`success ${REGISTERED_MSG} 2000ms`, 'navigate /login']);
    expect(sent).toEqual([]);
    expect(view().disabled).toBe(false);
  });

  it('other purposes do not check registration', async () => {
    const { actor, checked, sent } = start({ purpose: 'login' });
    actor.send({ type: 'sms.send', phone: PHONE });
    await flush();
    expect(checked).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('warns when the registration check fails', async () => {
    const { actor, log, sent } = start(
      { purpose: 'register' },
      { registered: () => Promise.reject(new Error('网络超时!')) },
    );
    actor.send({ type: 'sms.send', phone: PHONE });
    await flush();
    expect(log).toEqual(['warning 网络超时!']);
    expect(sent).toEqual([]);
  });
});

describePaths(pathSpecs.smsButton);
