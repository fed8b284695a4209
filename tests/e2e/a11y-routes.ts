// The routes the accessibility checks visit, read from the route manifest (every entry of
// src/shared/routes.ts with a `page`), so a new section's routes are checked without editing this.
// A route that needs a query (a detail page) gets one from a link the portal itself shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const MANIFEST = join(process.cwd(), 'src/shared/routes.ts');

export function registeredRoutes(): string[] {
  const text = readFileSync(MANIFEST, 'utf8');
  const paths = new Set<string>();
  const entries = [...text.matchAll(/\bpath:\s*'(\/[^']*)'/g)];
  for (const [i, m] of entries.entries()) {
    // The entry's own text runs to the next entry's path: a nav-only entry has no page yet.
    const body = text.slice(m.index, entries[i + 1]?.index ?? text.length);
    if (/\bpage:\s*'/.test(body) && !m[1].includes(':')) paths.add(m[1]);
  }
  if (paths.size === 0) throw new Error('no routes found in src/shared/routes.ts: the route manifest moved?');
  return [...paths].sort();
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
