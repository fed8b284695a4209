// The main-nav entries: the routes with a nav entry (src/shared/route-table.ts), in manifest order, then 智慧工地
// (another host, from the site config). A sub-site variant keeps only its own entries (spec §2).
import type { SiteConfig } from '../../api/system';
import { pathOf, routeEntries, type RouteKey } from '../../shared/route-table';
import type { Subsite } from '../../shared/subsite';

export interface NavItem {
  key: RouteKey | 'smart';
  label: string;
  href: string;
}

export function navItems(subsite: Subsite | null, links: SiteConfig['links'] | undefined): NavItem[] {
  const entries: NavItem[] = routeEntries.flatMap((r) =>
    r.nav && (!subsite || r.nav.subsites.includes(subsite)) ? [{ key: r.key, label: r.nav.label, href: r.path }] : [],
  );
  if (subsite) return entries;
  return [
    ...entries,
    { key: 'smart', label: '智慧工地', href: links?.smartConstruction ?? `${pathOf('jump')}?to=smart-construction` },
  ];
}

/** The entry that opens the mall panel. */
export const MALL_NAV: RouteKey = 'mallSelf';
