// What member flows ask the app to show and where they send the user; effects turn a Notice into
// a Mantine notification and a Navigation into a router (history) navigation.
import { AUTH_PAGE_PATHS, pagePaths } from '../src/api/paths';

/** Spec §9: notifications stay 2000 ms. */
export const NOTICE_MS = 2000;

export interface Notice {
  kind: 'success' | 'warning' | 'error';
  message: string;
  /** ms; NOTICE_MS when absent. */
  duration?: number;
}

export interface Navigation {
  /** A path inside the portal, with query. */
  to: string;
  /** Replace the current history entry (the page that sent us on should not come back on 返回). */
  replace?: boolean;
}

/**
 * Where to go back to after login: a same-site path (never another host, so a crafted recordUrl
 * or target cannot send a fresh session away), and never back into an auth page; else /home.
 */
export function returnPath(url: string | null | undefined): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return pagePaths.home;
  const path = url.split(/[?#]/)[0];
  if (AUTH_PAGE_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return pagePaths.home;
  return url;
}

/** An error thrown by an effect (ApiError, network) as the text a form shows. */
export function errorText(error: unknown, fallback = '操作失败'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
