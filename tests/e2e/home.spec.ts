// /home against the real server on a freshly seeded database: every section shows what the
// API serves, / redirects, and the footer's help columns come from the help center.
import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(/建采通/);
});

test('home shows the seeded data in every section', async ({ page, request }) => {
  const [recommend, self, inquiries, sellers, cases] = await Promise.all([
    data<{ productName: string }[]>(request, '/api/rs-product-service/product/recommend?size=10'),
    data<{ productName: string }[]>(request, '/api/rs-product-service/product/self?size=10'),
    data<{ title: string }[]>(request, '/api/rs-share-service/inquiry/home-list?size=8'),
    data<{ companyName: string }[]>(request, '/api/rs-share-service/ranking/seller-list?size=8'),
    data<{ title: string }[]>(request, '/api/rs-cms-service/case/list?size=4'),
  ]);
  await page.goto('/home');
  await expect(page.getByText(recommend[0].productName).first()).toBeVisible();
  // the sections below the fold render as they come near the viewport: scroll down through them
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(page.getByText(cases[0].title).first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText(self[0].productName).first()).toBeVisible();
  await expect(page.getByText(inquiries[0].title).first()).toBeVisible();
  await expect(page.getByText(sellers[0].companyName).first()).toBeVisible();
  await expect(page.getByText(cases[0].title).first()).toBeVisible();
  // Prices in the accent format: ¥ with two decimals and the unit.
  await expect(page.getByText(/¥[\d,]+\.\d{2}\/\S+/).first()).toBeVisible();
  await expect(page.getByText('暂无数据')).toHaveCount(0);
});

test('/home copy is the backup of home: its blocks and data, a title of its own, noindex', async ({
  page,
  request,
}) => {
  const recommend = await data<{ productName: string }[]>(request, '/api/rs-product-service/product/recommend?size=10');
  const backup = await page.goto('/home%20copy');
  expect(backup?.status()).toBe(200);
  // the server's render already holds home's blocks, not the 404 page
  const served = await backup!.text();
  expect(served).toContain(recommend[0].productName);
  expect(served).not.toContain('This page could not be found');
  await expect(page).toHaveTitle(/^首页（备份） - /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('建筑行业一站式采购服务平台首页（备份）');
  // and after hydration too
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('region', { name: '推荐商品' }).getByText(recommend[0].productName)).toBeVisible();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
});

test('footer shows five help columns, the hotline and its hours', async ({ page, request }) => {
  const guide = await data<{ records: { problemContent: string }[] }>(
    request,
    '/api/huizhuyun-support/help-center/list?categoryCode=beginner_guide&size=5',
  );
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  for (const title of ['新手指南', '平台服务', '交易保障', '支付方式', '关于我们']) {
    await expect(footer.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(footer.getByText(guide.records[0].problemContent)).toBeVisible();
  await expect(footer.getByText('400-8228-321')).toBeVisible();
  await expect(footer.getByText(/8:30-17:30/)).toBeVisible();
});
