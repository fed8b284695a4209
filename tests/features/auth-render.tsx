// Rendering for the member tests: the whole App with the member session and page flows as the
// browser runs them (catalogue calls through the fake fetch, cookies, params), wouter on the
// real (jsdom) history so the flows' navigations move the app, and notifications mounted.
// The 1.2 s sync delay and the full-page effects (reload, logout handler) are the only stand-ins.
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Notifications } from '@mantine/notifications';
import Cookies from 'js-cookie';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { appMachine } from '../../machines/app.machine';
import { navPanelMachine } from '../../machines/nav-panel.machine';
import type { Tenant, TokenResult } from '../../src/api/auth';
import { auth } from '../../src/api/auth';
import type { Business, UserInfo } from '../../src/api/member';
import { member } from '../../src/api/member';
import { AppActor } from '../../src/shared/actor';
import { App } from '../../src/app/App';
import { memberSession } from '../../src/app/effects/member';
import { effects as devicesFlows } from '../../src/app/effects/flows/devices';
import { effects as inquiryFlows } from '../../src/app/effects/flows/inquiry';
import { effects as projectFlows } from '../../src/app/effects/flows/project';
import { effects as memberFlows } from '../../src/app/effects/flows/member';
import { effects as onboardingFlows } from '../../src/app/effects/flows/onboarding';
import { effects as tenderFlows } from '../../src/app/effects/flows/tender';
import { theme } from '../../src/app/theme';
import { bindSiteConfig } from '../../src/app/effects/site';
import { createQueryClient } from '../../src/shared/query';
import { COOKIE } from '../../src/client/session-headers';
import { writeStoredParams } from '../../src/client/storage';
import { fakeApi, type Answer, type FakeApi } from './fake-api';
import { siteRoutes } from './home-api';

export interface MemberRenderOptions {
  /** Logged in as this member (cookies and params agree); logged out when absent. */
  member?: { username: string; deptId?: string };
}

/** Stores a login the way a logged-in browser holds it: the three cookies and the params. */
export function storeLogin({ username, deptId = '2' }: NonNullable<MemberRenderOptions['member']>): void {
  Cookies.set(COOKIE.token, 'member-token', { path: '/' });
  Cookies.set(COOKIE.deptId, deptId, { path: '/' });
  Cookies.set(COOKIE.username, username, { path: '/' });
  writeStoredParams({
    isLogin: true,
    chooseIdx: 0,
    choseCom: deptId,
    companyOrgCode: '',
    identity: '',
    userstatus: '',
    chooseTenantId: '100002',
  });
}

export function renderMember(path: string, { member: who }: MemberRenderOptions = {}) {
  window.history.replaceState(null, '', path);
  if (who) storeLogin(who);
  const effects = { reloadPage: vi.fn(), goToLogoutHandler: vi.fn(), reloadPath: vi.fn() };
  const logic = appMachine.provide({
    actors: {
      ...memberFlows,
      ...inquiryFlows,
      ...tenderFlows,
      ...devicesFlows,
      ...projectFlows,
      ...onboardingFlows,
      session: memberSession.provide({
        actions: {
          reloadPage: () => effects.reloadPage(),
          goToLogoutHandler: () => effects.goToLogoutHandler(),
          reloadPath: (_, p: { path: string }) => effects.reloadPath(p.path),
        },
        delays: { syncDelay: 0 },
      }),
      navPanel: navPanelMachine.provide({ delays: { showDelay: 0, hideDelay: 0 } }),
    },
  });
  const client = createQueryClient();
  bindSiteConfig(client);
  const utils = render(
    // env test: no transitions, and popovers are not hidden for want of layout (jsdom has none)
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <AppActor.Provider logic={logic}>
          <Router>
            <App />
          </Router>
        </AppActor.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...utils, effects, location: () => `${window.location.pathname}${window.location.search}` };
}

/** Forget what a test left in the browser: cookies, storage, the address. */
export function resetBrowser(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

export interface MemberApi extends FakeApi {
  /** The JSON bodies sent to `path`, in order. */
  bodies: (path: string) => Record<string, unknown>[];
  /** Holds the answers to `path` until the returned function is called. */
  hold: (path: string) => () => void;
}

/** fakeApi that also keeps each request's JSON body (read before the client sees the answer). */
export function fakeMemberApi(routes: Record<string, Answer>): MemberApi {
  const api = fakeApi(routes);
  const answer = api.fetch as unknown as typeof fetch;
  const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
  const held = new Map<string, Promise<void>>();
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    if (input instanceof Request && input.body) {
      const text = await input.clone().text();
      sent.push({ path, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
    }
    await held.get(path);
    return answer(input, init);
  });
  return {
    ...api,
    bodies: (path) => sent.filter((s) => s.path === path).map((s) => s.body),
    hold: (path) => {
      let release = () => {};
      held.set(path, new Promise<void>((r) => (release = r)));
      return () => release();
    },
  };
}

export const tenants: Tenant[] = [
  { tenantId: '100002', companyId: 2, companyName: '上海恒信建材贸易有限公司' },
  { tenantId: '100003', companyId: 3, companyName: '杭州鼎盛建筑工程有限公司' },
];

export const token = (tenant: Tenant = tenants[0]): TokenResult => ({
  accessToken: 'new-token',
  tokenType: 'bearer',
  expiresIn: 604800,
  userId: 2,
  username: '李采购',
  tenantId: tenant.tenantId,
  companyId: tenant.companyId,
  deptId: String(tenant.companyId),
});

export const userInfo = (patch: Partial<UserInfo> = {}): UserInfo => ({
  userId: 2,
  companyId: 2,
  deptId: '2',
  tenantId: '100002',
  companyName: '上海恒信建材贸易有限公司',
  nickName: '李采购',
  identity: '1',
  status: '1',
  companyOrgCode: '91310000MA1K000002',
  phone: '138****0002',
  ...patch,
});

export const businesses: Business[] = tenants.map((t) => ({
  companyId: t.companyId,
  deptId: String(t.companyId),
  tenantId: t.tenantId,
  companyName: t.companyName,
  identity: '1',
  status: '1',
  companyOrgCode: '',
}));

/** The site routes plus a member's: user info, unread count, companies. */
export function memberRoutes(over: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    ...siteRoutes(),
    [member.userInfo.path]: userInfo(),
    [member.unreadCount.path]: { order: 3, system: 2 },
    [member.businesses.path]: businesses.slice(0, 1),
    [auth.logout.path]: null,
    ...over,
  };
}

type User = ReturnType<(typeof import('@testing-library/user-event'))['default']['setup']>;

/** Focuses the field and pastes `text` (one change instead of a render per key); Enter submits. */
export async function fill(user: User, field: HTMLElement, text: string, enter = false): Promise<void> {
  await user.click(field);
  await user.paste(text);
  if (enter) await user.keyboard('{Enter}');
}
