// siteConfig (brand facts, hotline, QR codes, other hosts) is loaded once for the whole app and
// shared through this context; until it arrives the text facts fall back to neutral defaults.
// The load is effects/site.ts's, so the views and the browser effects share one request.
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../api/system';
import { useLoader } from '../client/use-call';
import { loadSiteConfig } from './effects/site';

export const SITE_DEFAULTS = {
  brandName: '建采通',
  slogan: '建筑行业一站式采购服务平台',
  hotline: '400-8228-321',
  serviceHours: '8:30-17:30',
} as const;

const SiteConfigContext = createContext<SiteConfig | undefined>(undefined);

export function SiteConfigProvider({ children }: { children: ReactNode }) {
  const { data } = useLoader(loadSiteConfig, 'siteConfig');
  return <SiteConfigContext.Provider value={data ?? undefined}>{children}</SiteConfigContext.Provider>;
}

/** The loaded config, or undefined while it loads (or when it failed). */
export function useSiteConfig(): SiteConfig | undefined {
  return useContext(SiteConfigContext);
}

/** The text facts, with defaults while the config loads. */
export function useBrand() {
  const c = useSiteConfig();
  return {
    brandName: c?.brandName ?? SITE_DEFAULTS.brandName,
    slogan: c?.slogan ?? SITE_DEFAULTS.slogan,
    hotline: c?.hotline ?? SITE_DEFAULTS.hotline,
    serviceHours: c?.serviceHours ?? SITE_DEFAULTS.serviceHours,
  };
}
