// The route manifest: every route of the portal, one line per section. A section's routes (path,
// page, title and description, frame, main-nav entry, flows, saved search, link builder) live in
// its own module, src/shared/sections/<s>/routes.ts, built with route-kit.ts. The router, the
// layout, the nav, every link, the server render and the idle prefetch read this. A page is a
// module under src/ (its default export the view, its `loader` the route's data; see
// src/app/pages.tsx). A route without a page is declared (links and the nav point at it) and
// answers 404 until its section is built.
import type { SavedSearchKind } from '../api/saved-search';
import type { HeadContext, RouteDef, Text } from './route-kit';
import type { SearchKind } from './search-kind';
import { devicesRoutes } from './sections/devices/routes';
import { financeRoutes } from './sections/finance/routes';
import { groundRoutes } from './sections/ground/routes';
import { helpRoutes } from './sections/help/routes';
import { inquiryRoutes } from './sections/inquiry/routes';
import { laborRoutes } from './sections/labor/routes';
import { mallRoutes } from './sections/mall/routes';
import { memberRoutes } from './sections/member/routes';
import { messageRoutes } from './sections/messages/routes';
import { portalRoutes } from './sections/portal/routes';
import { searchRoutes } from './sections/search/routes';
import { tenderRoutes } from './sections/tender/routes';
import { projectRoutes } from './sections/project/routes';
import { taociRoutes } from './sections/taoci/routes';
import { scRoutes } from './sections/sc/routes';
import { onboardingRoutes } from './sections/onboarding/routes';
import { opsRoutes } from './sections/ops/routes';

type Routes = Record<string, RouteDef>;
type Merged<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;

/** The sections' routes as one record; a key or a path taken twice stops the app at once. */
function manifest<T extends Routes[]>(...sections: T): Merged<T[number]> {
  const out: Routes = {};
  const paths = new Set<string>();
  for (const [key, r] of sections.flatMap((s) => Object.entries(s))) {
    if (key in out || paths.has(r.path)) throw new Error(`route manifest: ${key} (${r.path}) is declared twice`);
    out[key] = r;
    paths.add(r.path);
  }
  return out as Merged<T[number]>;
}

export const routes = manifest(
  portalRoutes,
  // the main nav, in this order: 询价, 商城直购, 找设备, 找人, 金融, 项目对接
  inquiryRoutes,
  mallRoutes,
  devicesRoutes,
  laborRoutes,
  financeRoutes,
  projectRoutes,
  tenderRoutes,
  taociRoutes,
  scRoutes,
  groundRoutes,
  helpRoutes,
  memberRoutes,
  onboardingRoutes,
  opsRoutes,
  messageRoutes,
  searchRoutes,
);

export type RouteKey = keyof typeof routes;
export const routeList: ReadonlyArray<RouteDef & { key: RouteKey }> = Object.entries(routes).map(([key, r]) => ({
  ...r,
  key: key as RouteKey,
}));

/** The route of a path (query excluded); undefined: no such route. */
export const routeOf = (path: string) => routeList.find((r) => r.path === path);

/** The saved search of a kind (the list route that offers it); undefined: no list offers it. */
export const searchKindOf = (kind: SavedSearchKind): SearchKind | undefined =>
  routeList.find((r) => r.search?.kind === kind)?.search;

export const SITE_DESCRIPTION = '建筑行业一站式采购服务平台：集采商城、询价招标、设备租赁、劳务服务、金融服务';

const text = (t: Text | undefined, ctx: HeadContext) => (typeof t === 'function' ? t(ctx) : t);

/**
 * `<title>`, meta description, canonical address (the route's, else the page's own path and query),
 * robots rule and JSON-LD of a route (brand from the site config).
 */
export function headOf(r: RouteDef | undefined, ctx: HeadContext, brand: { brandName: string; slogan: string }) {
  const title = r ? text(r.title, ctx) : '页面不存在';
  const query = ctx.search.toString();
  const structured = r?.structured?.(ctx);
  return {
    title: title ? `${title} - ${brand.brandName}` : `${brand.brandName} - ${brand.slogan}`,
    description: (r && text(r.description, ctx)) || SITE_DESCRIPTION,
    ...(r ? { canonical: r.canonical ?? `${encodeURI(r.path)}${query ? `?${query}` : ''}` } : {}),
    ...(r?.noindex ? { robots: 'noindex' } : {}),
    ...(structured ? { structured } : {}),
  };
}
