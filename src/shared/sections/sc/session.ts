// The sc site's own login in the browser (never the main site's login_* cookies): the token is an
// HttpOnly cookie the server sets at sc login or registration and clears at sc logout, sent with
// every same-site call and never readable here; the role cookie (script-readable, no secret) says
// a login is present and which role acts. A tiny store the sc header and pages subscribe to. Its
// 401s are the sc session's (ownSession): they end the sc login, never the main site's.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { CallOptions } from '../../../client/http';
import { call } from '../../../client/http';
import { sc, type ScTokenResult } from '../../../api/sc';
import type { ScRole } from '../../../api/sc-dicts';

const ROLE_COOKIE = 'sc_role';
const DAYS = 7;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** The acting role while an sc login is present in this browser (its token cookie is the server's). */
export const scSession = (): string | undefined => Cookies.get(ROLE_COOKIE) || undefined;

/** The options of an sc member call (the token cookie goes by itself): its 401 kept to the sc site. */
export function scCallOptions(extra: CallOptions = {}): CallOptions {
  return { ...extra, ownSession: true };
}

export function storeScSession(result: ScTokenResult): void {
  const attrs = {
    expires: DAYS,
    path: '/',
    sameSite: 'Lax' as const,
    secure: globalThis.location?.protocol === 'https:',
  };
  Cookies.set(ROLE_COOKIE, result.member.role, attrs);
  changed();
}

export function setScRole(role: ScRole): void {
  Cookies.set(ROLE_COOKIE, role, { expires: DAYS, path: '/', sameSite: 'Lax' });
  changed();
}

/** Forgets the login here (the server clears the token cookie at logout or on a dead session's 401). */
export function clearScSession(): void {
  Cookies.remove(ROLE_COOKIE, { path: '/' });
  changed();
}

/** Ends the sc session on the server (its answer clears the token cookie) and forgets it here; never throws. */
export async function scLogout(signal?: AbortSignal): Promise<null> {
  if (scSession()) await call(sc.logout, {}, scCallOptions({ signal, silent: true })).catch(() => null);
  clearScSession();
  return null;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The sc login in this browser, as its acting role (undefined on the server render and while hydrating). */
export function useScSession(): string | undefined {
  return useSyncExternalStore(subscribe, scSession, () => undefined);
}
