// Tenders in a real browser on the seeded database: the list is rendered on the server with its
// data and its filters survive a reload; a malformed query gets the notice; an unknown tender is
// a 404; a supplier member registers, records a margin payment and sees 已缴 (also on the desk);
// a member saves the list's filters and finds them on the desk, from where they open the list; a new
// tender matching a saved search raises the member's unread count in the header.
import { expect, test } from './fixtures';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO } from './members';

const LIST = '/preferentialInquiry/tenders';
const BASIC = { Authorization: 'Basic cG9ydGFsOnBvcnRhbF9zZWNyZXQ=' };
/** 13800000002 acting for 上海恒信 (a supplier company, id 2). */
const SUPPLIER = { phone: DEMO.two, tenantId: '100002', companyId: 2 };
/** A member part appears after the session check and a lazy chunk: on a busy machine, seconds. */
const SLOW = { timeout: 20_000 };

interface Card {
  id: number;
  title: string;
  typeName: string;
  purchaser: { companyId: number };
}

async function token(request: APIRequestContext): Promise<{ accessToken: string; deptId: string; username: string }> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: BASIC,
    data: { grantType: 'password', phone: SUPPLIER.phone, password: DEMO.password, tenantId: SUPPLIER.tenantId },
  });
  return (await res.json()).data;
}

/** Logged in the way another site of the domain leaves it: the page takes the cookies up. */
async function logIn(context: BrowserContext, baseURL: string): Promise<string> {
  const t = await token(context.request);
  await context.addCookies([
    { name: 'login_access_token', value: t.accessToken, url: baseURL },
    { name: 'login_dept_id', value: t.deptId, url: baseURL },
    { name: 'login_username', value: encodeURIComponent(t.username), url: baseURL },
  ]);
  return t.accessToken;
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
  await expect(page.getByRole('group', { name: '类型' }).getByRole('button', { name: '物资采购' })).toHaveAttribute('aria-pressed', 'true');
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

/** An open tender of another company that charges a margin and 上海恒信 has not registered for. */
async function openTender(request: APIRequestContext, accessToken: string): Promise<Card> {
  const auth = { ...BASIC, 'Blade-Auth': `bearer ${accessToken}` };
  // The latest open tenders: far from their deadlines, so the test never races one.
  const res = await request.post('/api/rs-share-service/tender/page', { data: { status: '1', size: 20 } });
  const cards = ((await res.json()).data.records as Card[]).filter((t) => t.purchaser.companyId !== SUPPLIER.companyId);
  const statuses = await Promise.all(
    cards.map(async (t) => (await (await request.get(`/api/rs-share-service/tender/margin-status?tenderId=${t.id}`, { headers: auth })).json()).data),
  );
  const found = cards.find((_, i) => statuses[i].canRegister && statuses[i].marginAmount > 0);
  if (!found) throw new Error('no open tender to register for');
  return found;
}

test('a supplier registers, records the margin payment and sees 已缴', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const accessToken = await logIn(context, baseURL!);
  const t = await openTender(context.request, accessToken);
  await page.goto(`/preferentialInquiry/tenderDetail?id=${t.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录查看' })).toHaveCount(0);

  const panel = page.getByRole('region', { name: '报名与投标保证金' });
  await expect(panel.getByRole('button', { name: '立即报名' })).toBeVisible(SLOW);
  await panel.getByRole('button', { name: '立即报名' }).click();
  await expect(panel.getByText('未缴', { exact: true })).toBeVisible();
  await expect(panel).toContainText('已报名');

  await panel.getByRole('combobox', { name: '缴纳方式' }).selectOption({ label: '银行保函' });
  await panel.getByRole('textbox', { name: '凭证号 / 保函编号' }).fill('BH-E2E-0001');
  await panel.getByRole('button', { name: '登记缴纳' }).click();
  await expect(panel.getByText('已缴', { exact: true })).toBeVisible();
  await expect(panel).toContainText('银行保函');

  // after a reload the server says the same
  await page.reload();
  await expect(page.getByRole('region', { name: '报名与投标保证金' }).getByText('已缴', { exact: true })).toBeVisible(SLOW);

  await page.goto('/preferentialInquiry/myTenders');
  const row = page.getByRole('listitem').filter({ hasText: t.title });
  await expect(row).toContainText('已缴', SLOW);
});

test('a member saves the list filters and finds them on the desk', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await logIn(context, baseURL!);
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
  await expect(page.getByRole('group', { name: '方式' }).getByRole('button', { name: '公开招标' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/preferentialInquiry/myTenders');
  await expect(page.getByRole('button', { name: `删除订阅「${unique}」` })).toBeVisible(SLOW);
  await page.getByRole('button', { name: `删除订阅「${unique}」` }).click();
  await page.getByRole('dialog', { name: '删除订阅' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: unique })).toHaveCount(0);
});

test('a new tender matching a saved search raises the member’s unread count in the header', async ({ page, context, baseURL, request }) => {
  test.setTimeout(60_000);
  const accessToken = await logIn(context, baseURL!);
  const supplier = { ...BASIC, 'Blade-Auth': `bearer ${accessToken}` };
  const unread = async () => (await (await request.get('/api/rs-member-service/notice/unread-count', { headers: supplier })).json()).data as { order: number; system: number };
  const before = await unread();

  // 南京华建 (13800000001, a buyer) publishes a 物资采购 tender in 江苏: 上海恒信's seeded search 江苏物资采购 matches it.
  const buyer = await request.post('/api/blade-auth/oauth/token', { headers: BASIC, data: { grantType: 'password', phone: DEMO.one, password: DEMO.password } });
  const buyerAuth = { ...BASIC, 'Blade-Auth': `bearer ${(await buyer.json()).data.accessToken}` };
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
      // Past the 7-day window: the list test's 7日内截止 view must not gain it between its reads.
      bidDeadline: new Date(Date.now() + 10 * day).toISOString(),
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
