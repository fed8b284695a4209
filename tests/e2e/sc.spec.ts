// The sc public-tender site in a real browser on the seeded database: registering as a supplier
// ends on the pending-review notice; the demo purchaser logs in on the sc site, picks a city in
// the search's picker by pinyin initials and the keyboard, and a reload keeps it (recent cities
// too); logging out of the main site ends the sc session as well; a rejected supplier resubmits;
// a member saves a search and opens it again.
import { expect, test } from './fixtures';
import { DEMO, freshPhone, latestSmsCode, loginWithPassword } from './members';

const SC_PURCHASER = '13900000001';

test('registers as a supplier: role, phone and SMS code, company, agreements → pending notice', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/sc-register');
  await page.getByRole('button', { name: /我是供应商/ }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('button', { name: /s后重新发送/ })).toBeVisible();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(await latestSmsCode(phone));
  await page.getByLabel('设置密码').fill('Build2026');
  await page.getByLabel('确认密码').fill('Build2026');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('textbox', { name: '企业名称' }).fill(`浙江恒远幕墙工程有限公司${phone.slice(-4)}`);
  await page.getByRole('textbox', { name: '统一社会信用代码' }).fill('91350100M000100Y44');
  await page.getByRole('textbox', { name: '联系人' }).fill('郑晓明');
  // The agreements start unticked: submitting without them is refused in the page.
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.locator('main').getByRole('alert')).toContainText('统一社会信用代码');
  await page.getByRole('textbox', { name: '统一社会信用代码' }).fill('91350100M000100Y43');
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.locator('main').getByRole('alert')).toContainText('请阅读并勾选两份协议');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByTestId('sc-pending')).toContainText('供应商认证审核中');
  await expect(page.getByTestId('sc-member')).toContainText('认证审核中');
});

test('the purchaser logs in, picks a city by pinyin in the search and a reload keeps it', async ({ page }) => {
  await page.goto('/sc/order-more/search');
  await page.getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/sc-login\?redirect=/);
  await page.getByRole('textbox', { name: '手机号' }).fill(SC_PURCHASER);
  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/sc\/order-more\/search$/);
  await expect(page.getByTestId('sc-member')).toContainText('采购商');

  await page.getByRole('button', { name: '选择城市' }).click();
  const dialog = page.getByRole('dialog', { name: '选择城市' });
  const input = dialog.getByRole('combobox', { name: '输入城市名或拼音首字母' });
  await input.fill('hz');
  const options = dialog.getByRole('listbox', { name: '匹配的城市' }).getByRole('option');
  await expect(options.filter({ hasText: '杭州市' })).toBeVisible();
  await expect(options.filter({ hasText: '惠州市' })).toBeVisible();
  await expect(options.filter({ hasText: '湖州市' })).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/cityCode=330100/);
  await expect(page.getByTestId('sc-city')).toHaveText('杭州');
  await expect(page.getByRole('heading', { name: /个项目|暂无数据|共/ }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('sc-city')).toHaveText('杭州');
  await expect(page.getByTestId('sc-member')).toContainText('采购商');
  await page.getByRole('button', { name: '选择城市' }).click();
  await expect(
    page.getByRole('dialog').getByRole('region', { name: '最近选择' }).getByRole('button', { name: '杭州' }),
  ).toBeVisible();
});

test('logging out of the main site ends the sc session too', async ({ page, request }) => {
  await page.goto('/sc-login');
  await page.getByRole('textbox', { name: '手机号' }).fill(SC_PURCHASER);
  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('sc-member')).toBeVisible();
  const scToken = (await page.context().cookies()).find((c) => c.name === 'sc_access_token')!.value;
  expect(
    (await request.get('/api/rs-sc-member/member/info', { headers: { 'Sc-Auth': `bearer ${scToken}` } })).status(),
  ).toBe(200);

  await page.goto('/login');
  await loginWithPassword(page, DEMO.one);
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('button', { name: '确定退出' }).click();
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible();

  expect((await page.context().cookies()).find((c) => c.name === 'sc_access_token')).toBeUndefined();
  expect(
    (await request.get('/api/rs-sc-member/member/info', { headers: { 'Sc-Auth': `bearer ${scToken}` } })).status(),
  ).toBe(401);
  await page.goto('/sc');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
});

test('an account with both roles switches in the sc header, and the switch outlives a reload', async ({ page }) => {
  await page.goto('/sc-login');
  await page.getByRole('textbox', { name: '手机号' }).fill('13900000004');
  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const roles = page.getByRole('group', { name: '切换身份' });
  await expect(roles.getByRole('button', { name: '采购商' })).toHaveAttribute('aria-pressed', 'true');
  await roles.getByRole('button', { name: '供应商' }).click();
  await expect(roles.getByRole('button', { name: '供应商' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('group', { name: '切换身份' }).getByRole('button', { name: '供应商' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a rejected supplier reads why, fixes its details and resubmits: pending review again', async ({ page }) => {
  await page.goto('/sc-login');
  await page.getByRole('textbox', { name: '手机号' }).fill('13900000005');
  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const cert = page.getByTestId('sc-cert');
  await expect(cert).toContainText('供应商认证未通过');
  await expect(cert).toContainText(/原因：.+重新提交/);
  await cert.getByRole('button', { name: '修改资料并重新提交' }).click();
  const form = cert.getByRole('form', { name: '修改认证资料' });
  await form.getByRole('textbox', { name: '统一社会信用代码' }).fill('91350100M000100Y44');
  await form.getByRole('button', { name: '重新提交审核' }).click();
  await expect(form.getByRole('alert')).toContainText('统一社会信用代码');
  await form.getByRole('textbox', { name: '统一社会信用代码' }).fill('91350100M000100Y43');
  await form.getByRole('textbox', { name: '联系人' }).fill('郑海燕');
  await form.getByRole('button', { name: '重新提交审核' }).click();
  await expect(cert).toContainText('供应商认证审核中');
  await expect(page.getByTestId('sc-member')).toContainText('认证审核中');
  await page.reload();
  await expect(page.getByTestId('sc-cert')).toContainText('供应商认证审核中');
});

test('the purchaser saves the search’s filters and opens them again from 我的订阅 on the sc home', async ({ page }) => {
  await page.goto('/sc-login');
  await page.getByRole('textbox', { name: '手机号' }).fill(SC_PURCHASER);
  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('sc-member')).toBeVisible();
  await page.goto('/sc/order-more/search?typeCode=1&methodCode=1');
  await page.getByRole('button', { name: '保存搜索' }).click();
  const form = page.getByRole('form', { name: '保存搜索条件' });
  await expect(form.getByRole('textbox', { name: '订阅名称' })).toHaveValue('工程施工 · 公开招标');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存订阅「工程施工 · 公开招标」', { exact: false })).toBeVisible();
  await page.goto('/sc');
  const mine = page.getByRole('region', { name: '我的订阅' });
  await mine.getByRole('link', { name: '工程施工 · 公开招标' }).click();
  await expect(page).toHaveURL(/\/sc\/order-more\/search\?typeCode=1&methodCode=1$/);
  await expect(page.getByRole('group', { name: '方式' }).getByRole('button', { name: '公开招标' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile MicroMessenger/8.0.47' });
  test('the download page shows the QR code and the 请在浏览器中打开 hint', async ({ page }) => {
    await page.goto('/sc-purchaser-download-h5');
    await expect(page.getByRole('img', { name: /扫码下载/ })).toBeVisible();
    await expect(page.getByTestId('sc-wechat-hint')).toContainText('在浏览器中打开');
  });
});
