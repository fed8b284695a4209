// Subcontract projects in a real browser on the seeded database: the list is rendered on the
// server with its data; a member company stores its 资质, filters 只看我能接的, applies to a
// package of 南京华建, the contractor's account sees the application on the package, and after the
// applicant withdraws it, sees it withdrawn.
import { expect, test, waitForHydration } from './fixtures';
import { DEMO, logInByCookie } from './members';

const LIST = '/findProject/projectListNeed';
/** A member part appears after the session check and a lazy chunk: on a busy machine, seconds. */
const SLOW = { timeout: 20_000 };

test('the list and the landing are server-rendered with their data', async ({ request }) => {
  const api = await request.post('/api/rs-project-service/subcontract/page', { data: { categoryCode: '2', size: 20 } });
  const first = (await api.json()).data.records[0] as { projectName: string };
  const html = await (await request.get(`${LIST}?categoryCode=2`)).text();
  expect(html).toContain(first.projectName);
  expect(html).toContain('<title>分包项目 - ');
  expect(await (await request.get('/findProject')).text()).toContain('分包项目总数');
  expect((await request.get('/findProject/detailNeedJ?id=99999999')).status()).toBe(404);
  expect(await (await request.get('/findProject/publish')).text()).toContain('<title>发布分包项目 - ');
});

test('a member stores its 资质, filters 只看我能接的, applies; the contractor sees the application', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two members' sessions, each with its lazy member parts: on 2 busy cores more than the default 90 s on a slow CI machine.
  test.setTimeout(180_000);
  await logInByCookie(page.context(), baseURL!, DEMO.two, { tenantId: '100002' });
  await page.goto(`${LIST}?keyword=${encodeURIComponent('南京华建')}&categoryCode=6`);
  await page.getByRole('button', { name: '我的资质' }).click(SLOW);
  const panel = page.getByRole('region', { name: '我的资质' });
  await panel.getByRole('combobox', { name: '资质类别' }).selectOption({ label: '防水防腐保温工程专业承包' }, SLOW);
  await panel.getByRole('combobox', { name: '资质等级' }).selectOption({ label: '一级' });
  await panel.getByRole('textbox', { name: '证书编号' }).fill('D231098765');
  await panel.getByLabel('有效期至').fill('2029-06-30');
  await panel.getByRole('button', { name: '保存资质' }).click();
  await expect(panel.getByRole('cell', { name: 'D231098765' })).toBeVisible(SLOW);

  await page.getByRole('button', { name: '只看我能接的' }).click();
  await expect(page).toHaveURL(/canTake=true/);
  const first = page.locator('main li h2').first();
  await expect(first.getByText('资质符合')).toBeVisible(SLOW);
  const name = (await first.getByRole('link').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detailUrl = page.url();

  const apply = page.getByRole('region', { name: '报名' });
  await apply.getByRole('textbox', { name: '类似业绩' }).fill('近三年完成地下室及屋面防水工程 4 项', SLOW);
  await apply.getByRole('textbox', { name: '意向报价（万元，选填）' }).fill('120');
  await apply.getByRole('button', { name: '提交报名' }).click();
  await expect(apply.getByText('待处理')).toBeVisible(SLOW);

  const contractor = await browser.newContext({ baseURL });
  contractor.on('page', waitForHydration);
  await logInByCookie(contractor, baseURL!, DEMO.one, { tenantId: '100001' });
  const other = await contractor.newPage();
  // The page takes the login up through /login-back and comes back: three full loads, then the
  // member parts; on 2 busy cores in the full suite that passed 20 s.
  await other.goto(detailUrl);
  const applicants = other.getByRole('region', { name: '报名单位' });
  await expect(applicants.getByText('上海恒信建材贸易有限公司')).toBeVisible({ timeout: 45_000 });
  await expect(applicants.getByText('报价：120 万元')).toBeVisible();

  // The applicant withdraws (asked once more); the contractor sees it withdrawn.
  await apply.getByRole('button', { name: '撤回报名' }).click();
  const dialog = page.getByRole('dialog', { name: '撤回报名' });
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await dialog.getByRole('button', { name: '撤回报名' }).click();
  await expect(apply.getByRole('button', { name: '提交报名' })).toBeVisible(SLOW);
  await other.reload();
  await expect(other.getByRole('region', { name: '报名单位' }).getByText(/已撤回/)).toBeVisible({ timeout: 45_000 });
  await contractor.close();
});
