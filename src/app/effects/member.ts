// The member machines with their browser implementations: the member and auth calls of the
// catalogue (through call(), aborted by the machine's signal), cookies, params, navigation and
// notifications. The member page flows' effects are in member-flows.ts.
import Cookies from 'js-cookie';
import { fromPromise } from 'xstate';
import { sessionMachine, type LoginProbe, type MemberData } from '../../../machines/session.machine';
import { auth } from '../../api/auth';
import { member } from '../../api/member';
import { call } from '../../client/http';
import { COOKIE } from '../../client/session-headers';
import { readStoredParams } from '../../client/storage';
import * as browser from './browser';
import { goToLogoutHandler, rememberLogoutAt } from './logout';

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

/** The effects the session and the member flows share. */
export const common = {
  notify: (_: unknown, n: Parameters<typeof browser.showNotice>[0]) => browser.showNotice(n),
  navigate: (_: unknown, nav: Parameters<typeof browser.navigate>[0]) => browser.navigate(nav),
  writeParams: (_: unknown, { params }: { params: Parameters<typeof browser.writeParams>[0] }) =>
    browser.writeParams(params),
  setLoginCookies: (_: unknown, c: Parameters<typeof browser.setLoginCookies>[0]) => browser.setLoginCookies(c),
};

export const memberSession = sessionMachine.provide({
  actors: {
    readLogin: fromPromise(async () => readLoginProbe()),
    loadUnread: fromPromise(({ signal }) => call(member.unreadCount, {}, { signal, silent: true })),
    loadMember: fromPromise(({ signal }) => loadMember(signal)),
    switchCompany: fromPromise(({ input, signal }) =>
      call(member.switchCompany, { companyId: input.companyId }, { signal }),
    ),
    logout: fromPromise(({ signal }) => call(auth.logout, {}, { signal, silent: true })),
    // The sc public-tender site's own session ends with the main site's (its chunk loads on logout).
    scLogout: fromPromise<unknown>(({ signal }) =>
      import('../../shared/sections/sc/session').then((m) => m.scLogout(signal)),
    ),
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
