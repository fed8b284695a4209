// The session machine: the login sync rules, a page's start; its paths (path-specs).
// Login, company switching, logout and re-checks: session-actions.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  sessionMachine,
  SYNC_DELAY_MS,
  UNREAD_ERROR,
  type LoginProbe,
  type Unread,
} from '../../machines/session.machine';
import {
  loginBackUrl,
  paramsFromBusiness,
  paramsFromToken,
  refreshedParams,
  syncBranch,
} from '../../machines/session-rules';
import { describePaths } from './describe-paths';
import { companies, params, probes, tokenResult, userInfo } from './member-fixtures';
import { pathSpecs } from './path-specs';
import { flush, start } from './session-harness';

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
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok-1',
      switchtocompanyid: '1001',
      target: '/mall?page=2',
    });
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
    expect(actor.getSnapshot().context).toMatchObject({
      userInfo: null,
      username: '张三',
      unread: { order: 3, system: 120 },
    });
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
      sessionMachine.provide({
        actors: { readLogin: fromPromise<LoginProbe>(() => Promise.reject(new Error('blocked'))) },
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it.each([
    ['answers', () => Promise.resolve(null)],
    ['fails', () => Promise.reject(new Error('sc down'))],
  ])(
    '?handleLogout removes the login cookies, calls the sc logout, clears storage and reloads the bare path (sc %s)',
    async (_, sc) => {
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
    },
  );
});

describePaths(pathSpecs.session);
