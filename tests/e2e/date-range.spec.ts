// A date range is one control (one Tab stop): picking the first day changes nothing yet; the range
// applies once both days are picked, as one history entry; clearing applies at once.
import { expect, test } from './fixtures';

test('a date range applies on the committed choice, once, and clears in one step', async ({ page }) => {
  await page.goto('/labor-services/more-work');
  const control = page.getByRole('button', { name: /^开工日期 / });
  await control.focus();
  await page.keyboard.press('Enter');
  const days = page.locator('table button:not([data-outside]):not([disabled])');
  await days.nth(3).click();
  await expect(page).not.toHaveURL(/startFrom/);
  await days.nth(10).click();
  await expect(page).toHaveURL(/startFrom=\d{4}-\d{2}-\d{2}&startTo=\d{4}-\d{2}-\d{2}/);
  await expect(control).toContainText('至');
  const heading = page.getByRole('heading', { name: /^共 \d+ 条招工/ });
  await expect(heading).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/startFrom/);
  await page.goForward();
  await expect(page).toHaveURL(/startTo=/);
  await page.getByRole('button', { name: '清除开工日期' }).click();
  await expect(page).not.toHaveURL(/startFrom/);
});
