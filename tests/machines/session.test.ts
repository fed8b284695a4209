import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, SYNC_DELAY_MS, UNREAD_ERROR, type LoginProbe, type MemberData, type Unread } from '../../machines/session.machine';
import { loginBackUrl, paramsFromBusiness, paramsFromToken, refreshedParams, syncBranch } from '../../machines/session-rules';
import type { Business } from '../../src/api/member';
import { describePaths } from './describe-paths';
import { companies, params, probes, tokenResult, userInfo } from './member-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

interface Stubs {
  probe?: LoginProbe | (() => LoginProbe | Promise<LoginProbe>);
  unread?: () => Promise<Unread>;
  member?: () => Promise<MemberData>;
  switchCompany?: (companyId: number) => Promise<Business>;
  logout?: () => Promise<unknown>;
  scLogout?: () => Promise<unknown>;
}

/** The session with every effect a logged spy; calls are counted per actor. */
function start(stubs: Stubs = {}) {
  const log: string[] = [];
  const calls = { readLogin: 0, unread: 0, member: 0, switchCompany: [] as number[], logout: 0, scLogout: 0 };
  const probe = stubs.probe ?? probes.none;
  const machine = sessionMachine.provide({
    actors: {
      readLogin: fromPromise(async () => {
        calls.readLogin++;
        return typeof probe === 'function' ? probe() : probe;
      }),
      loadUnread: fromPromise(() => {
        calls.unread++;
        return stubs.unread?.() ?? Promise.resolve({ order: 3, system: 120 });
      }),
      loadMember: fromPromise(() => {
        calls.member++;
        return stubs.member?.() ?? Promise.resolve({ userInfo, companies });
      }),
      switchCompany: fromPromise(({ input }) => {
        calls.switchCompany.push(input.companyId);
        return stubs.switchCompany?.(input.companyId) ?? Promise.resolve(companies.find((c) => c.companyId === input.companyId)!);
      }),
      logout: fromPromise(() => {
        calls.logout++;
        return stubs.logout?.() ?? Promise.resolve(null);
      }),
      scLogout: fromPromise(() => {
        calls.scLogout++;
        return stubs.scLogout?.() ?? Promise.resolve(null);
      }),
    },
    actions: {
      redirect: (_, { url }) => void log.push(`redirect ${url}`),
      setLoginCookies: (_, c) => void log.push(`setLoginCookies ${c.token} ${c.deptId} ${c.username}`),
      setDeptCookie: (_, { deptId }) => void log.push(`setDeptCookie ${deptId}`),
      removeLoginCookies: () => void log.push('removeLoginCookies'),
      writeParams: (_, { params: p }) => void log.push(`writeParams ${JSON.stringify(p)}`),
      clearStorage: () => void log.push('clearStorage'),
      reloadPage: () => void log.push('reloadPage'),
      reloadPath: (_, { path }) => void log.push(`reloadPath ${path}`),
      goToLogoutHandler: () => void log.push('goToLogoutHandler'),
      notify: (_, n) => void log.push(`notify ${n.kind} ${n.message}`),
    },
  });
  const actor = createActor(machine).start();
  const TAGS = ['checking', 'loggedIn', 'loggedOut', 'leaving', 'confirmingLogout'] as const;
  return { actor, log, calls, tags: () => TAGS.filter((t) => actor.getSnapshot().hasTag(t)) };
}

/** Started logged in, past the 1.2 s load. */
async function loggedIn(stubs: Stubs = {}) {
  const s = start({ probe: probes.synced, ...stubs });
  await flush();
  await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
  s.log.length = 0;
  return s;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('login sync rules', () => {
  it.each([
    ['handleLogout', probes.handleLogout],
    ['cookiesWithoutParams', probes.cookiesOnly],
    ['synced', probes.synced],
    ['deptMismatch', probes.deptMismatch],
    ['paramsWithoutCookies', probes.paramsOnly],
    ['loggedOut', probes.none],
    ['loggedOut', { ...probes.cookiesOnly, path: '/login-back' }],
    ['loggedOut', { ...probes.deptMismatch, path: '/login-back' }],
    ['paramsWithoutCookies', { ...probes.synced, deptId: undefined }],
    ['paramsWithoutCookies', { ...probes.synced, token: '' }],
    ['cookiesWithoutParams', { ...probes.synced, params: { ...params, isLogin: false } }],
    ['loggedOut', { token: 'tok-1', params: null }],
  ] as const)('%s for %j', (branch, probe) => {
    expect(syncBranch(probe)).toBe(branch);
  });

  it('builds the login-back address from the cookies and this page', () => {
    const url = new URL(loginBackUrl(probes.cookiesOnly), 'http://x');
    expect(url.pathname).toBe('/login-back');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'tok-1', switchtocompanyid: '1001', target: '/mall?page=2' });
  });

  it('builds params from a token, refreshes them from the member info, and from a switched business', () => {
    expect(paramsFromToken(tokenResult)).toEqual({ ...params, companyOrgCode: '', identity: '', userstatus: '' });
    expect(refreshedParams(paramsFromToken(tokenResult), userInfo, companies)).toEqual(params);
    expect(paramsFromBusiness(companies[1], companies)).toEqual({
      isLogin: true,
      chooseIdx: 1,
      choseCom: '1002',
      companyOrgCode: '91320000MA2',
      identity: '2',
      userstatus: '1',
      chooseTenantId: '000002',
    });
  });
});

describe('session: page start', () => {
  it('is checking until the cookies and params are read', () => {
    const { tags } = start({ probe: () => probes.synced });
    expect(tags()).toEqual(['checking']);
  });

  it('without params but with the token and dept cookies, redirects to login-back with this page as target', async () => {
    const { actor, log, tags } = start({ probe: probes.cookiesOnly });
    await flush();
    expect(log).toEqual([`redirect /login-back?token=tok-1&switchtocompanyid=1001&target=%2Fmall%3Fpage%3D2`]);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(tags()).toEqual(['checking']);
  });

  it('does not redirect again while on /login-back itself (that page establishes the session)', async () => {
    const { actor, log } = start({ probe: { ...probes.cookiesOnly, path: '/login-back' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(log).toEqual([]);
  });

  it('when the cookie dept id differs from the stored company, redirects to login-back for the cookie company', async () => {
    const { actor, log } = start({ probe: probes.deptMismatch });
    await flush();
    expect(log).toEqual(['redirect /login-back?token=tok-1&switchtocompanyid=1002&target=%2Fhome']);
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('after the redirect, a session.check (login-back done) reads the new login', async () => {
    let probe: LoginProbe = probes.deptMismatch;
    const { actor, tags } = start({ probe: () => probe });
    await flush();
    probe = probes.synced;
    actor.send({ type: 'session.check' });
    await flush();
    expect(tags()).toEqual(['loggedIn']);
  });

  it('with params and matching cookies is logged in, and loads unread count and user info in parallel after 1200 ms', async () => {
    let resolveUnread!: (u: Unread) => void;
    const { actor, log, calls, tags } = start({
      probe: probes.synced,
      unread: () => new Promise((r) => (resolveUnread = r)),
    });
    await flush();
    expect(tags()).toEqual(['loggedIn']);
    expect(actor.getSnapshot().context).toMatchObject({ params, username: '张三', userInfo: null, unread: null });
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS - 1);
    expect(calls).toMatchObject({ unread: 0, member: 0 });
    await vi.advanceTimersByTimeAsync(1);
    // Both started before either answered.
    expect(calls).toMatchObject({ unread: 1, member: 1 });
    expect(actor.getSnapshot().context.userInfo).toEqual(userInfo);
    expect(actor.getSnapshot().context.companies).toEqual(companies);
    expect(log).toEqual([`writeParams ${JSON.stringify(params)}`]);
    expect(actor.getSnapshot().matches({ loggedIn: { profile: 'loading' } })).toBe(true);
    resolveUnread({ order: 2, system: 5 });
    await flush();
    expect(actor.getSnapshot().context.unread).toEqual({ order: 2, system: 5 });
    expect(actor.getSnapshot().matches({ loggedIn: { profile: 'ready' } })).toBe(true);
  });

  it('refreshes the stored params from the member info (company details, tenant, index)', async () => {
    const stale = { ...params, identity: '', userstatus: '0', companyOrgCode: 'old', chooseIdx: 5 };
    const { actor, log } = start({ probe: { ...probes.synced, params: stale } });
    await flush();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(actor.getSnapshot().context.params).toEqual(params);
    expect(log).toEqual([`writeParams ${JSON.stringify(params)}`]);
  });

  it("shows the error toast '系统异常' when the unread count fails, and still loads the member", async () => {
    const { actor, log } = start({ probe: probes.synced, unread: () => Promise.reject(new Error('500')) });
    await flush();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(log).toContain(`notify error ${UNREAD_ERROR}`);
    expect(actor.getSnapshot().context.userInfo).toEqual(userInfo);
    expect(actor.getSnapshot().context.unread).toBeNull();
    expect(actor.getSnapshot().matches({ loggedIn: { profile: 'ready' } })).toBe(true);
  });

  it('stays logged in (cookie name only) when the member info fails', async () => {
    const { actor, log } = start({ probe: probes.synced, member: () => Promise.reject(new Error('x')) });
    await flush();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ userInfo: null, username: '张三', unread: { order: 3, system: 120 } });
    expect(log).toEqual([]);
  });

  it('with params but no cookies (logged out elsewhere) clears cookies and storage, then reloads', async () => {
    const { actor, log, tags } = start({ probe: probes.paramsOnly });
    await flush();
    expect(log).toEqual(['removeLoginCookies', 'clearStorage', 'reloadPage']);
    expect(actor.getSnapshot().value).toBe('loggedOutElsewhere');
    expect(tags()).toEqual(['leaving']);
  });

  it('with neither is logged out and touches nothing', async () => {
    const { actor, log, tags } = start({ probe: probes.none });
    await flush();
    expect(tags()).toEqual(['loggedOut']);
    expect(actor.getSnapshot().context).toMatchObject({ params: null, username: '', userInfo: null });
    expect(log).toEqual([]);
  });

  it('is logged out when reading fails', async () => {
    const actor = createActor(
      sessionMachine.provide({ actors: { readLogin: fromPromise<LoginProbe>(() => Promise.reject(new Error('blocked'))) } }),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it.each([
    ['answers', () => Promise.resolve(null)],
    ['fails', () => Promise.reject(new Error('sc down'))],
  ])('?handleLogout removes the login cookies, calls the sc logout, clears storage and reloads the bare path (sc %s)', async (_, sc) => {
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const { actor, log, calls } = start({ probe: probes.handleLogout, scLogout: () => gate.then(sc) });
    await flush();
    expect(log).toEqual(['removeLoginCookies']);
    expect(calls.scLogout).toBe(1);
    finish();
    await flush();
    expect(log).toEqual(['removeLoginCookies', 'clearStorage', 'reloadPath /home']);
    expect(actor.getSnapshot().value).toBe('reloadingBare');
  });
});

describe('session: login, company switching, logout', () => {
  it('login.succeeded stores cookies, then params, and loads the member after 1200 ms', async () => {
    const { actor, log, calls, tags } = start();
    await flush();
    actor.send({ type: 'login.succeeded', result: tokenResult });
    expect(log).toEqual(['setLoginCookies tok-1 1001 张三', `writeParams ${JSON.stringify(paramsFromToken(tokenResult))}`]);
    expect(tags()).toEqual(['loggedIn']);
    expect(actor.getSnapshot().context.username).toBe('张三');
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(calls).toMatchObject({ unread: 1, member: 1 });
  });

  it('switches company: stores the new params and dept cookie, then loads user info and unread again', async () => {
    const info1002 = { ...userInfo, companyId: 1002, deptId: '1002', tenantId: '000002', companyName: '江南钢构有限公司', identity: '2', companyOrgCode: '91320000MA2' };
    let loads = 0;
    const { actor, log, calls } = await loggedIn({ member: async () => ({ userInfo: loads++ ? info1002 : userInfo, companies }) });
    actor.send({ type: 'company.switch', companyId: 1002 });
    expect(actor.getSnapshot().matches({ loggedIn: { profile: 'switching' } })).toBe(true);
    await flush();
    expect(calls.switchCompany).toEqual([1002]);
    const next = paramsFromBusiness(companies[1], companies);
    expect(log).toEqual(['setDeptCookie 1002', `writeParams ${JSON.stringify(next)}`, `writeParams ${JSON.stringify(next)}`]);
    expect(calls).toMatchObject({ unread: 2, member: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ params: next, userInfo: info1002 });
  });

  it('does not take company details from member info answered for another company', () => {
    expect(refreshedParams({ ...params, choseCom: '1002' }, userInfo, companies)).toEqual({ ...params, choseCom: '1002' });
  });

  it('keeps the company when switching fails', async () => {
    const { actor, log, calls } = await loggedIn({ switchCompany: () => Promise.reject(new Error('您不是该企业的成员')) });
    actor.send({ type: 'company.switch', companyId: 1002 });
    await flush();
    expect(actor.getSnapshot().matches({ loggedIn: { profile: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.params).toEqual(params);
    expect(log).toEqual([]);
    expect(calls.member).toBe(1);
  });

  it('logout asks for confirmation; cancel goes back; confirm revokes, clears and goes to the logout handler', async () => {
    const { actor, log, calls, tags } = await loggedIn();
    actor.send({ type: 'logout.request' });
    expect(tags()).toEqual(['loggedIn', 'confirmingLogout']);
    actor.send({ type: 'logout.cancel' });
    expect(tags()).toEqual(['loggedIn']);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect(calls.logout).toBe(1);
    expect(tags()).toEqual(['loggedIn']);
    await flush();
    expect(log).toEqual(['removeLoginCookies', 'clearStorage', 'goToLogoutHandler']);
    // Until the handler's page is there, this one offers no 登录 (the header shows it unsettled).
    expect(tags()).toEqual(['leaving']);
    expect(actor.getSnapshot().context).toMatchObject({ params: null, userInfo: null, companies: [] });
  });

  it('logs out even when the logout call fails', async () => {
    const { actor, log } = await loggedIn({ logout: () => Promise.reject(new Error('网络超时!')) });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await flush();
    expect(log).toEqual(['removeLoginCookies', 'clearStorage', 'goToLogoutHandler']);
  });

  it('the confirm dialog does not interrupt the 1.2 s load', async () => {
    const { actor, calls } = start({ probe: probes.synced });
    await flush();
    actor.send({ type: 'logout.request' });
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(calls).toMatchObject({ unread: 1, member: 1 });
    expect(actor.getSnapshot().hasTag('confirmingLogout')).toBe(true);
    expect(actor.getSnapshot().context.userInfo).toEqual(userInfo);
  });
});

describe('session: re-check from another tab (focus, storage)', () => {
  async function recheck(next: LoginProbe) {
    let probe: LoginProbe = probes.synced;
    const s = start({ probe: () => probe });
    await flush();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    s.log.length = 0;
    probe = next;
    s.actor.send({ type: 'session.check' });
    await flush();
    return s;
  }

  it('the same login stays as it is (no reload, no new load)', async () => {
    const { actor, log, calls } = await recheck(probes.synced);
    expect(calls.readLogin).toBe(2);
    expect(actor.getSnapshot().matches({ loggedIn: { profile: 'ready', watch: 'idle' } })).toBe(true);
    expect(log).toEqual([]);
    expect(calls.member).toBe(1);
  });

  it('logged out in the other tab (storage and cookies gone): reloads, logged out', async () => {
    const { actor, log } = await recheck(probes.none);
    expect(log).toEqual(['reloadPage']);
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    expect(actor.getSnapshot().context.params).toBeNull();
  });

  it('cookies gone but params left: the logged-out-elsewhere branch (clear, reload)', async () => {
    const { actor, log } = await recheck(probes.paramsOnly);
    expect(log).toEqual(['removeLoginCookies', 'clearStorage', 'reloadPage']);
    expect(actor.getSnapshot().value).toBe('loggedOutElsewhere');
  });

  it('another company chosen in the other tab: reloads for it', async () => {
    const { log } = await recheck({ ...probes.synced, deptId: '1002', params: { ...params, choseCom: '1002' } });
    expect(log).toEqual(['reloadPage']);
  });

  it('a re-check while one runs is ignored; a failing read keeps the session', async () => {
    let reads = 0;
    let fail!: (e: Error) => void;
    const gate = new Promise<LoginProbe>((_, reject) => (fail = reject));
    const { actor, calls, log } = start({ probe: () => (reads++ === 0 ? probes.synced : gate) });
    await flush();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    actor.send({ type: 'session.check' });
    actor.send({ type: 'session.check' });
    expect(calls.readLogin).toBe(2);
    expect(actor.getSnapshot().matches({ loggedIn: { watch: 'checking' } })).toBe(true);
    fail(new Error('blocked'));
    await flush();
    expect(actor.getSnapshot().matches({ loggedIn: { watch: 'idle', profile: 'ready' } })).toBe(true);
    expect(log).toEqual([`writeParams ${JSON.stringify(params)}`]);
  });
});

describePaths(pathSpecs.session);
