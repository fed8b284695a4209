// The session machine's implementations and types (machines/session.machine.ts is its chart):
// the placeholders the app's effects provide, the context updates and the login-sync guards.
import { assign, fromPromise, setup } from 'xstate';
import { provided } from './flow-kit';
import type { TokenResult } from '../src/api/auth';
import type { Business } from '../src/api/member';
import type { Notice } from './notice';
import { paramsFromToken, refreshedParams, syncBranch, type LoginProbe, type SyncBranch } from './session-rules';
import type { MemberData, SessionContext, SessionEvent, StoredParams, Unread } from './session-types';

export const SYNC_DELAY_MS = 1200;

export const loggedOutContext = {
  params: null,
  username: '',
  userInfo: null,
  unread: null,
  companies: [],
  switchTo: null,
};

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'checking' | 'loggedIn' | 'loggedOut' | 'leaving' | 'confirmingLogout',
  },
  actors: {
    /** Placeholder: the login cookies, the stored params and the address. */
    readLogin: fromPromise<LoginProbe>(async () => ({ params: null })),
    loadUnread: provided<Unread>('loadUnread'),
    /** Placeholder: member info for the chosen company plus the member's companies. */
    loadMember: provided<MemberData>('loadMember'),
    switchCompany: provided<Business, { companyId: number }>('switchCompany'),
    /** Placeholder: revoke the token (its failure is ignored: the user leaves either way). */
    logout: fromPromise<unknown>(async () => null),
    /** Placeholder: the sc public-tender site's logout. */
    scLogout: fromPromise<unknown>(async () => null),
  },
  actions: {
    /** Placeholder: in-app navigation, replacing the current entry. */
    redirect: (_, _params: { url: string }) => {},
    setLoginCookies: (_, _params: { token: string; deptId: string; username: string }) => {},
    setDeptCookie: (_, _params: { deptId: string }) => {},
    removeLoginCookies: () => {},
    /** Placeholder: write (or, with null, remove) the stored params. */
    writeParams: (_, _params: { params: StoredParams | null }) => {},
    clearStorage: () => {},
    reloadPage: () => {},
    /** Placeholder: full load of `path` (the address without its query). */
    reloadPath: (_, _params: { path: string }) => {},
    /** Placeholder: full load of the configured logout handler of the main site. */
    goToLogoutHandler: () => {},
    notify: (_, _params: Notice) => {},
    remember: assign((_, probe: LoginProbe) => ({
      ...loggedOutContext,
      params: probe.params,
      username: probe.username ?? '',
    })),
    rememberLogin: assign((_, r: TokenResult) => ({
      ...loggedOutContext,
      params: paramsFromToken(r),
      username: r.username,
    })),
    keepMember: assign(({ context }, m: MemberData) => ({
      userInfo: m.userInfo,
      companies: m.companies,
      params: context.params && refreshedParams(context.params, m.userInfo, m.companies),
    })),
    forget: assign(loggedOutContext),
  },
  guards: {
    branch: (_, p: { probe: LoginProbe; is: SyncBranch }) => syncBranch(p.probe) === p.is,
    /** A re-check finds the login this tab shows: same company, same user. */
    sameLogin: ({ context }, probe: LoginProbe) =>
      syncBranch(probe) === 'synced' &&
      probe.deptId === context.params?.choseCom &&
      (probe.username ?? '') === context.username,
  },
  delays: { syncDelay: SYNC_DELAY_MS },
});
