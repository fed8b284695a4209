// The one search box for the whole portal: typing in the header suggests listings of every section
// under their headings beside the goods; the last option opens the 搜索全站 page, which groups the
// hits per section, narrows to one section page by page, and survives a reload.
import { expect, test } from './fixtures';

test('header suggestions reach every section; 搜索全站 groups, narrows and pages', async ({ page }) => {
  await page.goto('/home');
  const box = page.getByRole('combobox', { name: '搜索商品' });
  await box.fill('挖掘机');
  const list = page.getByRole('listbox', { name: '搜索建议' });
  await expect(list.getByRole('group', { name: '设备', exact: true }).getByRole('option').first()).toContainText(
    '挖掘机',
  );

  // The keyboard reaches the last option (the 搜索全站 page) through the groups.
  await box.press('ArrowUp');
  await expect(page.getByRole('option', { name: '在全站搜索“挖掘机”' })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/site-search\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“挖掘机”的搜索结果');
  const devices = page.getByRole('region', { name: /^设备 \d+ 条$/ });
  await expect(devices.getByRole('link').first()).toContainText('挖掘机');

  // One section, page by page; the view is the URL.
  await page
    .getByRole('group', { name: '范围' })
    .getByRole('button', { name: /^设备（\d+）$/ })
    .click();
  await expect(page.getByRole('heading', { name: /^共 \d+ 条结果/ })).toBeVisible();
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('group', { name: '范围' }).getByRole('button', { name: /^设备（/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('main').getByRole('link').filter({ hasText: '挖掘机' }).first().click();
  await expect(page).toHaveURL(/\/findDevices\/device-card\?id=\d+/);
});
