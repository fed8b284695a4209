// The member effects (src/app/effects/*) in Node against a fake cookie jar, storage, location and
// history, with the HTTP call() mocked per catalogue entry: what reaches the browser and the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { notifications } from '@mantine/notifications';
import { SYNC_DELAY_MS } from '../../machines/session.machine';
import { paramsFromToken } from '../../machines/session-rules';
import { loadFlows } from '../../machines/lazy-flow';
import { auth, USER_AGREEMENT } from '../../src/api/auth';
import { member } from '../../src/api/member';
import { system, type SiteConfig } from '../../src/api/system';
import { connectBrowser, createAppLogic } from '../../src/app/effects';
import { parentDomains } from '../../src/app/effects/browser';
import { LOGOUT_AT_KEY } from '../../src/app/effects/logout';
import { resetSiteConfig } from '../../src/app/effects/site';
import type { Call } from '../../src/api/define';
import { call } from '../../src/client/http';
import { CookieDocument, FakeStorage } from './fake-browser';
import { companies, params, PHONE, tenants, tokenResult, userInfo } from './member-fixtures';

vi.mock('../../src/client/http', () => ({ call: vi.fn() }));

const siteConfig = {
  cookieDomain: '.jiancai.test',
  links: { logoutHandler: 'https://www.jiancai.test/home?handleLogout=1' },
} as SiteConfig;

let doc: CookieDocument;
let local: FakeStorage;
let tab: FakeStorage;
let location: {
  protocol: string;
  hostname: string;
  pathname: string;
  search: string;
  reload: () => void;
  assign: (u: string) => void;
  replace: (u: string) => void;
};
let history: { state: null; pushState: (...a: unknown[]) => void; replaceState: (...a: unknown[]) => void };
let responses: Map<string, (input: unknown) => unknown>;
const calls = () => vi.mocked(call).mock.calls.map(([c, input]) => [(c as Call).path, input]);

beforeEach(() => {
  vi.useFakeTimers();
  doc = new CookieDocument();
  local = new FakeStorage();
  location = {
    protocol: 'https:',
    hostname: 'www.jiancai.test',
    pathname: '/home',
    search: '',
    reload: vi.fn(),
    assign: vi.fn(),
    replace: vi.fn(),
  };
  history = { state: null, pushState: vi.fn(), replaceState: vi.fn() };
  vi.stubGlobal('document', doc);
  vi.stubGlobal('localStorage', local);
  tab = new FakeStorage();
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', history);
  responses = new Map<string, (input: unknown) => unknown>([
    [system.siteConfig.path, () => siteConfig],
    [member.unreadCount.path, () => ({ order: 1, system: 2 })],
    [member.userInfo.path, () => userInfo],
    [member.businesses.path, () => companies],
    [auth.logout.path, () => null],
  ]);
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation(async (c: Call, input: unknown) => {
    const answer = responses.get(c.path);
    if (!answer) throw new Error(`unexpected call ${c.path}`);
    return answer(input) as never;
  });
  resetSiteConfig(siteConfig);
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

async function startApp() {
  const logic = createAppLogic();
  await loadFlows(logic); // the member flows' effects are a chunk of their own, as useFlow loads them
  const app = createActor(logic, { input: {} }).start();
  await flush();
  return { app, session: app.system.get('session') as AnyActorRef };
}

function flow(app: ReturnType<typeof createActor>, key: string, input?: unknown) {
  app.send({ type: 'flow.start', key, id: key, input } as never);
  return (app.getSnapshot() as { children: Record<string, AnyActorRef> }).children[key];
}

const DAY_MS = 86_400_000;

describe('member effects: cookies and params', () => {
  it('stores a login: three cookies for 7 days on the configured domain, SameSite=Lax, Secure under https, then the params', async () => {
    const { session } = await startApp();
    session.send({ type: 'login.succeeded', result: tokenResult });
    expect(doc.jar.get('login_access_token')).toBe('tok-1');
    expect(doc.jar.get('login_dept_id')).toBe('1001');
    expect(decodeURIComponent(doc.jar.get('login_username')!)).toBe('张三');
    const line = doc.writes.find((w) => w.startsWith('login_access_token='))!;
    expect(line).toContain('; path=/');
    expect(line).toContain('; domain=.jiancai.test');
    expect(line).toContain('; sameSite=Lax');
    expect(line).toContain('; secure');
    const expires = new Date(/expires=([^;]+)/.exec(line)![1]).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * DAY_MS))).toBeLessThan(1000);
    expect(JSON.parse(local.getItem('params')!)).toEqual(paramsFromToken(tokenResult));
    expect(session.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it('without a configured domain and under http: host-only cookies without Secure', async () => {
    resetSiteConfig(null);
    responses.set(system.siteConfig.path, () => {
      throw new Error('down');
    });
    location.protocol = 'http:';
    const { session } = await startApp();
    session.send({ type: 'login.succeeded', result: tokenResult });
    const line = doc.writes.find((w) => w.startsWith('login_access_token='))!;
    expect(line).not.toContain('domain=');
    expect(line).not.toContain('secure');
  });

  it('lists the host and its parent domains for removing cookies', () => {
    expect(parentDomains('a.b.jiancai.test')).toEqual(['a.b.jiancai.test', 'b.jiancai.test', 'jiancai.test']);
    expect(parentDomains('localhost')).toEqual(['localhost']);
    expect(parentDomains('127.0.0.1')).toEqual([]);
  });
});

describe('member effects: login sync', () => {
  it('redirects (in-app, replacing the entry) to login-back when only the cookies are there', async () => {
    doc.cookie = 'login_access_token=tok-1';
    doc.cookie = 'login_dept_id=1001';
    location.pathname = '/shopList';
    location.search = '?page=%7B%7D';
    await startApp();
    expect(history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      '/login-back?token=tok-1&switchtocompanyid=1001&target=%2FshopList%3Fpage%3D%257B%257D',
    );
  });

  it('logged in: after 1.2 s calls unread count, user info and businesses silently, and refreshes the params', async () => {
    doc.cookie = 'login_access_token=tok-1';
    doc.cookie = 'login_dept_id=1001';
    local.setItem('params', JSON.stringify({ ...params, identity: '' }));
    const { session } = await startApp();
    expect(session.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(
      calls()
        .map(([path]) => path)
        .sort(),
    ).toEqual([member.businesses.path, member.unreadCount.path, member.userInfo.path].sort());
    for (const [, , opts] of vi.mocked(call).mock.calls)
      expect(opts).toMatchObject({ silent: true, signal: expect.any(AbortSignal) });
    expect(JSON.parse(local.getItem('params')!)).toEqual(params);
    expect(session.getSnapshot().context.unread).toEqual({ order: 1, system: 2 });
  });

  it("shows the red '系统异常' toast for 2000 ms when the unread count fails", async () => {
    responses.set(member.unreadCount.path, () => {
      throw new Error('服务器错误!');
    });
    doc.cookie = 'login_access_token=tok-1';
    doc.cookie = 'login_dept_id=1001';
    local.setItem('params', JSON.stringify(params));
    await startApp();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'red', message: '系统异常', autoClose: 2000 });
  });

  it('logged out elsewhere: removes the cookies (host and parent domains), clears storage and reloads', async () => {
    doc.cookie = 'login_username=x';
    local.setItem('params', JSON.stringify(params));
    local.setItem('appStore', '{}');
    await startApp();
    expect(doc.jar.size).toBe(0);
    const removals = doc.writes.filter((w) => w.startsWith('login_access_token='));
    const at = (path: string) =>
      removals
        .filter((w) => w.includes(`path=${path};`) || w.endsWith(`path=${path}`))
        .map((w) => /domain=([^;]+)/.exec(w)?.[1] ?? '(host)');
    const everywhere = ['(host)', '.jiancai.test', 'www.jiancai.test', 'jiancai.test'];
    // Also on the paths this page reads (another site may have set it on /home).
    expect([at('/'), at('/home'), at('/home/')]).toEqual([everywhere, everywhere, everywhere]);
    expect(local.map.size).toBe(0);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('?handleLogout: removes the login cookies, clears local storage and reloads the bare path', async () => {
    doc.cookie = 'login_access_token=tok-1';
    doc.cookie = 'other=1';
    local.setItem('params', JSON.stringify(params));
    location.search = '?handleLogout=1';
    await startApp();
    expect([...doc.jar.keys()]).toEqual(['other']);
    expect(local.map.size).toBe(0);
    expect(location.replace).toHaveBeenCalledWith('/home');
  });

  it('logout: calls the logout API, clears cookies and storage, goes to the configured logout handler', async () => {
    doc.cookie = 'login_access_token=tok-1';
    doc.cookie = 'login_dept_id=1001';
    local.setItem('params', JSON.stringify(params));
    const { session } = await startApp();
    session.send({ type: 'logout.request' });
    session.send({ type: 'logout.confirm' });
    await flush();
    expect(calls()).toContainEqual([auth.logout.path, {}]);
    expect(doc.jar.size).toBe(0);
    expect(local.map.size).toBe(0);
    expect(location.assign).toHaveBeenCalledWith('https://www.jiancai.test/home?handleLogout=1');
    // The handler's pages count this navigation: a 401 there within 60 s does not leave again.
    expect(Number(tab.getItem(LOGOUT_AT_KEY))).toBe(Date.now());
  });

  it('switching company writes the dept cookie and the params from the business', async () => {
    doc.cookie = 'login_access_token=tok-1';
    doc.cookie = 'login_dept_id=1001';
    local.setItem('params', JSON.stringify(params));
    responses.set(member.switchCompany.path, () => companies[1]);
    const { session } = await startApp();
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
    session.send({ type: 'company.switch', companyId: 1002 });
    await flush();
    expect(calls()).toContainEqual([member.switchCompany.path, { companyId: 1002 }]);
    expect(doc.jar.get('login_dept_id')).toBe('1002');
    expect(JSON.parse(local.getItem('params')!)).toMatchObject({
      choseCom: '1002',
      chooseIdx: 1,
      chooseTenantId: '000002',
    });
  });
});

describe('member effects: page flows', () => {
  it('the SMS button checks registration with getCode and sends with sendCode; messages become notifications', async () => {
    responses.set(member.getCode.path, () => ({ code: 0, registered: false }));
    responses.set(auth.sendCode.path, () => null);
    const { app } = await startApp();
    flow(app, 'smsButton', { purpose: 'register' }).send({ type: 'sms.send', phone: PHONE });
    await flush();
    expect(calls()).toEqual([
      [member.getCode.path, { phoneNumber: PHONE }],
      [auth.sendCode.path, { phone: PHONE, templateId: 'register', code: undefined }],
    ]);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: '发送成功', autoClose: 2000 });
  });

  it('a registered phone: the notice, then /login in the app', async () => {
    responses.set(member.getCode.path, () => ({ code: 1, registered: true }));
    const { app } = await startApp();
    flow(app, 'smsButton', { purpose: 'register' }).send({ type: 'sms.send', phone: PHONE });
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(history.pushState).toHaveBeenCalledWith(null, '', '/login');
  });

  it('login: tenant list by phone, then the token with the tenant (no password on the SMS grant); the session stores it', async () => {
    responses.set(auth.tenantListByPhone.path, () => tenants.slice(0, 1));
    responses.set(auth.token.path, () => tokenResult);
    const { app, session } = await startApp();
    flow(app, 'login', { recordUrl: '/buyCar' }).send({
      type: 'login.submit',
      grantType: 'sms_code',
      phone: PHONE,
      code: '123456',
    });
    await flush();
    expect(calls()).toEqual([
      [auth.tenantListByPhone.path, { phone: PHONE }],
      [auth.token.path, { grantType: 'sms_code', phone: PHONE, code: '123456', tenantId: '000001' }],
    ]);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/buyCar');
    expect(session.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(doc.jar.get('login_access_token')).toBe('tok-1');
  });

  it('register: tenant exist, then tenant register', async () => {
    responses.set(auth.tenantExist.path, () => ({ exists: false }));
    responses.set(auth.tenantRegister.path, () => tokenResult);
    const { app } = await startApp();
    const form = {
      phone: PHONE,
      code: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      companyName: '新公司',
      agreed: true,
    };
    flow(app, 'register').send({ type: 'register.submit', ...form });
    await flush();
    expect(calls()).toEqual([
      [auth.tenantExist.path, { companyName: '新公司' }],
      [
        auth.tenantRegister.path,
        {
          phone: PHONE,
          code: '123456',
          password: 'Secret123',
          companyName: '新公司',
          nickName: undefined,
          inviteCode: undefined,
          agreementVersion: USER_AGREEMENT.version,
        },
      ],
    ]);
  });

  it('forget: update-password', async () => {
    responses.set(auth.updatePassword.path, () => null);
    const { app } = await startApp();
    const f = flow(app, 'forget');
    f.send({
      type: 'forget.submit',
      phone: PHONE,
      code: '123456',
      newPassword: 'Secret123',
      confirmPassword: 'Secret123',
    });
    await flush();
    expect(calls()).toEqual([[auth.updatePassword.path, { phone: PHONE, code: '123456', newPassword: 'Secret123' }]]);
    expect(f.getSnapshot().hasTag('done')).toBe(true);
  });

  it('login-back: token cookie and seed params before the user info call, then the login, the address and the target', async () => {
    resetSiteConfig(null);
    location.pathname = '/login-back';
    let seen: { token?: string; params?: string | null } = {};
    responses.set(member.userInfo.path, () => {
      seen = { token: doc.jar.get('login_access_token'), params: local.getItem('params') };
      return { ...userInfo, deptId: '1001' };
    });
    const { app, session } = await startApp();
    flow(app, 'loginBack', { token: 'tok-9', switchtocompanyid: '1001', target: '/buyCar' });
    await flush();
    expect(seen.token).toBe('tok-9');
    expect(JSON.parse(seen.params!)).toMatchObject({ choseCom: '1001' });
    // The settings were loaded first, so the cookies carry the domain.
    expect(doc.writes.find((w) => w.startsWith('login_access_token=tok-9'))).toContain('domain=.jiancai.test');
    expect(JSON.parse(local.getItem('params')!)).toEqual(params);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/login-back');
    expect(history.replaceState).toHaveBeenLastCalledWith(null, '', '/buyCar');
    await waitFor(session, (s) => s.hasTag('loggedIn'));
  });
});

describe('connectBrowser: session re-checks', () => {
  async function connected() {
    const { app, session } = await startApp();
    const win = new EventTarget();
    const page = { visible: true };
    const disconnect = connectBrowser(
      app,
      win,
      () => 0,
      () => page.visible,
    );
    return { app, session, win, page, disconnect };
  }
  const storage = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('sends session.check on focus, on a storage event for the params (or a clear), and when the page becomes visible', async () => {
    const { session, win, page, disconnect } = await connected();
    const send = vi.spyOn(session, 'send');
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(storage('params'));
    win.dispatchEvent(storage(null));
    win.dispatchEvent(storage('appStore'));
    page.visible = false;
    win.dispatchEvent(new Event('visibilitychange'));
    page.visible = true;
    win.dispatchEvent(new Event('visibilitychange'));
    expect(send.mock.calls.map(([e]) => (e as { type: string }).type)).toEqual(Array(4).fill('session.check'));
    disconnect();
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('a tab whose login was removed by another tab reloads, logged out', async () => {
    doc.cookie = 'login_access_token=tok-1';
    doc.cookie = 'login_dept_id=1001';
    local.setItem('params', JSON.stringify(params));
    const { session, win } = await connected();
    expect(session.getSnapshot().hasTag('loggedIn')).toBe(true);
    // The other tab logged out: cookies and storage gone, then the storage event arrives here.
    doc.jar.clear();
    local.clear();
    win.dispatchEvent(storage(null));
    await flush();
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().hasTag('leaving')).toBe(true);
  });
});
