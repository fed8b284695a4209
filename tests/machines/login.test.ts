import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { loginMachine, UNREGISTERED_MSG, type TokenInput } from '../../machines/login.machine';
import { PASSWORD_REQUIRED_MSG } from '../../machines/member-forms';
import { returnPath } from '../../machines/notice';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import type { Tenant, TokenResult } from '../../src/api/auth';
import { PHONE_MSG, SMS_CODE_MSG } from '../../src/api/validation';
import { describePaths } from './describe-paths';
import { PHONE, probes, tenants, tokenResult } from './member-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

interface Stubs {
  tenants?: (phone: string) => Promise<Tenant[]>;
  token?: (i: TokenInput) => Promise<TokenResult>;
}

function logic(stubs: Stubs, calls: { lookups: string[]; tokens: TokenInput[]; navigations: string[] }) {
  return loginMachine.provide({
    actors: {
      tenantsByPhone: fromPromise(({ input }) => {
        calls.lookups.push(input.phone);
        return stubs.tenants?.(input.phone) ?? Promise.resolve(tenants.slice(0, 1));
      }),
      token: fromPromise(({ input }) => {
        calls.tokens.push(input);
        return stubs.token?.(input) ?? Promise.resolve(tokenResult);
      }),
    },
    actions: { navigate: (_, { to, replace }) => void calls.navigations.push(`${to}${replace ? ' (replace)' : ''}`) },
  });
}

function start(stubs: Stubs = {}, recordUrl?: string) {
  const calls = { lookups: [] as string[], tokens: [] as TokenInput[], navigations: [] as string[] };
  const actor = createActor(logic(stubs, calls), { input: { recordUrl } }).start();
  const view = () => {
    const s = actor.getSnapshot();
    return {
      submitting: s.hasTag('submitting'),
      error: s.context.error,
      choosing: s.hasTag('choosingTenant'),
      failed: s.hasTag('error'),
    };
  };
  return { actor, calls, view };
}

const byPassword = { type: 'login.submit', grantType: 'password', phone: PHONE, password: 'Secret123' } as const;

describe('login flow', () => {
  it('starts on the password tab and switches tabs (clearing the error)', () => {
    const { actor, view } = start();
    expect(actor.getSnapshot().context.tab).toBe('password');
    actor.send({ ...byPassword, phone: '1' });
    expect(view().error).toBe(PHONE_MSG);
    actor.send({ type: 'login.setTab', tab: 'sms_code' });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'sms_code', error: '' });
    expect(view().failed).toBe(false);
  });

  it.each([
    ['a bad phone', { ...byPassword, phone: '12345678901' }, PHONE_MSG],
    ['an empty password', { ...byPassword, password: '' }, PASSWORD_REQUIRED_MSG],
    ['a 5-digit code', { type: 'login.submit', grantType: 'sms_code', phone: PHONE, code: '12345' }, SMS_CODE_MSG],
    [
      'a code with letters',
      { type: 'login.submit', grantType: 'sms_code', phone: PHONE, code: '12a456' },
      SMS_CODE_MSG,
    ],
  ] as const)('refuses %s without calling the server', (_, event, message) => {
    const { actor, calls, view } = start();
    actor.send(event);
    expect(view()).toMatchObject({ error: message, failed: true, submitting: false });
    expect(calls.lookups).toEqual([]);
  });

  it('one company: looks up the tenant, logs in with its tenantId and goes to /home', async () => {
    const { actor, calls, view } = start();
    actor.send(byPassword);
    expect(view().submitting).toBe(true);
    await flush();
    expect(calls.lookups).toEqual([PHONE]);
    expect(calls.tokens).toEqual([
      { grantType: 'password', phone: PHONE, password: 'Secret123', code: undefined, tenantId: '000001' },
    ]);
    expect(calls.navigations).toEqual(['/home (replace)']);
    expect(view().submitting).toBe(true);
  });

  it('SMS-code login carries the code', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'login.submit', grantType: 'sms_code', phone: PHONE, code: ' 654321 ' });
    await flush();
    expect(calls.tokens[0]).toMatchObject({ grantType: 'sms_code', code: '654321', tenantId: '000001' });
  });

  it(`no company: '${UNREGISTERED_MSG}'`, async () => {
    const { actor, calls, view } = start({ tenants: async () => [] });
    actor.send(byPassword);
    await flush();
    expect(view()).toMatchObject({ error: UNREGISTERED_MSG, failed: true, submitting: false });
    expect(calls.tokens).toEqual([]);
  });

  it('several companies: the member chooses one; the token call carries it', async () => {
    const { actor, calls, view } = start({ tenants: async () => tenants });
    actor.send(byPassword);
    await flush();
    expect(view()).toMatchObject({ choosing: true, submitting: false });
    expect(actor.getSnapshot().context.tenants).toEqual(tenants);
    actor.send({ type: 'login.chooseTenant', tenantId: '999999' });
    expect(view().choosing).toBe(true);
    actor.send({ type: 'login.chooseTenant', tenantId: '000002' });
    await flush();
    expect(calls.tokens[0].tenantId).toBe('000002');
  });

  it('cancelling the choice returns to the form', async () => {
    const { actor, calls, view } = start({ tenants: async () => tenants });
    actor.send(byPassword);
    await flush();
    actor.send({ type: 'login.cancelChoice' });
    expect(view()).toEqual({ submitting: false, error: '', choosing: false, failed: false });
    expect(actor.getSnapshot().context.tenants).toEqual([]);
    expect(calls.tokens).toEqual([]);
  });

  it('shows the server message; retrying the same phone keeps the chosen company, a new phone looks up again', async () => {
    let attempt = 0;
    const { actor, calls, view } = start({
      tenants: async () => tenants,
      token: () => (attempt++ === 0 ? Promise.reject(new Error('手机号或密码错误')) : Promise.resolve(tokenResult)),
    });
    actor.send(byPassword);
    await flush();
    actor.send({ type: 'login.chooseTenant', tenantId: '000002' });
    await flush();
    expect(view()).toMatchObject({ error: '手机号或密码错误', failed: true });
    actor.send({ ...byPassword, password: 'Secret124' });
    await flush();
    expect(calls.lookups).toHaveLength(1);
    expect(calls.tokens[1]).toMatchObject({ password: 'Secret124', tenantId: '000002' });

    const other = start({ tenants: async () => tenants, token: () => Promise.reject(new Error('x')) });
    other.actor.send(byPassword);
    await flush();
    other.actor.send({ type: 'login.chooseTenant', tenantId: '000002' });
    await flush();
    other.actor.send({ ...byPassword, phone: '13900139000' });
    await flush();
    expect(other.calls.lookups).toEqual([PHONE, '13900139000']);
  });

  it('shows a failed lookup', async () => {
    const { actor, view } = start({ tenants: () => Promise.reject(new Error('网络超时!')) });
    actor.send(byPassword);
    await flush();
    expect(view().error).toBe('网络超时!');
  });

  it('returns to a same-site recordUrl, never to another host or an auth page', async () => {
    const { actor, calls } = start({}, '/goodsDetail?id=9');
    actor.send(byPassword);
    await flush();
    expect(calls.navigations).toEqual(['/goodsDetail?id=9 (replace)']);
    expect(returnPath('https://evil.example/x')).toBe('/home');
    expect(returnPath('//evil.example/x')).toBe('/home');
    expect(returnPath('/\\evil.example')).toBe('/home');
    expect(returnPath('/login?recordUrl=%2Fa')).toBe('/home');
    expect(returnPath('/register')).toBe('/home');
    expect(returnPath('/login-back')).toBe('/home');
    expect(returnPath('/loginx')).toBe('/loginx');
    expect(returnPath(undefined)).toBe('/home');
  });
});

describe('login flow under the root actor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the token to the session (systemId session), which stores the login and is logged in', async () => {
    const calls = { lookups: [] as string[], tokens: [] as TokenInput[], navigations: [] as string[] };
    const stored: string[] = [];
    const app = createActor(
      appMachine.provide({
        actors: {
          login: logic({}, calls),
          session: sessionMachine.provide({
            actors: { readLogin: fromPromise<LoginProbe>(async () => probes.none) },
            actions: {
              setLoginCookies: (_, c) => void stored.push(`cookies ${c.token} ${c.deptId}`),
              writeParams: (_, { params }) => void stored.push(`params ${params?.choseCom}`),
            },
          }),
        },
      }),
      { input: {} },
    ).start();
    await flush();
    app.send({ type: 'flow.start', key: 'login', id: 'login-page', input: { recordUrl: '/buyCar' } });
    const flow = (app.getSnapshot().children as Record<string, AnyActorRef>)['login-page'];
    flow.send(byPassword);
    await flush();
    const session = app.system.get('session') as AnyActorRef;
    expect(session.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(session.getSnapshot().context.username).toBe('张三');
    expect(stored).toEqual(['cookies tok-1 1001', 'params 1001']);
    expect(calls.navigations).toEqual(['/buyCar (replace)']);
    app.send({ type: 'flow.stop', id: 'login-page' });
    expect(flow.getSnapshot().status).toBe('stopped');
  });
});

describePaths(pathSpecs.login);
