// Tenders in a real browser on the seeded database: the list is rendered on the server with its
// data and its filters survive a reload; a malformed query gets the notice; an unknown tender is
// a 404; a supplier member registers (待审核), is approved, uploads its margin voucher, is confirmed and bids sealed;
// a member saves the list's filters and finds them on the desk, from where they open the list; a new
// tender matching a saved search raises the member's unread count in the header. A tender run
// through registration, review, margin voucher, confirmation and a sealed bid.
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

const DAY_MS = 24 * 3600_000;
/** An instant `days` ahead, moved to the next Beijing working day (openings fall on working days). */
function workdayAhead(days: number): string {
  let t = Date.now() + days * DAY_MS;
  while ([0, 6].includes(new Date(t + 8 * 3600_000).getUTCDay())) t += DAY_MS;
  return new Date(t).toISOString();
}

async function buyerAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/blade-auth/oauth/token', { headers: BASIC, data: { grantType: 'password', phone: DEMO.one, password: DEMO.password } });
  return { ...BASIC, 'Blade-Auth': `bearer ${(await res.json()).data.accessToken}` };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

// The tender run end to end as far as the real clock allows (the e2e server has no test clock, so
// the opening, candidates and result are covered by tests/server/tender-bidding.test.ts): 南京华建
// publishes, 上海恒信 registers in the browser → 待审核 → approved → uploads its margin voucher →
// confirmed → submits a sealed bid; the purchaser's desk shows the bid sealed; both see notices.
test('a supplier registers, is approved, uploads the margin voucher, is confirmed and bids sealed', async ({ page, context, baseURL, request, browser }) => {
  test.setTimeout(90_000);
  const buyer = await buyerAuth(request);
  const title = `南京江北新区人才公寓项目装饰装修专业分包招标公告E2E${Date.now() % 100000}`;
  const published = await request.post('/api/rs-share-service/tender/publish', {
    headers: buyer,
    data: {
      title,
      projectName: '南京江北新区人才公寓项目',
      typeCode: '5',
      methodCode: '3',
      provinceCode: '320000',
      cityCode: '320100',
      budgetWan: 800,
      marginAmount: 80000,
      qualification: '具备建筑装修装饰工程专业承包二级及以上资质',
      openPlace: '南京市公共资源交易中心开标 2 室',
      registrationDeadline: new Date(Date.now() + 3 * DAY_MS).toISOString(),
      bidDeadline: workdayAhead(12),
      contactName: '王工',
      contactPhone: '13912340000',
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const id = (await published.json()).data.id as number;

  await logIn(context, baseURL!);
  await page.goto(`/preferentialInquiry/tenderDetail?id=${id}`);
  const panel = page.getByRole('region', { name: '报名与投标保证金' });
  await panel.getByRole('button', { name: '立即报名' }).click(SLOW);
  await expect(panel).toContainText('报名待招标人审核', SLOW);

  const decide = (path: string, data: object) => request.post(`/api/rs-share-service/tender/${path}`, { headers: buyer, data: { tenderId: id, companyId: SUPPLIER.companyId, ...data } });
  // The purchaser approves on its desk in the browser.
  const purchaser = await browser.newContext();
  const t1 = (await (await purchaser.request.post('/api/blade-auth/oauth/token', { headers: BASIC, data: { grantType: 'password', phone: DEMO.one, password: DEMO.password } })).json()).data;
  await purchaser.addCookies([
    { name: 'login_access_token', value: t1.accessToken, url: baseURL! },
    { name: 'login_dept_id', value: t1.deptId, url: baseURL! },
    { name: 'login_username', value: encodeURIComponent(t1.username), url: baseURL! },
  ]);
  const desk1 = await purchaser.newPage();
  await desk1.goto(`/preferentialInquiry/tenderDetail?id=${id}`);
  const deskPanel = desk1.getByRole('region', { name: '招标人工作台' });
  await expect(deskPanel.getByText('待审核')).toBeVisible(SLOW);
  await deskPanel.getByRole('button', { name: '通过' }).click();
  await expect(deskPanel.getByText('已通过')).toBeVisible(SLOW);
  await purchaser.close();
  await page.reload();
  await panel.getByRole('combobox', { name: '缴纳方式' }).selectOption({ label: '电子保函' }, SLOW);
  await panel.getByRole('textbox', { name: '凭证号 / 保函编号' }).fill('DZBH-E2E-0001');
  await panel.locator('input[type=file]').first().setInputFiles({ name: '电子保函.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(panel.getByText('电子保函.pdf')).toBeVisible(SLOW);
  await panel.getByRole('button', { name: '提交凭证' }).click();
  await expect(panel.getByText('待确认', { exact: true })).toBeVisible(SLOW);

  expect((await decide('margin-confirm', { accept: true })).status()).toBe(200);
  await page.reload();
  await panel.getByRole('textbox', { name: '投标报价（元）' }).fill('7650000', SLOW);
  await panel.getByRole('textbox', { name: '工期 / 交货期（日）' }).fill('180');
  await panel.getByRole('button', { name: '提交投标' }).click();
  await expect(panel).toContainText('已密封投标', SLOW);

  // The purchaser's desk: the bid is in, its price sealed.
  const desk = await (await request.get(`/api/rs-share-service/tender/desk?tenderId=${id}`, { headers: buyer })).json();
  const row = desk.data.registrants.find((r: { companyId: number }) => r.companyId === SUPPLIER.companyId);
  expect(row).toMatchObject({ bidIn: true, bidPrice: null, marginStatusName: '已缴' });
  expect(JSON.stringify(desk)).not.toContain('7650000');

  await page.goto('/message-center?kind=system');
  await expect(page.getByText(`报名已通过：${title}`).first()).toBeVisible(SLOW);
  await expect(page.getByText(`保证金已确认：${title}`).first()).toBeVisible(SLOW);
  const notices = await (await request.get('/api/rs-member-service/notice/list?kind=system&size=50', { headers: buyer })).json();
  const titles = (notices.data.records as { title: string }[]).map((n) => n.title);
  expect(titles).toContain(`新的投标报名待审核：${title}`);
  expect(titles).toContain(`保证金凭证待确认：${title}`);
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

test('a purchaser publishes through the form: a breach of a legal clock is refused at input with the rule', async ({ page, baseURL, browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const t1 = (await (await context.request.post(`${baseURL}/api/blade-auth/oauth/token`, { headers: BASIC, data: { grantType: 'password', phone: DEMO.one, password: DEMO.password } })).json()).data;
  await context.addCookies([
    { name: 'login_access_token', value: t1.accessToken, url: baseURL! },
    { name: 'login_dept_id', value: t1.deptId, url: baseURL! },
    { name: 'login_username', value: encodeURIComponent(t1.username), url: baseURL! },
  ]);
  const p = await context.newPage();
  await p.goto('/preferentialInquiry/tenderPublish');
  await expect(p).toHaveTitle(/^发布招标 - /);
  const form = p.getByRole('form', { name: '发布招标公告' });
  const local = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16);
  const title = `南京江北新区人才公寓项目施工总承包招标公告E2E${Date.now() % 100000}`;
  await form.getByRole('textbox', { name: '招标名称' }).fill(title, SLOW);
  await form.getByRole('textbox', { name: '项目名称' }).fill('南京江北新区人才公寓项目');
  await form.getByRole('combobox', { name: '招标类型' }).selectOption({ label: '工程施工' });
  await form.getByRole('combobox', { name: '招标方式' }).selectOption({ label: '公开招标' });
  await form.getByRole('combobox', { name: '省份' }).selectOption({ label: '江苏省' });
  await form.getByRole('combobox', { name: '城市' }).selectOption({ label: '南京市' }, SLOW);
  await form.getByRole('textbox', { name: '预算金额（万元）' }).fill('12000');
  await form.getByRole('textbox', { name: /投标保证金/ }).fill('800000');
  await form.getByLabel('报名（招标文件发售）截止').fill(local(new Date(Date.now() + 8 * DAY_MS).toISOString()));
  await form.getByLabel('投标截止·开标时间').fill(local(workdayAhead(12)));
  await form.getByRole('textbox', { name: '开标地点' }).fill('南京市公共资源交易中心开标 3 室');
  await form.getByRole('textbox', { name: '联系人' }).fill('王工');
  await form.getByRole('textbox', { name: '联系电话' }).fill('13912340000');
  await form.getByRole('button', { name: '发布招标公告' }).click();
  await expect(form.getByRole('alert')).toHaveText(/开标时间距公告发布不得少于 20 日/);
  await form.getByLabel('投标截止·开标时间').fill(local(workdayAhead(25)));
  await form.getByRole('button', { name: '发布招标公告' }).click();
  await expect(p).toHaveURL(/tenderDetail\?id=\d+/, SLOW);
  await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
  await expect(p.getByRole('region', { name: '招标人工作台' })).toBeVisible(SLOW);
  await context.close();
  void page;
});
