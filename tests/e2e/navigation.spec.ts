// Header search, deep links, the 404 page, sub-site variants and the mall hover panel.
import { expect, test } from './fixtures';

const pageQuery = (url: string) =>
  JSON.parse(new URL(url).searchParams.get('page') ?? 'null') as Record<string, unknown>;

test('goods search builds the /moreGoods page query', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('combobox', { name: '搜索商品' }).fill('螺纹钢');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/moreGoods\?page=/);
  const q = pageQuery(page.url());
  expect(q).toMatchObject({ current: 1, size: 40, productName: '螺纹钢', supportType: '', frombtn: 1 });
  expect(typeof q.t).toBe('number');
});

test('shop search builds the /shopList page query', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('tab', { name: '店铺' }).click();
  await page.getByRole('combobox', { name: '搜索店铺' }).fill('防水');
  await page.getByRole('combobox', { name: '搜索店铺' }).press('Enter');
  await expect(page).toHaveURL(/\/shopList\?page=/);
  expect(pageQuery(page.url())).toMatchObject({
    current: 1,
    size: 10,
    shopName: '防水',
    selfSupport: '',
    shopCityCode: '',
    shopDistrictCode: '',
  });
});

test('a deep link survives a reload', async ({ page }) => {
  await page.goto('/helpcenter/helpcenter?problemContent=%E6%B3%A8%E5%86%8C');
  await expect(page.getByText('如何注册成为平台会员？').first()).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/problemContent=%E6%B3%A8%E5%86%8C/);
  await expect(page.getByText('如何注册成为平台会员？').first()).toBeVisible();
});

test('the server answers any deep link with the app', async ({ request }) => {
  const res = await request.get('/moreGoods?page=%7B%22current%22%3A2%7D');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
});

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByText('页面走丢了')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('sub-site variants show only their own nav entries', async ({ page }) => {
  await page.goto('/home?subsite=xm');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link')).toHaveText(['项目对接']);
  await page.goto('/home?subsite=jc');
  await expect(nav.getByRole('link')).toHaveText(['询价', '商城直购▾']);
  await page.goto('/home');
  await expect(nav.getByRole('link')).toHaveCount(7);
});

test('the mall entry opens the ground-material map card on hover', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: /商城直购/ }).hover();
  const panel = page.getByRole('region', { name: '商城直购' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /地材地图/ })).toHaveAttribute('href', '/groundMaterialMap');
  await page.mouse.move(5, 600);
  await expect(panel).toBeHidden();
});

test('the page works at phone width without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await expect(page.getByRole('combobox', { name: '搜索商品' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
