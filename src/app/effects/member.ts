// The member machines with their browser implementations: the member and auth calls of the
// catalogue (through call(), aborted by the machine's signal), cookies, params, navigation and
// notifications. Forms show their own errors, so their calls are silent. The page flows stay
// lazy: their implementations apply once a flow's machine is loaded.
import Cookies from 'js-cookie';
import { fromPromise } from 'xstate';
import { flows } from '../../../machines/app.machine';
import { sessionMachine, type LoginProbe, type MemberData } from '../../../machines/session.machine';
import { auth } from '../../api/auth';
import { member } from '../../api/member';
import { call } from '../../client/http';
import { COOKIE } from '../../client/session-headers';
import { readStoredParams } from '../../client/storage';
import * as browser from './browser';
import { inquiryFlows } from './inquiry';
import { goToLogoutHandler, rememberLogoutAt } from './logout';
import { loadSiteConfig } from './site';
import { tenderFlows } from './tender';

export function readLoginProbe(): LoginProbe {
  return {
    token: Cookies.get(COOKIE.token),
    deptId: Cookies.get(COOKIE.deptId),
    username: Cookies.get(COOKIE.username),
    params: readStoredParams(),
    path: globalThis.location?.pathname ?? '/',
    search: globalThis.location?.search ?? '',
  };
}

async function loadMember(signal: AbortSignal): Promise<MemberData> {
  const [userInfo, companies] = await Promise.all([
    call(member.userInfo, {}, { signal, silent: true }),
    // The switcher is an extra: without the list the header still shows the member.
    call(member.businesses, {}, { signal, silent: true }).catch(() => []),
  ]);
  return { userInfo, companies };
}

const common = {
  notify: (_: unknown, n: Parameters<typeof browser.showNotice>[0]) => browser.showNotice(n),
  navigate: (_: unknown, nav: Parameters<typeof browser.navigate>[0]) => browser.navigate(nav),
  writeParams: (_: unknown, { params }: { params: Parameters<typeof browser.writeParams>[0] }) => browser.writeParams(params),
  setLoginCookies: (_: unknown, c: Parameters<typeof browser.setLoginCookies>[0]) => browser.setLoginCookies(c),
};

export const memberSession = sessionMachine.provide({
  actors: {
    readLogin: fromPromise(async () => readLoginProbe()),
    loadUnread: fromPromise(({ signal }) => call(member.unreadCount, {}, { signal, silent: true })),
    loadMember: fromPromise(({ signal }) => loadMember(signal)),
    switchCompany: fromPromise(({ input, signal }) => call(member.switchCompany, { companyId: input.companyId }, { signal })),
    logout: fromPromise(({ signal }) => call(auth.logout, {}, { signal, silent: true })),
    // The sc public-tender site has no server here yet; its logout will be called from here.
    scLogout: fromPromise<unknown>(async () => null),
  },
  actions: {
    ...common,
    redirect: (_, { url }) => browser.navigate({ to: url, replace: true }),
    setDeptCookie: (_, { deptId }) => browser.setCookie(COOKIE.deptId, deptId),
    removeLoginCookies: () => browser.removeLoginCookies(),
    clearStorage: () => browser.clearLocalStorage(),
    reloadPage: () => browser.reloadPage(),
    reloadPath: (_, { path }) => browser.loadReplacing(path),
    // Counted by the 401 guard of the pages that follow: they do not leave for the handler again.
    goToLogoutHandler: () => {
      rememberLogoutAt(Date.now());
      goToLogoutHandler();
    },
  },
});

export const memberFlows = {
  ...inquiryFlows,
  ...tenderFlows,
  smsButton: flows.smsButton.provide({
    actors: {
      checkRegistered: fromPromise(async ({ input, signal }) => {
        const r = await call(member.getCode, { phoneNumber: input.phone }, { signal, silent: true });
        return r.registered;
      }),
      // The finance apply form's own send call (captcha key) arrives with the finance section.
      sendCode: fromPromise(({ input, signal }) =>
        call(auth.sendCode, { phone: input.phone, templateId: input.purpose, code: input.captcha?.code }, { signal, silent: true }),
      ),
    },
    actions: { notify: common.notify, navigate: common.navigate },
  }),
  login: flows.login.provide({
    actors: {
      tenantsByPhone: fromPromise(({ input, signal }) => call(auth.tenantListByPhone, { phone: input.phone }, { signal, silent: true })),
      token: fromPromise(({ input: { grantType, phone, password, code, tenantId }, signal }) =>
        call(
          auth.token,
          grantType === 'password' ? { grantType, phone, password, tenantId } : { grantType, phone, code, tenantId },
          { signal, silent: true },
        ),
      ),
    },
    actions: { navigate: common.navigate },
  }),
  register: flows.register.provide({
    actors: {
      companyExists: fromPromise(async ({ input, signal }) => {
        const r = await call(auth.tenantExist, { companyName: input.companyName }, { signal, silent: true });
        return r.exists;
      }),
      registerTenant: fromPromise(({ input, signal }) => call(auth.tenantRegister, input, { signal, silent: true })),
    },
    actions: { navigate: common.navigate },
  }),
  forget: flows.forget.provide({
    actors: {
      resetPassword: fromPromise(({ input, signal }) => call(auth.updatePassword, input, { signal, silent: true })),
    },
  }),
  loginBack: flows.loginBack.provide({
    actors: {
      siteReady: fromPromise<unknown>(() => loadSiteConfig()),
      loadUserInfo: fromPromise(({ signal }) => call(member.userInfo, {}, { signal, silent: true })),
    },
    actions: {
      ...common,
      setTokenCookie: (_, { token }) => browser.setCookie(COOKIE.token, token),
      replaceUrl: (_, { url }) => browser.replaceUrl(url),
    },
  }),
};
