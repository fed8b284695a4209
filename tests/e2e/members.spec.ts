// Membership end to end on the real server: register with an SMS code from the outbox, log in,
// switch company, log out; the login-back handoff; recordUrl; the handleLogout query; a second
// tab logged out elsewhere.
import { expect, test } from './fixtures';
import { DEMO, expectLoggedOut, freshPhone, latestSmsCode, loginWithPassword } from './members';

test('register with an SMS code, then log out and log in again', async ({ page }) => {
  const phone = freshPhone();
  const company = `测试建工${phone.slice(-6)}有限公司`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+s后重新发送/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(await latestSmsCode(phone));
  await page.getByRole('textbox', { name: '登录密码' }).fill('Build2026');
  await page.getByRole('textbox', { name: '确认密码' }).fill('Build2026');
  await page.getByRole('textbox', { name: '企业名称' }).fill(company);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /注册/ }).last().click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: company })).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('button', { name: '确定退出' }).click();
  // The logout ends on the handler's reload of the bare path: only that page offers 登录.
  await expectLoggedOut(page);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/login');
  await loginWithPassword(page, phone, 'Build2026');
  await expect(page.getByRole('link', { name: company })).toBeVisible();
});

test('a member of two companies chooses one, switches to the other, and logs out', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.two);
  const chooser = page.getByRole('dialog', { name: '请选择登录的企业' });
  await chooser.getByText('上海恒信建材贸易有限公司').click();
  await expect(page.getByRole('link', { name: '上海恒信建材贸易有限公司' })).toBeVisible();

  await page.getByRole('button', { name: /切换企业/ }).click();
  await page.getByRole('menuitemradio', { name: '杭州鼎盛建筑工程有限公司' }).click();
  await expect(page.getByRole('link', { name: '杭州鼎盛建筑工程有限公司' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '杭州鼎盛建筑工程有限公司' })).toBeVisible();

  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('button', { name: '确定退出' }).click();
  await expectLoggedOut(page);
});

test('login-back takes a token from another site, drops it from the address bar and goes on', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/blade-auth/oauth/token', {
    data: { grantType: 'password', phone: DEMO.one, password: DEMO.password },
  });
  const { data } = (await res.json()) as { data: { accessToken: string; deptId: string } };
  await page.goto(
    `/login-back?token=${data.accessToken}&switchtocompanyid=${data.deptId}&target=${encodeURIComponent('/helpcenter/helpcenter')}`,
  );
  await expect(page).toHaveURL(/\/helpcenter\/helpcenter$/);
  expect(page.url()).not.toContain(data.accessToken);
  await expect(page.getByRole('link', { name: '南京华建建设工程有限公司' })).toBeVisible();
});

test('a logged-out visitor opening the cart logs in and comes back to it', async ({ page }) => {
  await page.goto('/buyCar');
  await expect(page).toHaveURL(/\/login\?recordUrl=%2FbuyCar/);
  await loginWithPassword(page, DEMO.one);
  await expect(page).toHaveURL(/\/buyCar$/);
});

test('the handleLogout query clears the login and reloads the bare path', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.one);
  await expect(page.getByRole('link', { name: '南京华建建设工程有限公司' })).toBeVisible();
  await page.goto('/home?handleLogout=1');
  await expect(page).toHaveURL(/\/home$/);
  await expectLoggedOut(page);
  expect(await page.evaluate(() => localStorage.getItem('params'))).toBeNull();
});

test('a second tab logged out elsewhere is reloaded logged out', async ({ page, context }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.one);
  await expect(page.getByRole('link', { name: '南京华建建设工程有限公司' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/home');
  await expect(other.getByRole('link', { name: '南京华建建设工程有限公司' })).toBeVisible();

  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('button', { name: '确定退出' }).click();
  await expectLoggedOut(page);

  await other.bringToFront();
  await expect(other.getByRole('link', { name: '您好，请登录' })).toBeVisible();
});
