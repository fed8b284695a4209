// axe-core on every registered route: logged out, and logged in for the member pages (those
// that send a visitor to /login). Any serious or critical violation fails. With A11Y_REPORT_DIR
// set, each page's violations by impact are written there (scripts/a11y-table.ts prints them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { registeredRoutes, sampleUrls } from './a11y-routes';
import { DEMO } from './members';

const routes = registeredRoutes();
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
let samples: Map<string, string> | undefined;

test.describe.configure({ mode: 'parallel' });

async function logIn(context: BrowserContext, baseURL: string): Promise<void> {
  const res = await context.request.post('/api/blade-auth/oauth/token', {
    data: { grantType: 'password', phone: DEMO.one, password: DEMO.password },
  });
  const { data } = (await res.json()) as { data: { accessToken: string; deptId: string; username: string } };
  // The cookies another site of the domain would leave: the page establishes itself through /login-back.
  await context.addCookies([
    { name: 'login_access_token', value: data.accessToken, url: baseURL },
    { name: 'login_dept_id', value: data.deptId, url: baseURL },
    { name: 'login_username', value: encodeURIComponent(data.username), url: baseURL },
  ]);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Skeletons gone: the page shows its data (or its empty/missing state).
  await expect(page.locator('[data-skeleton], .mantine-Skeleton-root')).toHaveCount(0, { timeout: 10_000 });
}

async function scan(page: Page, route: string, state: 'loggedOut' | 'loggedIn') {
  const result = await new AxeBuilder({ page }).analyze();
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, result.violations.filter((v) => v.impact === i).reduce((n, v) => n + v.nodes.length, 0)]));
  const dir = process.env.A11Y_REPORT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const violations = result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    writeFileSync(join(dir, `${state}${route.replace(/\//g, '_')}.json`), JSON.stringify({ route, state, url: page.url(), counts, violations }, null, 1));
  }
  const blocking = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(blocking, `${state} ${route}`).toEqual([]);
}

for (const route of routes) {
  test(`axe ${route}`, async ({ page, browser, baseURL, request }) => {
    // Two loads and two scans for a member page (logged out, then in), on 2 busy cores in CI.
    test.setTimeout(60_000);
    samples ??= await sampleUrls(request, routes);
    const url = samples.get(route) ?? route;
    await page.goto(url);
    await settle(page);
    const memberPage = new URL(page.url()).pathname === '/login' && route !== '/login';
    if (!memberPage) await scan(page, route, 'loggedOut');
    else {
      const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
      context.on('page', waitForHydration);
      await logIn(context, baseURL!);
      const member = await context.newPage();
      await member.goto(url);
      await expect(member).toHaveURL((u) => u.pathname === route);
      await settle(member);
      await scan(member, route, 'loggedIn');
      await context.close();
    }
  });
}
