// The finance apply flow: a code request that reaches the server takes a new picture and starts
// the SMS button's 60 s countdown (fake timers); a wrong captcha comes back as the server's
// warning; the form's check; the save's number and status or its message; cancel and restart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { AGREEMENT_MSG } from '../../src/api/finance';
import { PHONE_MSG } from '../../src/api/validation';
import { financeApplyMachine } from '../../machines/finance-apply.machine';
import { CAPTCHA_MSG, smsButtonMachine } from '../../machines/sms-button.machine';
import { application, captcha, validDraft } from './finance-path-specs';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function flow(opts: { sendFails?: string; saveFails?: string } = {}) {
  const notices: string[] = [];
  const sent: { phone: string; key: string; code: string }[] = [];
  let pictures = 0;
  const machine = financeApplyMachine.provide({
    actors: {
      loadCaptcha: fromPromise(async () => ({ ...captcha, key: `key-${++pictures}` })),
      submitApply: fromPromise(async () => {
        if (opts.saveFails) throw new Error(opts.saveFails);
        return application;
      }),
      smsButton: smsButtonMachine.provide({
        actors: {
          checkRegistered: fromPromise(async () => false),
          sendCode: fromPromise(async ({ input }) => {
            sent.push({ phone: input.phone, key: input.captcha?.key ?? '', code: input.captcha?.code ?? '' });
            if (opts.sendFails) throw new Error(opts.sendFails);
            return null;
          }),
        },
        actions: { notify: (_, n) => void notices.push(n.message) },
      }),
    },
    actions: { notify: (_, n) => void notices.push(n.message) },
  });
  const actor = createActor(machine, { input: { productId: 3 } }).start();
  const sms = () => actor.getSnapshot().children.sms as AnyActorRef;
  return { actor, notices, sent, sms, pictures: () => pictures };
}

describe('finance apply flow', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the code with the picture key, takes a new picture and counts down 60 s', async () => {
    const f = flow();
    await flush();
    expect(f.actor.getSnapshot().matches({ captcha: 'shown' })).toBe(true);
    f.actor.send({ type: 'financeApply.sendCode', phone: '1380000', answer: 'AB3C' });
    await flush();
    expect(f.notices).toEqual([PHONE_MSG]);
    expect(f.pictures()).toBe(1);
    f.actor.send({ type: 'financeApply.sendCode', phone: '13800000001', answer: 'ab3c' });
    await flush();
    expect(f.sent).toEqual([{ phone: '13800000001', key: 'key-1', code: 'ab3c' }]);
    expect(f.pictures()).toBe(2);
    expect(f.sms().getSnapshot().context.seconds).toBe(60);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(f.sms().getSnapshot().hasTag('counting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(f.sms().getSnapshot().value).toBe('idle');
    f.actor.stop();
  });

  it('shows the server message for a wrong captcha and keeps the form', async () => {
    const f = flow({ sendFails: CAPTCHA_MSG });
    await flush();
    f.actor.send({ type: 'financeApply.sendCode', phone: '13800000001', answer: 'XXXX' });
    await flush();
    expect(f.notices).toEqual([CAPTCHA_MSG]);
    expect(f.sms().getSnapshot().value).toBe('idle');
    expect(f.actor.getSnapshot().matches({ captcha: 'shown', form: 'editing' })).toBe(true);
    f.actor.stop();
  });

  it('checks the form, then saves: the number and status, or the server message', async () => {
    const f = flow();
    await flush();
    f.actor.send({ type: 'financeApply.submit', draft: { ...validDraft, agreed: false } });
    expect(f.actor.getSnapshot().context.error).toBe(AGREEMENT_MSG);
    f.actor.send({ type: 'financeApply.submit', draft: validDraft });
    await flush();
    expect(f.actor.getSnapshot().matches({ form: 'submitted' })).toBe(true);
    expect(f.actor.getSnapshot().context.application?.applyNo).toBe(application.applyNo);
    f.actor.send({ type: 'financeApply.restart' });
    expect(f.actor.getSnapshot().matches({ form: { editing: 'idle' } })).toBe(true);
    f.actor.stop();

    const g = flow({ saveFails: '验证码错误，还可尝试 4 次' });
    await flush();
    g.actor.send({ type: 'financeApply.submit', draft: validDraft });
    await flush();
    expect(g.actor.getSnapshot().matches({ form: { editing: 'failed' } })).toBe(true);
    expect(g.actor.getSnapshot().context.error).toBe('验证码错误，还可尝试 4 次');
    g.actor.send({ type: 'financeApply.cancel' });
    expect(g.actor.getSnapshot().matches({ form: 'cancelled' })).toBe(true);
    g.actor.stop();
  });
});

describePaths(pathSpecs.financeApply);
