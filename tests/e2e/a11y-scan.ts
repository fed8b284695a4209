// axe-core over every registered route, one test per route, for a11y-axe.spec.ts (desktop, the
// default rules) and a11y-phone.spec.ts (390 × 844, the WCAG 2.2 AA tags with target-size):
// logged out, and logged in for the member pages (those that send a visitor to /login). Any
// serious or critical violation fails. The shared portal frame (top bar, header, main nav,
// footer) is scanned whole on /home and on the first member page a worker scans; on the other
// portal pages only <main> is scanned (the frame is the same markup), while auth and sub-site
// pages, which bring their own frame, are scanned whole. Each worker keeps one visitor page and
// one logged-in page and moves them from route to route as a link does (a full load of each
// route took 60 % of the run's time; server render and hydration are server-render.spec.ts's).
// With A11Y_REPORT_DIR set, each page's violations by impact are written there
// (scripts/a11y-table.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, waitForHydration } from './fixtures';
import type { Browser, Page, ViewportSize } from '@playwright/test';
import { inPortalFrame, registeredRoutes, sampleUrls } from './a11y-routes';
import { DEMO } from './members';

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

/** The phone the issue measured on (iPhone 12–15 in CSS pixels). */
export const PHONE: ViewportSize = { width: 390, height: 844 };

export interface AxeRun {
  /** Prefix of the report files and of the test titles ('' for the desktop run). */
  name: string;
  viewport?: ViewportSize;
  /** axe's rule tags to run (all rules enabled by default when absent). */
  tags?: string[];
  /** Rules to switch on beyond the defaults (target-size is off unless asked for). */
  enable?: string[];
}

async function pageOf(browser: Browser, baseURL: string, viewport?: ViewportSize): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', ...(viewport ? { viewport } : {}) });
  context.on('page', waitForHydration);
  return context.newPage();
}

/** A member's session as another site of the domain leaves it: the page establishes itself through /login-back. */
async function logIn(page: Page, baseURL: string): Promise<void> {
  const res = await page.context().request.post('/api/blade-auth/oauth/token', {
    data: { grantType: 'password', phone: DEMO.one, password: DEMO.password },
  });
  const { data } = (await res.json()) as { data: { accessToken: string; deptId: string; username: string } };
  await page.context().addCookies([
    { name: 'login_access_token', value: data.accessToken, url: baseURL },
    { name: 'login_dept_id', value: data.deptId, url: baseURL },
    { name: 'login_username', value: encodeURIComponent(data.username), url: baseURL },
  ]);
}

/**
 * Moves the page to `url` through the app's router, as a link does (wouter follows pushState),
 * and waits until the route's page has committed (its <HydratedMark> mounts again with the new
 * path: src/app/routes.tsx). The first visit, or one to the same path, loads the page.
 */
async function visit(page: Page, url: string): Promise<void> {
  const here = page.url();
  if (here === 'about:blank' || new URL(here).pathname === new URL(url, here).pathname) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    delete document.documentElement.dataset.hydrated;
    history.pushState(null, '', to);
  }, url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Skeletons gone: the page shows its data (or its empty/missing state). */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[data-skeleton], .mantine-Skeleton-root')).toHaveCount(0, { timeout: 10_000 });
}

function builderOf(page: Page, run: AxeRun): AxeBuilder {
  // Only the violations are read: axe then skips collecting every node of the passed and
  // inapplicable checks (its resultTypes option), the same rules run on the same nodes.
  const rules = Object.fromEntries((run.enable ?? []).map((r) => [r, { enabled: true }]));
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules });
  return run.tags ? builder.withTags(run.tags) : builder;
}

async function scan(page: Page, run: AxeRun, route: string, state: 'loggedOut' | 'loggedIn', whole: boolean) {
  const builder = builderOf(page, run);
  const result = await (whole ? builder : builder.include('main')).analyze();
  const counts = Object.fromEntries(
    IMPACTS.map((i) => [i, result.violations.filter((v) => v.impact === i).reduce((n, v) => n + v.nodes.length, 0)]),
  );
  const dir = process.env.A11Y_REPORT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const violations = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
    writeFileSync(
      join(dir, `${run.name}${state}${route.replace(/\//g, '_')}.json`),
      JSON.stringify({ route, state, url: page.url(), whole, counts, violations }, null, 1),
    );
  }
  const blocking = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(blocking, `${run.name}${state} ${route}`).toEqual([]);
}

/** Declares the run's tests: one per registered route. */
export function defineAxeRun(run: AxeRun): void {
  const routes = registeredRoutes();
  let samples: Map<string, string> | undefined;
  let memberFrameScanned = false;

  const test = base.extend<object, { visitor: Page; member: Page }>({
    visitor: [
      async ({ browser }, use, info) => {
        const page = await pageOf(browser, info.project.use.baseURL!, run.viewport);
        await use(page);
        await page.context().close();
      },
      { scope: 'worker' },
    ],
    member: [
      async ({ browser }, use, info) => {
        const page = await pageOf(browser, info.project.use.baseURL!, run.viewport);
        await logIn(page, info.project.use.baseURL!);
        await use(page);
        await page.context().close();
      },
      { scope: 'worker' },
    ],
  });

  test.describe.configure({ mode: 'parallel' });

  for (const route of routes) {
    test(`axe ${run.name}${route}`, async ({ visitor, member, request, baseURL }) => {
      samples ??= await sampleUrls(request, routes);
      const url = samples.get(route) ?? route;
      const framed = inPortalFrame(route);
      await visit(visitor, url);
      await settle(visitor);
      const memberPage = new URL(visitor.url()).pathname === '/login' && route !== '/login';
      if (!memberPage) return scan(visitor, run, route, 'loggedOut', !framed || route === '/home');
      await visit(member, url);
      // A session another test ended (a logout elsewhere revokes it): log in again once.
      if (new URL(member.url()).pathname === '/login') {
        await logIn(member, baseURL!);
        await member.goto(url);
      }
      await expect(member).toHaveURL((u) => u.pathname === route);
      await settle(member);
      const whole = !framed || !memberFrameScanned;
      memberFrameScanned = true;
      await scan(member, run, route, 'loggedIn', whole);
    });
  }
}
