// The routes the accessibility checks visit, read from the route manifest (every route of
// src/shared/routes.ts with a `page`), so a new section's routes are checked without editing this.
// A route that needs a query (a detail page) gets one from a link the portal itself shows.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export function registeredRoutes(): string[] {
  const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
  const out = execFileSync(tsx, [join(process.cwd(), 'tests/e2e/route-paths.ts')], { encoding: 'utf8' });
  const paths = JSON.parse(out.trim().split('\n').pop() ?? '[]') as string[];
  if (paths.length === 0) throw new Error('no routes with a page found in src/shared/routes.ts');
  return [...new Set(paths)].sort();
}

/** Pages whose links lead to the detail pages (goods, shops, …): read once per worker. */
const LINK_SOURCES = ['/home', '/moreGoods', '/shopList', '/preferentialInquiry'];

/** route → a URL of it with a query taken from a link on the portal's list pages, when one exists. */
export async function sampleUrls(page: Page, routes: string[]): Promise<Map<string, string>> {
  const hrefs: string[] = [];
  for (const source of LINK_SOURCES) {
    await page.goto(source);
    await page.waitForLoadState('networkidle');
    hrefs.push(...(await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))));
  }
  const out = new Map<string, string>();
  for (const route of routes) {
    const withQuery = hrefs.find((h) => h.startsWith(`${route}?`) && !h.includes('subsite='));
    out.set(route, withQuery ?? route);
  }
  return out;
}
