// The login-sync rules of spec §4 as pure functions: which branch a page start takes from the
// login cookies and the stored params, and how stored params are built from a login, the member
// info and a company switch. The session machine's guards and actions are thin over these.
import type { TokenResult } from '../src/api/auth';
import type { Business, UserInfo } from '../src/api/member';
import { pagePaths } from '../src/api/paths';
import type { StoredParams } from './session-types';

export const HANDLE_LOGOUT_QUERY = 'handleLogout';

/** What the browser holds about a login (read by effects): cookies, stored params, the address. */
export interface LoginProbe {
  token?: string;
  deptId?: string;
  username?: string;
  params: StoredParams | null;
  /** location.pathname when read ('/' when unknown). */
  path?: string;
  /** location.search when read, with its '?', or ''. */
  search?: string;
}

export type SyncBranch =
  /** ?handleLogout: remove the login cookies, log out of sc, clear storage, reload the bare path. */
  | 'handleLogout'
  /** Logged in on another site of the domain: establish this one through /login-back. */
  | 'cookiesWithoutParams'
  /** Cookies and params agree (cookie dept id = params.choseCom). */
  | 'synced'
  /** Another company was chosen on another site: re-establish through /login-back. */
  | 'deptMismatch'
  /** Params without cookies: logged out elsewhere; clear everything and reload. */
  | 'paramsWithoutCookies'
  | 'loggedOut';

const hasParams = (p: LoginProbe) => p.params?.isLogin === true;
const hasCookies = (p: LoginProbe) => Boolean(p.token && p.deptId);

export function syncBranch(p: LoginProbe): SyncBranch {
  if (new URLSearchParams(p.search ?? '').has(HANDLE_LOGOUT_QUERY)) return 'handleLogout';
  // /login-back is itself establishing the session: redirecting there again would loop.
  const onLoginBack = (p.path ?? '/') === pagePaths.loginBack;
  if (hasCookies(p) && !hasParams(p)) return onLoginBack ? 'loggedOut' : 'cookiesWithoutParams';
  if (hasCookies(p)) return p.deptId === p.params!.choseCom ? 'synced' : onLoginBack ? 'loggedOut' : 'deptMismatch';
  if (hasParams(p)) return 'paramsWithoutCookies';
  return 'loggedOut';
}

/** /login-back?token=…&switchtocompanyid=<dept id>&target=<this page>. */
export function loginBackUrl(p: LoginProbe): string {
  const q = new URLSearchParams({
    token: p.token ?? '',
    switchtocompanyid: p.deptId ?? '',
    target: `${p.path ?? '/'}${p.search ?? ''}`,
  });
  return `${pagePaths.loginBack}?${q.toString()}`;
}

/** The params right after a login: the company is the token's; the rest arrives with the member info. */
export function paramsFromToken(r: TokenResult): StoredParams {
  return {
    isLogin: true,
    chooseIdx: 0,
    choseCom: r.deptId,
    companyOrgCode: '',
    identity: '',
    userstatus: '',
    chooseTenantId: r.tenantId,
  };
}

/** The params for the company the member info was answered for (login-back). */
export function paramsFromUserInfo(u: UserInfo): StoredParams {
  return {
    isLogin: true,
    chooseIdx: 0,
    choseCom: u.deptId,
    companyOrgCode: u.companyOrgCode,
    identity: u.identity,
    userstatus: u.status,
    chooseTenantId: u.tenantId,
  };
}

/** Before login-back knows anything but the company: enough for the Switch-To-Company-Id header. */
export function seedParams(companyId: string): StoredParams {
  return {
    isLogin: true,
    chooseIdx: 0,
    choseCom: companyId,
    companyOrgCode: '',
    identity: '',
    userstatus: '',
    chooseTenantId: '',
  };
}

const indexOf = (companies: Business[], deptId: string, fallback: number) => {
  const i = companies.findIndex((c) => c.deptId === deptId);
  return i < 0 ? fallback : i;
};

/**
 * Refreshed after the 1.2 s load: the chosen company stays, its details come from the member
 * info (only when the info is for that company: a member no longer in it is answered for another).
 */
export function refreshedParams(p: StoredParams, u: UserInfo, companies: Business[]): StoredParams {
  if (u.deptId !== p.choseCom) return p;
  return {
    ...p,
    chooseIdx: indexOf(companies, p.choseCom, p.chooseIdx),
    companyOrgCode: u.companyOrgCode,
    identity: u.identity,
    userstatus: u.status,
    chooseTenantId: u.tenantId,
  };
}

/** After switching company: everything the header and the request headers need comes from the business. */
export function paramsFromBusiness(b: Business, companies: Business[]): StoredParams {
  return {
    isLogin: true,
    chooseIdx: indexOf(companies, b.deptId, 0),
    choseCom: b.deptId,
    companyOrgCode: b.companyOrgCode,
    identity: b.identity,
    userstatus: b.status,
    chooseTenantId: b.tenantId,
  };
}
