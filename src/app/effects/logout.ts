// The logout navigation's browser side, shared by the 401 guard and the session's logout: drop
// the stored login, remember when this tab last left for the handler (sessionStorage, so the
// handler's reloads know), and load the configured handler.
import * as browser from './browser';
import { DEFAULT_LOGOUT_HANDLER, siteConfigNow } from './site';

export const LOGOUT_AT_KEY = 'logoutNavigatedAt';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // access itself throws when storage is blocked
  }
}

/** The login cookies and the stored params: what a call would carry as a stale login. */
export function clearLogin(): void {
  browser.removeLoginCookies();
  browser.writeParams(null);
}

export function rememberLogoutAt(at: number): void {
  try {
    session()?.setItem(LOGOUT_AT_KEY, String(at));
  } catch {
    // blocked storage: the guard still holds within this page
  }
}

export function readLogoutAt(): number | null {
  try {
    const raw = session()?.getItem(LOGOUT_AT_KEY);
    const at = raw == null ? NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

export function goToLogoutHandler(): void {
  browser.loadPage(siteConfigNow()?.links.logoutHandler || DEFAULT_LOGOUT_HANDLER);
}
