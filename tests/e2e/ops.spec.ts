// The operations console on the real server at 1366 px, by keyboard: a 审核员 logs in with password
// and the TOTP code of the seeded secret (README), claims a member's request to join a company and
// approves it with a reason; 管理员 finds the decision with its reason in the audit log and sees
// the operators. Each page shows no axe violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { demoTotpSecret, OPS_DEMO_PASSWORD } from '../../src/server/modules/ops/seed';
import { expect, test } from './fixtures';

const SLOW = { timeout: 15_000 };
const REASON = '已核实为该企业员工，同意加入';

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logs in by keyboard: account, password, Enter; then the code, Enter. */
async function login(page: Page, account: string) {
  await page.goto('/ops/login');
  await axeClean(page);
  await page.getByRole('textbox', { name: '操作员账号' }).focus();
  await page.keyboard.type(account);
  await page.keyboard.press('Tab');
  await page.keyboard.type(OPS_DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const code = page.getByRole('textbox', { name: '动态口令' });
  await code.focus();
  await page.keyboard.type(new TOTP({ secret: demoTotpSecret(account) }).generate());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ops\/(queue|audit)/, SLOW);
}

test('a 审核员 approves a join request with a reason; 管理员 sees it in the audit log', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, 'shenhe01');
  await page.goto('/ops/queue?kind=membership');
  await expect(page.getByRole('heading', { name: /项待审核/ })).toBeVisible(SLOW);
  await axeClean(page);

  const keyword = page.getByRole('textbox', { name: '关键词' });
  await keyword.focus();
  await page.keyboard.type('13700000106');
  await page.keyboard.press('Enter');
  const item = page.getByRole('listitem').filter({ hasText: '陈助理' });
  await expect(item).toHaveCount(1, SLOW);
  await expect(item).toContainText('已等待 12 天');
  await item.getByRole('button', { name: '领取' }).press('Enter');
  const reason = item.getByRole('textbox', { name: '审核理由' });
  await expect(reason).toBeVisible(SLOW);
  await axeClean(page);
  await reason.focus();
  await page.keyboard.type(REASON);
  await item.getByRole('button', { name: '通过' }).press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: '陈助理' })).toHaveCount(0, SLOW);

  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/ops\/login/, SLOW);
  await login(page, 'admin');
  await expect(page).toHaveURL(/\/ops\/audit/);
  await page.getByRole('combobox', { name: '对象类型' }).selectOption('membership');
  await page.getByRole('button', { name: '查询' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: REASON });
  await expect(row).toContainText('审核员王静', SLOW);
  await expect(row).toContainText('通过');
  await axeClean(page);

  // The operators' page: every seeded role, and the form for a new operator.
  await page.getByRole('link', { name: '操作员' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'jigou01' })).toContainText('机构经办', SLOW);
  await expect(page.getByRole('form', { name: '新建操作员' })).toBeVisible();
  await axeClean(page);
});
