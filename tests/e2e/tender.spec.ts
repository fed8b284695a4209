// Tenders in a real browser on the seeded database: the list is rendered on the server with its
// data and its filters survive a reload; a malformed query gets the notice; an unknown tender is
// a 404; a member saves the list's filters and finds them on the desk, from where they open the
// list; a new tender matching a saved search raises the member's unread count in the header.
// The whole tender and the purchaser's wizard: tender-lifecycle.spec.ts.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { authHeaders, BASIC, DEMO, logInByCookie } from './members';
import { SLOW, SUPPLIER, workdayAhead } from './tender-helpers';

const LIST = '/preferentialInquiry/tenders';

interface Card {
  id: number;
  title: string;
  typeName: string;
  purchaser: { companyId: number };
}

async function rows(page: Page): Promise<string[]> {
  await expect(page.getByLabel('加载中')).toHaveCount(0);
  await expect(page.locator('main li h2').first()).toBeVisible();
  return page.locator('main li h2 a').allTextContents();
}

test('the list is server-rendered with its data, and its filters survive a reload', async ({ page, request }) => {
  const api = await request.post('/api/rs-share-service/tender/page', { data: { typeCode: '2', size: 20 } });
  const first = ((await api.json()).data.records as Card[])[0];
  const html = await (await request.get(`${LIST}?typeCode=2`)).text();
  expect(html).toContain(first.title);
  expect(html).toContain('<title>招标公告 - ');

  await page.goto(LIST);
  await rows(page);
  await page.getByRole('group', { name: '类型' }).getByRole('button', { name: '物资采购' }).click();
  await expect(page).toHaveURL(/typeCode=2/);
  await page.getByRole('button', { name: '7日内截止' }).click();
  await expect(page).toHaveURL(/closingSoon=true/);
  await page.getByRole('button', { name: '即将开标' }).click();
  await expect(page).toHaveURL(/sort=deadline/);
  const before = await rows(page);
  const url = page.url();

  await page.reload();
  expect(page.url()).toBe(url);
  expect(await rows(page)).toEqual(before);
  await expect(page.getByRole('group', { name: '类型' }).getByRole('button', { name: '物资采购' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: '7日内截止' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '即将开标' })).toHaveAttribute('aria-pressed', 'true');
  for (const meta of await page.locator('main li p').allTextContents()) expect(meta).toContain('物资采购');
});

test('a malformed list query falls back to the defaults with the notice', async ({ page }) => {
  await page.goto(`${LIST}?typeCode=99&current=-4&budgetMinWan=abc`);
  await expect(page.getByRole('alert')).toHaveText('搜索条件有误，已为您恢复默认条件');
  expect((await rows(page)).length).toBe(20);
});

test('an unknown tender is the 404 page with HTTP 404', async ({ page }) => {
  const res = await page.goto('/preferentialInquiry/tenderDetail?id=99999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '该招标项目不存在' })).toBeVisible();
  await expect(page).toHaveTitle(/招标项目不存在/);
});

test('a member saves the list filters and finds them on the desk', async ({ page, context, baseURL }) => {
  await logInByCookie(context, baseURL!, SUPPLIER.phone, { tenantId: SUPPLIER.tenantId });
  await page.goto(`${LIST}?typeCode=1&methodCode=1`);
  await rows(page);
  await page.getByRole('button', { name: '保存搜索' }).click();
  await expect(page.getByRole('dialog', { name: '保存搜索条件' })).toBeVisible(SLOW);
  const dialog = page.getByRole('dialog', { name: '保存搜索条件' });
  const name = dialog.getByRole('textbox', { name: '订阅名称' });
  await expect(name).toHaveValue('工程施工 · 公开招标');
  const unique = `施工招标E2E${Date.now() % 100000}`;
  await name.fill(unique);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存订阅「${unique}」`, { exact: false })).toBeVisible();

  await page.goto('/preferentialInquiry/myTenders');
  const row = page.getByRole('listitem').filter({ hasText: unique });
  await expect(row).toContainText('工程施工，公开招标', SLOW);
  await row.getByRole('link', { name: `打开订阅「${unique}」` }).click();
  await expect(page).toHaveURL(/\/preferentialInquiry\/tenders\?typeCode=1&methodCode=1$/);
  await expect(page.getByRole('group', { name: '方式' }).getByRole('button', { name: '公开招标' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/preferentialInquiry/myTenders');
  await expect(page.getByRole('button', { name: `删除订阅「${unique}」` })).toBeVisible(SLOW);
  await page.getByRole('button', { name: `删除订阅「${unique}」` }).click();
  await page.getByRole('dialog', { name: '删除订阅' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: unique })).toHaveCount(0);
});

test('a new tender matching a saved search raises the member’s unread count in the header', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const accessToken = await logInByCookie(context, baseURL!, SUPPLIER.phone, { tenantId: SUPPLIER.tenantId });
  const supplier = { ...BASIC, 'Blade-Auth': `bearer ${accessToken}` };
  const unread = async () =>
    (await (await request.get('/api/rs-member-service/notice/unread-count', { headers: supplier })).json()).data as {
      order: number;
      system: number;
    };
  const before = await unread();

  // 南京华建 (13800000001, a buyer) publishes a 物资采购 tender in 江苏: 上海恒信's seeded search 江苏物资采购 matches it.
  const buyerAuth = await authHeaders(request, DEMO.one);
  const day = 24 * 3600_000;
  const published = await request.post('/api/rs-share-service/tender/publish', {
    headers: buyerAuth,
    data: {
      title: `南京地铁站点项目钢筋采购招标公告E2E${Date.now() % 100000}`,
      projectName: '南京地铁站点项目',
      typeCode: '2',
      methodCode: '3',
      provinceCode: '320000',
      cityCode: '320100',
      budgetWan: 100,
      marginAmount: 10000,
      qualification: '',
      openPlace: '南京公共资源交易中心开标1室',
      registrationDeadline: new Date(Date.now() + 3 * day).toISOString(),
      // Past the 7-day window: the list test's 7日内截止 view must not gain it between its reads; on a working day.
      bidDeadline: workdayAhead(10),
      contactName: '张经理',
      contactPhone: '13900001111',
    },
  });
  expect(published.status()).toBe(200);
  // At least one more: inquiry-flow.spec, running in parallel, may notify 上海恒信 of its award too.
  await expect.poll(async () => (await unread()).system).toBeGreaterThan(before.system);

  await page.goto(LIST);
  const bell = page.getByRole('link', { name: /^消息通知 \d+ 条未读$/ });
  await expect(bell).toBeVisible(SLOW);
  const shown = Number((await bell.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThan(before.order + before.system);
});
