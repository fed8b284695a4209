// The routes the accessibility checks visit, read from the route manifest (every route of
// src/shared/routes.ts with a `page`), so a new section's routes are checked without editing this.
// A route that needs a query (a detail page) gets one from a link the portal itself shows.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

interface Manifest {
  paths: string[];
  sources: string[];
  frames: Record<string, string>;
}

/** Read once per run: the runner reads it when it lists the tests, its workers inherit it. */
function manifest(): Manifest {
  if (!process.env.E2E_ROUTE_MANIFEST) {
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
    const out = execFileSync(tsx, [join(process.cwd(), 'tests/e2e/route-paths.ts')], { encoding: 'utf8' });
    process.env.E2E_ROUTE_MANIFEST = out.trim().split('\n').pop() ?? '{}';
  }
  return JSON.parse(process.env.E2E_ROUTE_MANIFEST) as Manifest;
}

const routeManifest = manifest();

export function registeredRoutes(): string[] {
  if (!routeManifest.paths?.length) throw new Error('no routes with a page found in src/shared/routes.ts');
  return [...new Set(routeManifest.paths)].sort();
}

/** Whether the route's page sits in the shared portal frame (top bar, header, nav, footer). */
export const inPortalFrame = (route: string): boolean => routeManifest.frames[route] === 'portal';

/** List pages beyond home and the nav entries whose links lead to detail pages. */
const MORE_SOURCES = ['/moreGoods', '/shopList', '/preferentialInquiry/tenders', '/taoci-index/home'];

/**
 * route → a URL of it with a query taken from a link on the portal's landing and list pages, when
 * one exists. The pages are server-rendered with their lists, so their HTML holds the links: no
 * browser needed.
 */
export async function sampleUrls(request: APIRequestContext, routes: string[]): Promise<Map<string, string>> {
  const hrefs: string[] = [];
  for (const source of [...routeManifest.sources, ...MORE_SOURCES]) {
    const html = await (await request.get(source)).text();
    for (const m of html.matchAll(/href="(\/[^"]*)"/g)) hrefs.push(m[1].replaceAll('&amp;', '&'));
  }
  const out = new Map<string, string>();
  for (const route of routes) {
    const withQuery = hrefs.find((h) => h.startsWith(`${route}?`) && !h.includes('subsite='));
    out.set(route, withQuery ?? route);
  }
  return out;
}
