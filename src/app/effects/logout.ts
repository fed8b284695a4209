// The logout navigation's browser side, shared by the 401 guard and the session's logout: drop
// the stored login, remember when this tab last left for the handler (sessionStorage, so the
// handler's reloads know), and load the configured handler — or, when a form of the page keeps
// the user's draft, login and back (leaveForLogin).
import { pagePaths } from '../../api/paths';
import { DRAFT_KEPT, hasHeldDraft, rememberLoginNotice } from '../../client/drafts';
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

const logoutHandler = () => siteConfigNow()?.links.logoutHandler || DEFAULT_LOGOUT_HANDLER;

export function goToLogoutHandler(): void {
  browser.loadPage(logoutHandler());
}

/**
 * Where the 401 guard leaves to: with a form of this page keeping a draft, login with this page as
 * recordUrl and the notice that the work is kept (login comes back here and the form restores its
 * draft); else the logout handler.
 */
export function exitAfterLapse(): string {
  const here = globalThis.location;
  if (!hasHeldDraft() || !here) return logoutHandler();
  rememberLoginNotice(DRAFT_KEPT);
  return `${pagePaths.login}?recordUrl=${encodeURIComponent(here.pathname + here.search + here.hash)}`;
}

/** The 401 guard's way out (exitAfterLapse). */
export const leaveForLogin = (): void => browser.loadPage(exitAfterLapse());
