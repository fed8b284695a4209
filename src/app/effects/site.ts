// The site settings the effects need outside React (cookie domain, logout handler), read from the
// page's query cache: the same siteConfig query the views use (one request per page, or none
// after a server render). Cookies written before it answers go on the current host only, so
// flows that write cookies at page start (login-back) wait for it first.
import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '../../api/system';
import { createQueryClient } from '../../shared/query';
import { siteConfigQuery } from '../../shared/site-config';

export { DEFAULT_LOGOUT_HANDLER } from '../../shared/site-config';

let client: QueryClient | null = null;

/** The page's query client (Providers binds it once per page load). */
export function bindSiteConfig(c: QueryClient): void {
  client = c;
}

/** The config, loading it if needed (null when it failed: the next call tries again). */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  return client ? client.fetchQuery(siteConfigQuery).catch(() => null) : Promise.resolve(null);
}

/** The loaded config, or null before it arrives. */
export function siteConfigNow(): SiteConfig | null {
  return client?.getQueryData(siteConfigQuery.queryKey) ?? null;
}

/** Tests: a fresh cache, holding `c` when given. */
export function resetSiteConfig(c: SiteConfig | null = null): void {
  client = createQueryClient();
  if (c) client.setQueryData(siteConfigQuery.queryKey, c);
}
