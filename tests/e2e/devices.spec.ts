// Equipment rental in a real browser on the seeded database: the supply list is rendered on the
// server with its data; search → filter → open a machine's card → compute a job's all-in cost →
// log in to see the contact → back on the same card with the full phone.
import { expect, test } from './fixtures';
import { loginWithPassword, DEMO } from './members';

const LIST = '/findDevices/listSupply';

test('search, filter, open a card, compute a job cost, log in for the contact and come back', async ({ page, request }) => {
  const html = await (await request.get(`${LIST}?keyword=${encodeURIComponent('挖掘机')}`)).text();
  expect(html).toContain('<title>挖掘机 - 设备出租 - ');

  await page.goto('/findDevices');
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible();
  await page.getByRole('textbox', { name: '设备关键词' }).fill('挖掘机');
  await page.getByRole('button', { name: '找设备' }).click();
  await expect(page).toHaveURL(/\/findDevices\/listSupply\?keyword=/);
  await page.getByRole('group', { name: '类别' }).getByRole('button', { name: '土方机械' }).click();
  await page.getByRole('group', { name: '设备' }).getByRole('button', { name: '挖掘机' }).click();
  await expect(page).toHaveURL(/typeCode=101/);
  await page.getByRole('group', { name: '品牌' }).getByRole('button', { name: '三一' }).click();
  await expect(page).toHaveURL(/brand=/);
  await page.getByRole('spinbutton', { name: /工期/ }).fill('25');
  await page.getByRole('button', { name: '计算并按全包价排序' }).click();
  await expect(page).toHaveURL(/jobDays=25/);
  await expect(page.getByRole('button', { name: '全包价最低' })).toHaveAttribute('aria-pressed', 'true');
  const first = page.locator('main li h3 a').first();
  await expect(first).toContainText('三一');
  await first.click();

  await expect(page).toHaveURL(/\/findDevices\/device-card\?id=\d+/);
  const cardUrl = new URL(page.url());
  const panel = page.getByRole('region', { name: '全包价计算' });
  await panel.getByRole('spinbutton', { name: /工期/ }).fill('25');
  await panel.getByRole('button', { name: '计算全包价' }).click();
  await expect(panel.getByText(/全包价 ¥[\d,]+\.\d{2}/)).toBeVisible();
  await expect(page.getByText(/\d{3}\*{4}\d{4}/)).toBeVisible();

  await page.getByRole('link', { name: '登录查看' }).click();
  await expect(page).toHaveURL(`/login?recordUrl=${encodeURIComponent(cardUrl.pathname + cardUrl.search)}`);
  await loginWithPassword(page, DEMO.one);
  await expect(page).toHaveURL(cardUrl.pathname + cardUrl.search);
  await expect(page.getByText(/电话：1\d{10}/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '我想租用' })).toBeVisible({ timeout: 20_000 });
});

test('an unknown machine is a 404 page', async ({ page }) => {
  const res = await page.goto('/findDevices/device-card?id=999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '该设备不存在或已下架' })).toBeVisible();
});
