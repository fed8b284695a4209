// A server that answers 401 to every call (a dead token, or an outage of the auth service) must
// not make the page loop through the logout handler: one logout navigation per 60 s, then the
// page stays and says the login has expired.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO } from './members';

async function everyCallUnauthorized(page: Page): Promise<void> {
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 401, success: false, data: null, msg: '请求未授权' }),
    }),
  );
}

/** Full page loads after the first one (the test's own goto). */
function countNavigations(page: Page): () => string[] {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame())
      loads.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  return () => loads.slice(1);
}

/**
 * Records every text the page shows in a notification, from the first script on: the notice
 * stays 2000 ms (spec §9), shorter than a locator poll on 2 busy cores, so the test asks the page
 * what it showed rather than hoping to catch it on screen.
 */
async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.closest('.mantine-Notifications-root')) seen.push(n.innerText);
    }).observe(document, { childList: true, subtree: true });
  });
}

async function settled(page: Page): Promise<void> {
  // (a page that is still navigating away has no answer yet: ask again)
  const shown = () =>
    page.evaluate(() => (window as unknown as { __notices: string[] }).__notices.join('|')).catch(() => '');
  await expect.poll(shown, { timeout: 30_000 }).toContain('登录已失效，请重新登录');
  await page.waitForLoadState('networkidle');
}

test('logged out, every call 401: at most 2 navigations (the handler and its reload), then the page stays', async ({
  page,
}) => {
  await everyCallUnauthorized(page);
  await recordNotices(page);
  const navigations = countNavigations(page);
  await page.goto('/home');
  await settled(page);
  expect(navigations()).toEqual(['/home?handleLogout=1', '/home']);
  await expect(page).toHaveURL(/\/home$/);
});

test('a stale login cookie with stored params, every call 401: the login is dropped, at most 2 navigations', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(
    ['login_access_token', 'login_dept_id'].map((name) => ({
      name,
      value: name === 'login_dept_id' ? '100001' : 'stale',
      url: baseURL!,
    })),
  );
  await context.addInitScript((deptId) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'params',
        JSON.stringify({
          isLogin: true,
          chooseIdx: 0,
          choseCom: deptId,
          companyOrgCode: '',
          identity: '',
          userstatus: '',
          chooseTenantId: deptId,
        }),
      );
    }
  }, '100001');
  await everyCallUnauthorized(page);
  await recordNotices(page);
  const navigations = countNavigations(page);
  await page.goto('/home');
  await settled(page);
  expect(navigations().length).toBeLessThanOrEqual(2);
  expect((await context.cookies()).filter((c) => c.name.startsWith('login_'))).toEqual([]);
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible();
});

test('a revoked token on the real server: one trip through the handler, then a calm logged-out page', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const res = await request.post('/api/blade-auth/oauth/token', {
    data: { grantType: 'password', phone: DEMO.one, password: DEMO.password },
  });
  const { data } = (await res.json()) as { data: { accessToken: string; deptId: string } };
  await request.post('/api/blade-auth/oauth/logout', {
    data: {},
    headers: { 'Blade-Auth': `bearer ${data.accessToken}` },
  });
  await context.addCookies([
    { name: 'login_access_token', value: data.accessToken, url: baseURL! },
    { name: 'login_dept_id', value: data.deptId, url: baseURL! },
  ]);
  const navigations = countNavigations(page);
  // /buyCar hands over to /login-back before it hydrates (by design), so the goto does not wait for
  // its hydration: the page that stays is /home, checked below (three full loads in a row can pass
  // the hydration wait's 10 s on a busy machine).
  await page.goto('/buyCar', { waitUntil: 'commit' });
  // four full page loads in a row: give them a page load's time each
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible({ timeout: 40_000 });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(navigations().length).toBeLessThanOrEqual(2);
  expect((await context.cookies()).filter((c) => c.name.startsWith('login_'))).toEqual([]);
});
