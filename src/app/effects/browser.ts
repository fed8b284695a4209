// Browser primitives the machines' placeholders are filled with: the login cookies (js-cookie,
// 7 days, the configured parent domain, SameSite=Lax, Secure under https), stored params and
// local storage, in-app navigation (wouter's history), full loads, and Mantine notifications.
import Cookies from 'js-cookie';
import { notify } from '../../client/notify';
import { navigate as historyNavigate } from 'wouter/use-browser-location';
import type { Navigation, Notice } from '../../../machines/notice';
import { NOTICE_MS } from '../../../machines/notice';
import { COOKIE } from '../../client/session-headers';
import { writeStoredParams, type StoredParams } from '../../client/storage';
import { siteConfigNow } from './site';

/** Spec §9: 604800 s. */
export const COOKIE_DAYS = 7;

function attempt(f: () => void): void {
  try {
    f();
  } catch {
    // storage or history blocked (privacy mode, sandboxed frame): the page keeps working
  }
}

export function cookieAttributes(): Cookies.CookieAttributes {
  const domain = siteConfigNow()?.cookieDomain || undefined;
  const secure = globalThis.location?.protocol === 'https:';
  return { expires: COOKIE_DAYS, path: '/', domain, sameSite: 'Lax', secure };
}

export function setCookie(name: string, value: string): void {
  Cookies.set(name, value, cookieAttributes());
}

/** The host and its parent domains (a.b.example.com → itself, b.example.com, example.com). */
export function parentDomains(host: string): string[] {
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return [];
  const parts = host.split('.');
  return parts.slice(0, Math.max(1, parts.length - 1)).map((_, i) => parts.slice(i).join('.'));
}

/** The path and its ancestors that a cookie readable here may carry (/a/b → /a/b, /a/b/, /a, /a/, /). */
export function cookiePaths(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  const out = new Set(['/']);
  for (let i = 1; i <= parts.length; i++) {
    const p = `/${parts.slice(0, i).join('/')}`;
    out.add(p).add(`${p}/`);
  }
  return [...out];
}

/**
 * A cookie goes only when removed with the domain and path it was set with; at page start the
 * configured domain may not be known yet, and another site may have set it on a sub-path, so
 * remove it host-only and on every parent domain, on every path this page can read.
 */
export function removeCookie(name: string): void {
  const domains = new Set([
    undefined,
    siteConfigNow()?.cookieDomain || undefined,
    ...parentDomains(globalThis.location?.hostname ?? ''),
  ]);
  for (const path of cookiePaths(globalThis.location?.pathname ?? '/'))
    for (const domain of domains) Cookies.remove(name, domain ? { path, domain } : { path });
}

export function setLoginCookies({
  token,
  deptId,
  username,
}: {
  token: string;
  deptId: string;
  username: string;
}): void {
  setCookie(COOKIE.token, token);
  setCookie(COOKIE.deptId, deptId);
  setCookie(COOKIE.username, username);
}

export function removeLoginCookies(): void {
  for (const name of Object.values(COOKIE)) removeCookie(name);
}

export function writeParams(params: StoredParams | null): void {
  attempt(() => writeStoredParams(params));
}

export function clearLocalStorage(): void {
  attempt(() => globalThis.localStorage?.clear());
}

export function navigate({ to, replace }: Navigation): void {
  attempt(() => historyNavigate(to, { replace }));
}

/** Replaces the address without a new history entry (e.g. to drop a token from it). */
export function replaceUrl(url: string): void {
  attempt(() => historyNavigate(url, { replace: true }));
}

export function reloadPage(): void {
  globalThis.location?.reload();
}

/** A full page load of `url` that replaces this entry. */
export function loadReplacing(url: string): void {
  globalThis.location?.replace(url);
}

export function loadPage(url: string): void {
  globalThis.location?.assign(url);
}

const COLORS = { success: 'green', warning: 'orange', error: 'red' } as const;

export function showNotice({ kind, message, duration }: Notice): void {
  notify({ color: COLORS[kind], message, autoClose: duration ?? NOTICE_MS });
}
