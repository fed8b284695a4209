// Equipment rental in a real browser on the seeded database: the supply list is rendered on the
// server with its data; search → filter → open a machine's card → compute a job's all-in cost →
// log in to see the contact → back on the same card with the full phone. A member publishes a
// machine (problems on their fields first), lands on its card, and edits it from 本企业发布的信息.
import { expect, test } from './fixtures';
import { loginWithPassword, DEMO } from './members';

const LIST = '/findDevices/listSupply';

test('search, filter, open a card, compute a job cost, log in for the contact and come back', async ({
  page,
  request,
}) => {
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

test('a member publishes a machine, lands on its card and edits it from the own listings', async ({ page }) => {
  await page.goto('/findDevices/publish');
  await expect(page).toHaveURL(/\/login\?recordUrl=/);
  await loginWithPassword(page, DEMO.one);
  await expect(page).toHaveURL('/findDevices/publish');
  const form = page.getByRole('form', { name: '发布出租信息' });
  await form.getByRole('button', { name: '发布出租信息' }).click();
  await expect(form.getByRole('textbox', { name: '标题' })).toBeFocused();
  await expect(form.getByText('请填写所选租赁方式的租金，或勾选面议')).toBeVisible();

  const title = `徐工XE215DA 挖掘机出租 ${String(Date.now() % 100_000)}`;
  await form.getByRole('textbox', { name: '标题' }).fill(title);
  await form.getByRole('combobox', { name: '品牌' }).selectOption('徐工');
  await form.getByRole('textbox', { name: '吨位 / 规格' }).fill('21');
  await form.getByRole('textbox', { name: '出厂年份' }).fill('2021');
  await form.getByRole('textbox', { name: '工作小时' }).fill('3200');
  await form.getByRole('textbox', { name: '租金（元/台班）' }).fill('1500');
  await form.getByRole('combobox', { name: '省份' }).selectOption({ label: '江苏省' });
  await form.getByRole('combobox', { name: '城市' }).selectOption({ label: '南京市' });
  await form.getByRole('textbox', { name: '停放地址' }).fill('南京市江宁区机械城8号');
  await form.getByRole('textbox', { name: '联系人' }).fill('周师傅');
  await form.getByRole('textbox', { name: '联系电话' }).fill('13912340088');
  await form.getByRole('button', { name: '发布出租信息' }).click();
  await expect(page).toHaveURL(/\/findDevices\/device-card\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const card = new URL(page.url());

  await page.goto('/findDevices/publish');
  await page.getByRole('link', { name: `修改 ${title}` }).click();
  await expect(page).toHaveURL(`/findDevices/publish${card.search}`);
  const edit = page.getByRole('form', { name: '修改出租信息' });
  await expect(edit.getByRole('textbox', { name: '标题' })).toHaveValue(title);
  await expect(edit.getByRole('textbox', { name: '租金（元/台班）' })).toHaveValue('1500');
  await edit.getByRole('textbox', { name: '标题' }).fill(`${title} 可长租`);
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL(card.pathname + card.search);
  await expect(page.getByRole('heading', { level: 1, name: `${title} 可长租` })).toBeVisible();

  await page.goto('/findDevices/publish?id=999999');
  await expect(page.getByRole('heading', { name: '该信息不存在或不属于本企业' })).toBeVisible();
});
