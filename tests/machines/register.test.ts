// The registration flow: the form's rules refused before any call, the company name checked free
// before the tenant is registered, a refusal (taken name, failed check, server message) shown on
// the form, and the new member logged in through the session and sent home.
import { USER_AGREEMENT } from '../../src/api/auth';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import {
  AGREEMENT_MSG,
  COMPANY_REQUIRED_MSG,
  PASSWORD_MISMATCH_MSG,
  type RegisterForm,
} from '../../machines/member-forms';
import { COMPANY_TAKEN_MSG, registerMachine, type RegisterInput } from '../../machines/register.machine';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import { PASSWORD_MSG, PHONE_MSG, SMS_CODE_MSG } from '../../src/api/validation';
import { describePaths } from './describe-paths';
import { PHONE, probes, tokenResult } from './member-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const form: RegisterForm = {
  phone: PHONE,
  code: '123456',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  companyName: ' 华东建材有限公司 ',
  nickName: ' ',
  inviteCode: 'INV01',
  agreed: true,
};

function register(stubs: { exists?: () => Promise<boolean>; register?: () => Promise<typeof tokenResult> } = {}) {
  const calls = { checked: [] as string[], registered: [] as RegisterInput[], navigations: [] as string[] };
  const machine = registerMachine.provide({
    actors: {
      companyExists: fromPromise(({ input }) => {
        calls.checked.push(input.companyName);
        return stubs.exists?.() ?? Promise.resolve(false);
      }),
      registerTenant: fromPromise(({ input }) => {
        calls.registered.push(input);
        return stubs.register?.() ?? Promise.resolve(tokenResult);
      }),
    },
    actions: { navigate: (_, { to }) => void calls.navigations.push(to) },
  });
  return { machine, calls };
}

describe('register flow', () => {
  it.each([
    ['the two passwords differ', { confirmPassword: 'Secret124' }, PASSWORD_MISMATCH_MSG],
    ['the agreement is not accepted', { agreed: false }, AGREEMENT_MSG],
    ['a bad phone', { phone: '1234' }, PHONE_MSG],
    ['a bad code', { code: '1234' }, SMS_CODE_MSG],
    ['a weak password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, PASSWORD_MSG],
    ['no company name', { companyName: '  ' }, COMPANY_REQUIRED_MSG],
  ])('refuses when %s', (_, change, message) => {
    const { machine, calls } = register();
    const actor = createActor(machine).start();
    actor.send({ type: 'register.submit', ...form, ...change });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(calls.checked).toEqual([]);
  });

  it('checks the company name is free, registers, and goes home', async () => {
    const { machine, calls } = register();
    const actor = createActor(machine).start();
    actor.send({ type: 'register.submit', ...form });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await flush();
    expect(calls.checked).toEqual(['华东建材有限公司']);
    expect(calls.registered).toEqual([
      {
        phone: PHONE,
        code: '123456',
        password: 'Secret123',
        companyName: '华东建材有限公司',
        nickName: undefined,
        inviteCode: 'INV01',
        agreementVersion: USER_AGREEMENT.version,
      },
    ]);
    expect(calls.navigations).toEqual(['/home']);
  });

  it('refuses a company name that is taken', async () => {
    const { machine, calls } = register({ exists: async () => true });
    const actor = createActor(machine).start();
    actor.send({ type: 'register.submit', ...form });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(COMPANY_TAKEN_MSG);
    expect(calls.registered).toEqual([]);
  });

  it('shows the server message when registering fails', async () => {
    const { machine } = register({ register: () => Promise.reject(new Error('验证码错误')) });
    const actor = createActor(machine).start();
    actor.send({ type: 'register.submit', ...form });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('验证码错误');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
  });

  it('shows a failed name check on the form and registers nothing', async () => {
    const { machine, calls } = register({ exists: () => Promise.reject(new Error('网络异常，请稍后再试')) });
    const actor = createActor(machine).start();
    actor.send({ type: 'register.submit', ...form });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('网络异常，请稍后再试');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(calls.registered).toEqual([]);
    expect(calls.navigations).toEqual([]);
  });

  it('goes home in place of the registration page (返回 does not come back to it)', async () => {
    const went: { to: string; replace?: boolean }[] = [];
    const { machine } = register();
    const actor = createActor(machine.provide({ actions: { navigate: (_, n) => void went.push(n) } })).start();
    actor.send({ type: 'register.submit', ...form });
    await flush();
    expect(went).toEqual([{ to: '/home', replace: true }]);
  });

  it('logs the new member in through the session', async () => {
    const { machine } = register();
    const app = createActor(
      appMachine.provide({
        actors: {
          register: machine,
          session: sessionMachine.provide({ actors: { readLogin: fromPromise<LoginProbe>(async () => probes.none) } }),
        },
      }),
      { input: {} },
    ).start();
    await flush();
    app.send({ type: 'flow.start', key: 'register', id: 'reg' });
    (app.getSnapshot().children as Record<string, AnyActorRef>).reg.send({ type: 'register.submit', ...form });
    await flush();
    expect((app.system.get('session') as AnyActorRef).getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});

describePaths(pathSpecs.register);
