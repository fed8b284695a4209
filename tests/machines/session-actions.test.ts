// The session machine: login, company switching, logout, and the re-check when another tab
// changes the login (focus, storage).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_DELAY_MS, type LoginProbe } from '../../machines/session.machine';
import { paramsFromBusiness, paramsFromToken, refreshedParams } from '../../machines/session-rules';
import { companies, params, probes, tokenResult, userInfo } from './member-fixtures';
import { flush, loggedIn, start } from './session-harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session: login, company switching, logout', () => {
  it('login.succeeded stores cookies, then params, and loads the member after 1200 ms', async () => {
    const { actor, log, calls, tags } = start();
    await flush();
    actor.send({ type: 'login.succeeded', result: tokenResult });
    expect(log).toEqual([
      'setLoginCookies tok-1 1001 张三',
      `writeParams ${JSON.stringify(paramsFromToken(tokenResult))}`,
    ]);
    expect(tags()).toEqual(['loggedIn']);
    expect(actor.getSnapshot().context.username).toBe('张三');
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(calls).toMatchObject({ unread: 1, member: 1 });
  });

  it('switches company: stores the new params and dept cookie, then loads user info and unread again', async () => {
    const info1002 = {
      ...userInfo,
      companyId: 1002,
      deptId: '1002',
      tenantId: '000002',
      companyName: '江南钢构有限公司',
      identity: '2',
      companyOrgCode: '91320000MA2',
    };
    let loads = 0;
    const { actor, log, calls } = await loggedIn({
      member: async () => ({ userInfo: loads++ ? info1002 : userInfo, companies }),
    });
    actor.send({ type: 'company.switch', companyId: 1002 });
    expect(actor.getSnapshot().matches({ loggedIn: { profile: 'switching' } })).toBe(true);
    await flush();
    expect(calls.switchCompany).toEqual([1002]);
    const next = paramsFromBusiness(companies[1], companies);
    expect(log).toEqual([
      'setDeptCookie 1002',
      `writeParams ${JSON.stringify(next)}`,
      `writeParams ${JSON.stringify(next)}`,
    ]);
    expect(calls).toMatchObject({ unread: 2, member: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ params: next, userInfo: info1002 });
  });

  it('does not take company details from member info answered for another company', () => {
    expect(refreshedParams({ ...params, choseCom: '1002' }, userInfo, companies)).toEqual({
      ...params,
      choseCom: '1002',
    });
  });

  it('keeps the company when switching fails', async () => {
    const { actor, log, calls } = await loggedIn({
      switchCompany: () => Promise.reject(new Error('您不是该企业的成员')),
    });
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
