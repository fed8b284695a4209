// Issue 5's support case: a member's real session (log in, search goods, add to cart, log out)
// is exported like a user does it and replays with the same state values at every step, with
// the member's phone and password nowhere in the file.
import { expect, test } from './fixtures';
import { loginWithPassword, registerMember } from './members';
import { downloadSessionRecording, replayRecording } from './session-recording';

test('log in, search goods, add to cart, log out: the recording replays step for step', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login');
  await loginWithPassword(page, member.phone, member.password);
  await expect(page.getByRole('link', { name: member.company })).toBeVisible();

  await page.getByRole('combobox', { name: '搜索商品' }).fill('水泥');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/moreGoods\?page=/);
  await page.locator('main a[href^="/goodsDetail"]').first().click();
  await expect(page).toHaveURL(/\/goodsDetail\?id=\d+/);
  const added = page.waitForResponse((r) => r.url().includes('/cart/add') && r.status() === 200);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await added;
  // The 已加入购物车 notice covers the top bar for its 2 s (and stays while the pointer is on it).
  await expect(page.getByText(/已加入购物车/)).toHaveCount(0);

  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('button', { name: '确定退出' }).click();
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible();

  await page.goto('/helpcenter/helpcenter');
  const { recording } = await downloadSessionRecording(page, 'button');
  const types = recording.events.map((e) => e.event.type);
  expect(types).toEqual(
    expect.arrayContaining(['login.submit', 'store.rememberKeyword', 'logout.request', 'logout.confirm']),
  );
  const text = JSON.stringify(recording);
  expect(text).not.toContain(member.phone);
  expect(text).not.toContain(member.password);

  const result = replayRecording(recording);
  expect(result.differing).toEqual([]);
});
