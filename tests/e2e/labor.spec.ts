// Labour services in a real browser on the seeded database: from the landing's speciality tree
// to a filtered job board (the URL is the filter), a post's detail with its contact masked,
// 登录查看 → login → back → the phone revealed; then publishing a worker card with a 特种作业
// certificate, finding it on the worker board with its badge, editing it from 我的劳务信息, and
// the demo reviewer's desk.
import { expect, test } from './fixtures';
import { DEMO, loginWithPassword } from './members';

const SLOW = { timeout: 20_000 };

test('browse the tree → filter job posts → open one → log in to see the contact', async ({ page }) => {
  await page.goto('/labor-services');
  await expect(page).toHaveTitle(/找人/);
  await page.getByRole('navigation', { name: '按工种找活' }).getByRole('link', { name: '钢筋工' }).click();
  await expect(page).toHaveURL(/more-work\?trades=0601/);
  const first = page.locator('main li h2 a').first();
  await expect(first).toBeVisible(SLOW);
  for (const meta of await page.locator('main li p:last-child').allTextContents()) expect(meta).toContain('钢筋工');
  await page.getByRole('group', { name: '结算' }).getByRole('button', { name: '月结' }).click();
  await expect(page).toHaveURL(/settlement=%E6%9C%88%E7%BB%93/);
  await expect(page.getByLabel('加载中')).toHaveCount(0);
  const title = (await page.locator('main li h2 a').first().textContent())!;
  await page.locator('main li h2 a').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
  await expect(page.getByTestId('contact-phone')).toContainText('****');

  await page.getByRole('link', { name: '登录查看' }).click();
  await expect(page).toHaveURL(/\/login\?recordUrl=/);
  await loginWithPassword(page, DEMO.one);
  await expect(page).toHaveURL(/detail-work\?id=\d+/, SLOW);
  await page.getByRole('button', { name: '查看联系电话' }).click(SLOW);
  await expect(page.getByTestId('contact-phone')).toHaveText(/^1[3-9]\d{9}$/, SLOW);
  await expect(page.getByText('对方已收到查看提醒')).toBeVisible();
});

test('publish a worker card with a certificate and find it on the worker board', async ({ page }) => {
  await page.goto('/labor-services/publish?kind=worker');
  await page.getByRole('link', { name: '登录后发布' }).click(SLOW);
  await loginWithPassword(page, DEMO.one);
  const form = page.getByRole('form', { name: '发布找活名片' });
  await expect(form).toBeVisible(SLOW);
  await form.getByRole('button', { name: '发布找活名片' }).click();
  await expect(form.getByText('请至少选择一个工种')).toBeVisible();

  await form.getByLabel('姓氏（展示为某师傅）').fill('欧');
  await form.getByLabel('真实姓名（登录会员可见）').fill('欧建明');
  await form.getByLabel('手机号').fill('13765432109');
  await form.getByLabel('工龄（年）').fill('15');
  await form.getByLabel('年龄').fill('44');
  await form.getByLabel('籍贯').selectOption({ label: '四川省' });
  await form.getByLabel('期望工资').fill('14000');
  await form.getByLabel('工资单位').selectOption('元/月');
  await form.getByRole('group', { name: '选择工种' }).getByRole('button', { name: '塔吊司机' }).click();
  await form.getByRole('combobox', { name: '省份' }).selectOption({ label: '江苏省' });
  await form.getByRole('combobox', { name: '城市' }).selectOption({ label: '苏州市' });
  await form.getByRole('button', { name: '添加证书' }).click();
  const cert = form.getByRole('group', { name: '证书 1' });
  await cert.getByLabel('证书类型').selectOption({ label: '建筑起重机械司机（塔式起重机）' });
  await cert.getByLabel('发证省份').selectOption({ label: '江苏省' });
  await cert.getByLabel('证书编号').fill('苏E052022000888');
  await cert.getByLabel('发证日期').fill('2022-03-15');
  await cert.getByLabel('有效期至').fill('2028-03-14');
  await form.getByRole('button', { name: '发布找活名片' }).click();

  await expect(page).toHaveURL(/detail-worker\?id=\d+/, SLOW);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/欧师傅 · 塔吊司机/);
  await expect(page.getByText('建筑起重机械司机（塔式起重机） · 格式有效').first()).toBeVisible();

  await page.goto('/labor-services/more-worker?trades=1503&certType=05&provinceCode=320000&cityCode=320500');
  await expect(page.getByRole('link', { name: '欧师傅 · 塔吊司机' })).toBeVisible(SLOW);

  // Edit it from 我的劳务信息: the form comes back filled in; the saved change shows on the card.
  await page.goto('/labor-services/mine');
  await page.getByRole('link', { name: '修改「欧师傅的找活名片」' }).first().click(SLOW);
  const edit = page.getByRole('form', { name: '修改找活名片' });
  await expect(edit.getByLabel('姓氏（展示为某师傅）')).toHaveValue('欧', SLOW);
  await edit.getByLabel('期望工资').fill('15500');
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL(/detail-worker\?id=\d+/, SLOW);
  await expect(page.getByText('15500', { exact: false }).first()).toBeVisible(SLOW);
  // Another's or an unknown id is not found.
  await page.goto('/labor-services/publish?kind=worker&id=1');
  await expect(page.getByRole('heading', { name: '该信息不存在或不是您发布的' })).toBeVisible(SLOW);
});
