// The routes the accessibility checks visit, read from the app's route table (every
// `path: '/…'` in src/app/routes*), so a new section's routes are checked without editing this.
// A route that needs a query (a detail page) gets one from a link the portal itself shows.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const APP_DIR = join(process.cwd(), 'src/app');

export function registeredRoutes(): string[] {
  const files = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => /(^|\/)routes[^/]*\.tsx?$/.test(f));
  const paths = new Set<string>();
  for (const f of files)
    for (const m of readFileSync(join(APP_DIR, f), 'utf8').matchAll(/\bpath:\s*'(\/[^']*)'/g)) if (!m[1].includes(':')) paths.add(m[1]);
  if (paths.size === 0) throw new Error('no routes found in src/app/routes*: the route table moved?');
  return [...paths].sort();
}

/** Pages whose links lead to the detail pages (goods, shops, …): read once per worker. */
const LINK_SOURCES = ['/home', '/moreGoods', '/shopList'];

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
