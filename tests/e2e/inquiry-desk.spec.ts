// The supplier desk and the wizard's RFQ options in a browser: 13800000002 acting for 上海恒信
// sees 待我报价 with why each inquiry matches, 我的报价 with its totals, and its profile; the
// buyer's wizard offers 密封报价, 整单定标 and the invitation search. Screenshots at 1366 and 390 px (with E2E_SHOTS).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures';

/** No axe violation on what the page shows now (the desk tabs and the wizard's second step are past the route table's reach). */
async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
import { DEMO, loginWithPassword } from './members';

test('supplier desk: matching inquiries, quote history with totals, profile', async ({ page }) => {
  await page.goto('/preferentialInquiry/mine?tab=quote');
  await expect(page).toHaveURL(/\/login\?recordUrl=/);
  await loginWithPassword(page, DEMO.two);
  await page.getByRole('dialog', { name: '请选择登录的企业' }).getByText('上海恒信建材贸易有限公司').click();
  await expect(page.getByRole('heading', { level: 1, name: '我的询价与报价' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '待我报价' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('匹配原因').first()).toContainText(/主营品类|服务地区|受邀报价/);
  await shot(page, 'inquiry-desk-quote');
  await page.getByRole('tab', { name: '我的报价' }).click();
  await expect(page.getByLabel('报价统计')).toContainText('报价总数');
  await shot(page, 'inquiry-desk-history');
  await axeClean(page);
  await page.getByRole('tab', { name: '供应商资料' }).click();
  await expect(page.getByRole('checkbox', { name: '钢材' })).toBeChecked();
  await axeClean(page);
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('供应商资料已保存')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'inquiry-desk-profile-390');
});

test('wizard: quoting mode, award mode and invitations', async ({ page }) => {
  await page.goto('/preferentialInquiry/publish');
  await expect(page).toHaveURL(/\/login\?recordUrl=/);
  await loginWithPassword(page, DEMO.one);
  await page.getByRole('textbox', { name: /^物料名称/ }).fill('螺纹钢');
  await page.getByRole('textbox', { name: /^单位/ }).fill('吨');
  await page.getByRole('textbox', { name: /^数量/ }).fill('100');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('combobox', { name: /^物料分类/ }).selectOption({ label: '钢材' });
  await page.getByRole('combobox', { name: /^省份/ }).selectOption({ label: '上海市' });
  await page.getByRole('radio', { name: '密封报价' }).check();
  await expect(page.getByText(/截止前任何人（包括采购方）都看不到报价金额/)).toBeVisible();
  await page.getByRole('radio', { name: '整单定标' }).check();
  const picks = page.getByRole('list', { name: '可邀请的供应商' });
  await expect(picks.getByText('上海恒信建材贸易有限公司')).toBeVisible();
  await picks
    .getByRole('listitem')
    .filter({ hasText: '上海恒信建材贸易有限公司' })
    .getByRole('button', { name: '邀请' })
    .click();
  await expect(page.getByRole('list', { name: '已邀请的供应商' })).toContainText('上海恒信');
  await shot(page, 'inquiry-wizard-options', true);
  await axeClean(page);
});

test('comparison on a phone: the cue says the table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/preferentialInquiry/mine?state=closed');
  await expect(page).toHaveURL(/\/login\?recordUrl=/);
  await loginWithPassword(page, DEMO.one);
  const row = page
    .getByRole('listitem')
    .filter({ hasText: /报价 [2-9] 家/ })
    .first();
  await row.getByRole('link', { name: '查看定标' }).click();
  await expect(page.getByRole('region', { name: /比价表/ })).toBeVisible();
  await expect(page.getByTestId('scroll-cue').filter({ hasText: '左右滑动查看更多供应商' })).toBeVisible();
  await page.getByRole('region', { name: /比价表/ }).scrollIntoViewIfNeeded();
  await shot(page, 'inquiry-comparison-390');
});
