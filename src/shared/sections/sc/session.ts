// The sc site's own login in the browser: its cookies (never the main site's login_* ones), the
// `Sc-Auth` header its member calls carry, and a tiny store the sc header and pages subscribe to.
// Its 401s are the sc session's (ownSession): they end the sc login, never the main site's.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { CallOptions } from '../../../client/http';
import { call } from '../../../client/http';
import { sc, SC_AUTH_HEADER, type ScTokenResult } from '../../../api/sc';
import type { ScRole } from '../../../api/sc-dicts';

export const SC_COOKIE = { token: 'sc_access_token', role: 'sc_role' } as const;
const DAYS = 7;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export const scToken = (): string | undefined => Cookies.get(SC_COOKIE.token) || undefined;

/** The options of an sc member call: the sc session header, and its 401 kept to the sc site. */
export function scCallOptions(extra: CallOptions = {}): CallOptions {
  const token = scToken();
  return { ...extra, ownSession: true, headers: token ? { [SC_AUTH_HEADER]: `bearer ${token}` } : {} };
}

export function storeScSession(result: ScTokenResult): void {
  const attrs = {
    expires: DAYS,
    path: '/',
    sameSite: 'Lax' as const,
    secure: globalThis.location?.protocol === 'https:',
  };
  Cookies.set(SC_COOKIE.token, result.accessToken, attrs);
  Cookies.set(SC_COOKIE.role, result.member.role, attrs);
  changed();
}

export function setScRole(role: ScRole): void {
  Cookies.set(SC_COOKIE.role, role, { expires: DAYS, path: '/', sameSite: 'Lax' });
  changed();
}

export function clearScSession(): void {
  for (const name of Object.values(SC_COOKIE)) Cookies.remove(name, { path: '/' });
  changed();
}

/** Ends the sc session on the server (when there is one) and drops its cookies; never throws. */
export async function scLogout(signal?: AbortSignal): Promise<null> {
  if (scToken()) await call(sc.logout, {}, scCallOptions({ signal, silent: true })).catch(() => null);
  clearScSession();
  return null;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The sc token in this browser (undefined on the server render and while hydrating). */
export function useScToken(): string | undefined {
  return useSyncExternalStore(subscribe, scToken, () => undefined);
}
