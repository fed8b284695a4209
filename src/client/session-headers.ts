// Auth headers from the login cookies and stored params: bearer token when logged in (unless
// the call opts out), tenant, and the switch-to-company id when acting for another company.
import Cookies from 'js-cookie';
import type { AuthMode } from '../api/define';
import { readStoredParams } from './storage';

export const COOKIE = { token: 'login_access_token', deptId: 'login_dept_id', username: 'login_username' } as const;
export const DEFAULT_TENANT_ID = '000000';

export function authHeaders(mode: AuthMode): Record<string, string> {
  const headers: Record<string, string> = {};
  const params = readStoredParams();
  headers['Tenant-Id'] = params?.chooseTenantId || DEFAULT_TENANT_ID;
  // An sc call carries the sc site's own session header (its call options), an operator's call
  // the console's HttpOnly cookie: never this login.
  if (mode === 'none' || mode === 'sc' || mode === 'ops') return headers;
  const token = Cookies.get(COOKIE.token);
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  if (params?.choseCom) headers['Switch-To-Company-Id'] = params.choseCom;
  return headers;
}
