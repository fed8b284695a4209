import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { LOGIN_BACK_FAILED_MSG, loginBackMachine, type LoginBackInput } from '../../machines/login-back.machine';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import { paramsFromUserInfo, seedParams } from '../../machines/session-rules';
import type { UserInfo } from '../../src/api/member';
import type { StoredParams } from '../../src/client/storage';
import { describePaths } from './describe-paths';
import { params, userInfo } from './member-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const input: LoginBackInput = { token: 'tok-9', switchtocompanyid: '1001', target: '/buyCar?x=1' };

function logic(stubs: { site?: () => Promise<unknown>; info?: () => Promise<UserInfo> } = {}) {
  const log: string[] = [];
  const machine = loginBackMachine.provide({
    actors: {
      siteReady: fromPromise(() => {
        log.push('siteReady');
        return stubs.site?.() ?? Promise.resolve(null);
      }),
      loadUserInfo: fromPromise(() => {
        log.push('loadUserInfo');
        return stubs.info?.() ?? Promise.resolve(userInfo);
      }),
    },
    actions: {
      setTokenCookie: (_, { token }) => void log.push(`setTokenCookie ${token}`),
      setLoginCookies: (_, c) => void log.push(`setLoginCookies ${c.token} ${c.deptId} ${c.username}`),
      writeParams: (_, { params: p }) => void log.push(`writeParams ${p ? JSON.stringify(p) : 'null'}`),
      replaceUrl: (_, { url }) => void log.push(`replaceUrl ${url}`),
      navigate: (_, { to, replace }) => void log.push(`navigate ${to}${replace ? ' (replace)' : ''}`),
    },
  });
  return { machine, log };
}

const json = (p: StoredParams) => JSON.stringify(p);

describe('loginBack', () => {
  it('waits for the site settings, stores the token and the company, loads the member, stores the login, drops the token, goes on', async () => {
    let siteLoaded!: () => void;
    const { machine, log } = logic({ site: () => new Promise<void>((r) => (siteLoaded = r)) });
    const actor = createActor(machine, { input }).start();
    expect(log).toEqual(['siteReady']);
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    siteLoaded();
    await flush();
    expect(log).toEqual([
      'siteReady',
      'setTokenCookie tok-9',
      `writeParams ${json(seedParams('1001'))}`,
      'loadUserInfo',
      'setLoginCookies tok-9 1001 张三',
      `writeParams ${json(paramsFromUserInfo(userInfo))}`,
      'replaceUrl /login-back',
      'navigate /buyCar?x=1 (replace)',
    ]);
    expect(paramsFromUserInfo(userInfo)).toEqual(params);
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
  });

  it('goes on even when the site settings fail to load (cookies then stay on this host)', async () => {
    const { machine, log } = logic({ site: () => Promise.reject(new Error('x')) });
    createActor(machine, { input }).start();
    await flush();
    expect(log).toContain('loadUserInfo');
  });

  it('names the masked phone when there is no nick name, and goes home without a (safe) target', async () => {
    const { machine, log } = logic({ info: async () => ({ ...userInfo, nickName: '' }) });
    createActor(machine, { input: { ...input, target: 'https://evil.example/' } }).start();
    await flush();
    expect(log).toContain('setLoginCookies tok-9 1001 138****8000');
    expect(log.at(-1)).toBe('navigate /home (replace)');
  });

  it('fails without a token, calling nothing', () => {
    const { machine, log } = logic();
    const actor = createActor(machine, { input: { token: '', switchtocompanyid: '1001', target: '/home' } }).start();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(LOGIN_BACK_FAILED_MSG);
    expect(log).toEqual([]);
  });

  it('when the member info fails: removes the half-written params, drops the token from the address, shows why', async () => {
    const { machine, log } = logic({ info: () => Promise.reject(new Error('登录已失效，请重新登录')) });
    const actor = createActor(machine, { input }).start();
    await flush();
    expect(log.slice(-2)).toEqual(['writeParams null', 'replaceUrl /login-back']);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('登录已失效，请重新登录');
  });

  it('asks the session to read the stored login again: it is then logged in', async () => {
    let stored: StoredParams | null = null;
    const { machine } = logic();
    const app = createActor(
      appMachine.provide({
        actors: {
          loginBack: machine.provide({ actions: { writeParams: (_, { params: p }) => void (stored = p) } }),
          session: sessionMachine.provide({
            actors: {
              readLogin: fromPromise<LoginProbe>(async () =>
                stored
                  ? { token: 'tok-9', deptId: '1001', username: '张三', params: stored, path: '/buyCar' }
                  : { params: null, path: '/login-back' },
              ),
            },
          }),
        },
      }),
      { input: {} },
    ).start();
    await flush();
    const session = app.system.get('session') as AnyActorRef;
    expect(session.getSnapshot().value).toBe('loggedOut');
    app.send({ type: 'flow.start', key: 'loginBack', id: 'lb', input });
    await flush();
    expect(session.getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});

describePaths(pathSpecs.loginBack);
