// The site settings the effects need outside React (cookie domain, logout handler): loaded once
// per page and kept. Cookies written before it answers go on the current host only, so flows
// that write cookies at page start (login-back) wait for it first.
import { system, type SiteConfig } from '../../api/system';
import { call } from '../../client/http';

/** Where logging out ends when the site config names no handler (the server's default too). */
export const DEFAULT_LOGOUT_HANDLER = '/home?handleLogout=1';

let current: SiteConfig | null = null;
let pending: Promise<SiteConfig | null> | null = null;

/** Loads the site config once (a failed load is tried again on the next call). */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  pending ??= call(system.siteConfig, {}, { silent: true }).then(
    (c) => (current = c),
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

/** The loaded config, or null before it arrives. */
export function siteConfigNow(): SiteConfig | null {
  return current;
}

/** Tests: forget what was loaded. */
export function resetSiteConfig(c: SiteConfig | null = null): void {
  current = c;
  pending = c ? Promise.resolve(c) : null;
}
