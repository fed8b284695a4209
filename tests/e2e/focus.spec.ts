// Focus follows the user (issue 22; docs/architecture.md): after a committed keyword search in the inquiry
// hall the focus is on the results heading, which announces the count, not on <body>; and
// 跳到结果 before the filters leads there; a page beyond the last links back to the last one.
import { expect, test } from './fixtures';

const HALL = '/preferentialInquiry/inquiryMore';

test('a keyword search in the inquiry hall (Enter) focuses the results heading', async ({ page }) => {
  await page.goto(HALL);
  const heading = page.locator('#list-results');
  await expect(heading).toHaveText(/^共 \d+ 条询价/);
  const box = page.getByRole('searchbox', { name: '关键词' });
  await box.fill('钢');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('list-results');
  const active = await page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent,
  }));
  expect(active.tag).toBe('H2');
  expect(active.text).toMatch(/^共 \d+ 条询价/);
});

test('跳到结果 is reached by keyboard before the filters and leads to the results', async ({ page }) => {
  await page.goto(HALL);
  const skip = page.getByRole('link', { name: '跳到结果' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('list-results');
});

test('a tender page beyond the last says so and links to the last page', async ({ page }) => {
  await page.goto('/preferentialInquiry/tenders?current=999');
  await expect(page.getByText('第 999 页超出范围')).toBeVisible();
  const back = page.getByRole('link', { name: /^回到最后一页/ });
  await back.click();
  await expect(page).not.toHaveURL(/current=999/);
  await expect(page.locator('main li').first()).toBeVisible();
});
