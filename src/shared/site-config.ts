// siteConfig (brand facts, hotline, QR codes, other hosts): one query for the whole app, loaded
// by every route's server render and kept for the page's life; until it is there the text facts
// fall back to neutral defaults. The browser effects read the same cache (src/app/effects).
import { useQuery } from '@tanstack/react-query';
import { system, type SiteConfig } from '../api/system';
import { callQuery } from './query';
import { pathOf } from './route-table';

export const SITE_DEFAULTS = {
  brandName: '建采通',
  slogan: '建筑行业一站式采购服务平台',
  hotline: '400-8228-321',
  serviceHours: '8:30-17:30',
} as const;

/** Where logging out ends when the site config names no handler (the server's default too). */
export const DEFAULT_LOGOUT_HANDLER = `${pathOf('home')}?handleLogout=1`;

export const siteConfigQuery = { ...callQuery(system.siteConfig, {}), staleTime: Infinity };

/** The loaded config, or undefined while it loads (or when it failed). */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}

export function brandOf(c: SiteConfig | undefined) {
  return {
    brandName: c?.brandName ?? SITE_DEFAULTS.brandName,
    slogan: c?.slogan ?? SITE_DEFAULTS.slogan,
    hotline: c?.hotline ?? SITE_DEFAULTS.hotline,
    serviceHours: c?.serviceHours ?? SITE_DEFAULTS.serviceHours,
  };
}

/** The text facts, with defaults while the config loads. */
export function useBrand() {
  return brandOf(useSiteConfig());
}
