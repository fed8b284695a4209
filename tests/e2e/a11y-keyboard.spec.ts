// Keyboard use per page type: from the top of the page, Tab reaches the skip link, the search,
// the main nav, the login link and the main content; every popup opens with focus or Enter and
// closes with Escape; menus and tabs move with the arrow keys.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { DEMO, loginWithPassword } from './members';

/** Presses Tab until `target` has the focus; the number of presses, or a failure after `max`. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return i;
  }
  throw new Error(`not reached by Tab in ${max} presses: ${target.toString()}`);
}

const PAGE_TYPES = [
  { kind: 'landing', url: '/home' },
  { kind: 'list', url: '/moreGoods' },
  { kind: 'shop list', url: '/shopList' },
  { kind: 'detail', url: '/goodsDetail?id=3' },
  { kind: 'help', url: '/helpcenter/helpcenter' },
];

for (const { kind, url } of PAGE_TYPES) {
  test(`keyboard on a ${kind} page (${url}): skip link, search, nav, login, main content`, async ({ page }) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    expect(await tabTo(page, skip, 1)).toBe(1);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await tabTo(page, page.getByRole('link', { name: '您好，请登录' }))).toBeLessThan(6);
    const search = page.getByRole('search', { name: '站内搜索' }).getByRole('combobox');
    await tabTo(page, search);
    // The search box shows where the focus is.
    const ring = await search.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(ring).not.toBe('none');
    await tabTo(page, page.getByRole('navigation', { name: '主导航' }).getByRole('link').first());
    // From the nav into the page's content in a few steps (the category menu is one stop).
    const steps = await tabTo(page, page.locator('main a, main button, main input, main [tabindex="0"]').first(), 20);
    expect(steps).toBeLessThan(12);
  });
}

test('the QR popup opens on focus and Enter and closes on Escape; it is not in the page while closed', async ({
  page,
}) => {
  await page.goto('/home');
  const trigger = page.getByRole('button', { name: '关注我们' });
  const popup = page.getByRole('group', { name: '扫码关注' });
  await expect(popup).toHaveCount(0);
  await tabTo(page, trigger);
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('the mall nav panel opens on focus and closes on Escape', async ({ page }) => {
  await page.goto('/home');
  const mall = page.getByRole('link', { name: /商城直购/ });
  await tabTo(page, mall);
  const panel = page.getByRole('region', { name: '商城直购' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

test('the /home category menu is one Tab stop: arrows move, → enters the flyout, Escape closes it', async ({
  page,
}) => {
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: '商品分类' });
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(menu.getByRole('group')).toHaveCount(0);
  await tabTo(page, first, 60);
  await expect(menu.getByRole('group')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  const second = menu.locator('li').nth(1).getByRole('link').first();
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  const flyout = menu.getByRole('group');
  await expect(flyout.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flyout.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(flyout).toHaveCount(0);
  await expect(second).toBeFocused();
  // Tab leaves the whole menu at once.
  await page.keyboard.press('Tab');
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(false);
});

test('the 商品/店铺 search tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/home');
  const goods = page.getByRole('tab', { name: '商品' });
  await tabTo(page, goods);
  await page.keyboard.press('ArrowRight');
  const shop = page.getByRole('tab', { name: '店铺' });
  await expect(shop).toBeFocused();
  await expect(shop).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: '搜索店铺' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: '搜索店铺' })).toBeFocused();
});

test('login by keyboard: the password toggle is a Tab stop, Enter logs in, the route change focuses the heading', async ({
  page,
}) => {
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: '手机号' }));
  await page.keyboard.type(DEMO.one);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: '密码', exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '显示或隐藏密码' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: '密码', exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: '南京华建建设工程有限公司' })).toBeVisible();

  // A member page reached by keyboard: the cart; its heading takes the focus.
  await page.getByRole('banner').getByRole('link', { name: '我的购物车' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /我的购物车/ })).toBeFocused();
});

test('a refused form focuses its first invalid field', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: /注册/ }).last().click();
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('/favicon.ico is served', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/icon/);
});

test.describe('logged in', () => {
  test('the cart is reachable and its delete asks first', async ({ page }) => {
    await page.goto('/login?recordUrl=%2FbuyCar');
    await loginWithPassword(page, DEMO.one);
    await expect(page).toHaveURL(/\/buyCar$/);
    const del = page.getByRole('button', { name: /^删除 / }).first();
    if ((await del.count()) === 0) return; // an empty cart: nothing to delete
    await del.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '删除商品' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(del).toBeFocused();
  });
});
