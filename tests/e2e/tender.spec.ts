// Tenders in a real browser on the seeded database: the list is rendered on the server with its
// data and its filters survive a reload; a malformed query gets the notice; an unknown tender is
// a 404; a whole tender runs from registration to the result (its dates moved into the past in
// the database for the opening and the end of the publicity); a member saves the list's filters
// and finds them on the desk, from where they open the list; a new tender matching a saved
// search raises the member's unread count in the header.
import { expect, test } from './fixtures';
import Database from 'better-sqlite3';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
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

/** The e2e database, written directly: this test's own tender moves into the past (the server's clock stays). */
function moveBack(id: number, columns: readonly string[], toMs: number): void {
  const db = new Database(process.env.E2E_DB_FILE!, { fileMustExist: true, timeout: 10_000 });
  try {
    const { at } = db.prepare(`select ${columns[columns.length - 1]} as at from tender where id = ?`).get(id) as { at: string };
    const by = Date.parse(`${at.replace(' ', 'T')}Z`) - toMs;
    const shift = (stamp: string) => new Date(Date.parse(`${stamp.replace(' ', 'T')}Z`) - by).toISOString().slice(0, 19).replace('T', ' ');
    const row = db.prepare(`select ${columns.join(', ')} from tender where id = ?`).get(id) as Record<string, string>;
    db.prepare(`update tender set ${columns.map((c) => `${c} = ?`).join(', ')} where id = ?`).run(...columns.map((c) => shift(row[c])), id);
  } finally {
    db.close();
  }
}

async function memberContext(browser: Browser, baseURL: string, phone: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const t = (await (await context.request.post(`${baseURL}/api/blade-auth/oauth/token`, { headers: BASIC, data: { grantType: 'password', phone, password: DEMO.password } })).json()).data;
  await context.addCookies([
    { name: 'login_access_token', value: t.accessToken, url: baseURL },
    { name: 'login_dept_id', value: t.deptId, url: baseURL },
    { name: 'login_username', value: encodeURIComponent(t.username), url: baseURL },
  ]);
  return context;
}

// The whole tender: 南京华建 publishes, 上海恒信 registers in the browser → 待审核 → approved →
// uploads its margin voucher → confirmed → submits a sealed bid; the purchaser's desk shows it
// sealed. Then this tender's own times move into the past in the database (the server's clock is
// shared with the other tests): the purchaser opens, publishes the candidates, the bidder files
// 异议, the purchaser answers, the publicity ends, the result is published; the bidder reads 中标
// and its refunded margin, and both sides find the notices.
test('a whole tender: register, approval, margin, sealed bid, opening, candidates, objection, result', async ({ page, context, baseURL, request, browser }) => {
  test.setTimeout(120_000);
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
  const detail = `/preferentialInquiry/tenderDetail?id=${id}`;

  await logIn(context, baseURL!);
  await page.goto(detail);
  const panel = page.getByRole('region', { name: '报名与投标保证金' });
  await panel.getByRole('button', { name: '立即报名' }).click(SLOW);
  await expect(panel).toContainText('报名待招标人审核', SLOW);

  // The purchaser approves on its desk in the browser.
  const purchaser = await memberContext(browser, baseURL!, DEMO.one);
  const desk = await purchaser.newPage();
  await desk.goto(detail);
  const deskPanel = desk.getByRole('region', { name: '招标人工作台' });
  await expect(deskPanel.getByText('待审核')).toBeVisible(SLOW);
  await deskPanel.getByRole('button', { name: '通过' }).click();
  await expect(deskPanel.getByText('已通过')).toBeVisible(SLOW);
  await page.reload();
  await panel.getByRole('combobox', { name: '缴纳方式' }).selectOption({ label: '电子保函' }, SLOW);
  await panel.getByRole('textbox', { name: '凭证号 / 保函编号' }).fill('DZBH-E2E-0001');
  await panel.locator('input[type=file]').first().setInputFiles({ name: '电子保函.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(panel.getByText('电子保函.pdf')).toBeVisible(SLOW);
  await panel.getByRole('button', { name: '提交凭证' }).click();
  await expect(panel.getByText('待确认', { exact: true })).toBeVisible(SLOW);

  const confirmed = await request.post('/api/rs-share-service/tender/margin-confirm', { headers: buyer, data: { tenderId: id, companyId: SUPPLIER.companyId, accept: true } });
  expect(confirmed.status()).toBe(200);
  await page.reload();
  await panel.getByRole('textbox', { name: '投标报价（元）' }).fill('7650000', SLOW);
  await panel.getByRole('textbox', { name: '工期 / 交货期（日）' }).fill('180');
  await panel.getByRole('button', { name: '提交投标' }).click();
  await expect(panel).toContainText('已密封投标', SLOW);

  // The purchaser's desk: the bid is in, its price sealed.
  const sealed = await (await request.get(`/api/rs-share-service/tender/desk?tenderId=${id}`, { headers: buyer })).json();
  const row = sealed.data.registrants.find((r: { companyId: number }) => r.companyId === SUPPLIER.companyId);
  expect(row).toMatchObject({ bidIn: true, bidPrice: null, marginStatusName: '已缴' });
  expect(JSON.stringify(sealed)).not.toContain('7650000');
  await desk.reload();
  await expect(deskPanel).toBeVisible(SLOW);
  await expect(deskPanel).not.toContainText('7,650,000');

  // The opening time has come (this tender's dates, not the server's clock, move).
  moveBack(id, ['created_at', 'publish_time', 'registration_deadline', 'bid_deadline'], Date.now() - 60_000);
  await desk.reload();
  await deskPanel.getByRole('button', { name: '开标' }).click(SLOW);
  const opening = desk.getByRole('table', { name: '开标记录' });
  await expect(opening).toContainText('上海恒信', SLOW);
  await expect(opening).toContainText('¥7,650,000.00');

  const candidates = deskPanel.getByRole('form', { name: '公示中标候选人' });
  await candidates.getByRole('checkbox', { name: /上海恒信/ }).check(SLOW);
  await candidates.getByRole('button', { name: '公示中标候选人' }).click();
  await expect(desk.getByRole('region', { name: '项目进展' })).toContainText('中标候选人公示', SLOW);
  await expect(deskPanel).toContainText('公示结束后方可公告中标结果', SLOW);

  // The bidder reads the opening record and files an objection during the publicity.
  await page.reload();
  await expect(page.getByRole('table', { name: '开标记录' })).toContainText('¥7,650,000.00', SLOW);
  const objection = page.getByRole('form', { name: '提出异议' });
  await objection.getByRole('textbox', { name: '对中标候选人公示的异议' }).fill('请说明第二名未列入候选人的评审理由', SLOW);
  await objection.getByRole('button', { name: '提出异议' }).click();
  await expect(page.getByRole('region', { name: '项目进展' })).toContainText('（待招标人答复）', SLOW);

  await desk.reload();
  const answer = deskPanel.getByRole('form', { name: '答复上海恒信建材贸易有限公司的异议' });
  await answer.getByRole('textbox', { name: '答复' }).fill('评审报告已存档，第二名技术标得分不足', SLOW);
  await answer.getByRole('button', { name: '答复异议' }).click();
  await expect(desk.getByRole('region', { name: '项目进展' })).toContainText('招标人答复：评审报告已存档', SLOW);
  await expect(deskPanel.getByRole('button', { name: '公告中标结果' })).toHaveCount(0);

  // The publicity ends; the purchaser publishes the result.
  moveBack(id, ['publicity_start', 'publicity_end'], Date.now() - 60_000);
  await desk.reload();
  await deskPanel.getByRole('button', { name: '公告中标结果' }).click(SLOW);
  await expect(desk.getByRole('region', { name: '项目进展' })).toContainText('中标人：上海恒信', SLOW);
  await purchaser.close();

  // The bidder: 中标, the margin refunded, and the notices.
  await page.reload();
  await expect(panel).toContainText('中标', SLOW);
  await expect(panel).toContainText('已退还');
  await expect(panel).toContainText('退还时间');
  await page.goto('/message-center?kind=system');
  for (const notice of [`报名已通过：${title}`, `保证金已确认：${title}`, `开标记录：${title}`, `中标候选人公示：${title}`, `异议已答复：${title}`, `中标通知：${title}`]) {
    await expect(page.getByText(notice).first()).toBeVisible(SLOW);
  }
  const notices = await (await request.get('/api/rs-member-service/notice/list?kind=system&size=50', { headers: buyer })).json();
  const titles = (notices.data.records as { title: string }[]).map((n) => n.title);
  expect(titles).toEqual(expect.arrayContaining([`新的投标报名待审核：${title}`, `保证金凭证待确认：${title}`, `收到异议：${title}`]));
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

test('a purchaser publishes through the wizard: each step is checked, a breach of a legal clock is refused at input with the rule', async ({ baseURL, browser }) => {
  test.setTimeout(60_000);
  const context = await memberContext(browser, baseURL!, DEMO.one);
  const p = await context.newPage();
  await p.goto('/preferentialInquiry/tenderPublish');
  await expect(p).toHaveTitle(/^发布招标 - /);
  const form = p.getByRole('form', { name: '发布招标公告' });
  const heading = (n: number, label: string) => form.getByRole('heading', { level: 2, name: `第 ${n} 步（共 5 步）：${label}` });
  const next = () => form.getByRole('button', { name: '下一步' }).click();
  const local = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16);
  const title = `南京江北新区人才公寓项目施工总承包招标公告E2E${Date.now() % 100000}`;

  // 1 项目概况: a step left incomplete is refused on its first empty field.
  await expect(heading(1, '项目概况')).toBeVisible(SLOW);
  await form.getByRole('textbox', { name: '招标名称' }).fill(title);
  await next();
  await expect(form.getByText('请填写项目名称', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: '项目名称' })).toBeFocused();
  await form.getByRole('textbox', { name: '项目名称' }).fill('南京江北新区人才公寓项目');
  await form.getByRole('combobox', { name: '招标类型' }).selectOption({ label: '工程施工' });
  await form.getByRole('combobox', { name: '招标方式' }).selectOption({ label: '公开招标' });
  await form.getByRole('combobox', { name: '省份' }).selectOption({ label: '江苏省' });
  await form.getByRole('combobox', { name: '城市' }).selectOption({ label: '南京市' }, SLOW);
  await form.getByRole('textbox', { name: '预算金额（万元）' }).fill('12000');
  await next();

  // 2 资格与保证金: the 施工 margin cap by name; the focus went to the step's heading.
  await expect(heading(2, '资格与保证金')).toBeFocused();
  await form.getByRole('textbox', { name: '资格要求' }).fill('具备建筑工程施工总承包二级及以上资质');
  await form.getByRole('textbox', { name: /投标保证金/ }).fill('900000');
  await next();
  await expect(form.getByText('工程施工招标的投标保证金最高不得超过 80 万元', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: /投标保证金/ }).fill('800000');
  await next();

  // 3 时间安排: an opening 12 days on breaks the 20-day clock.
  await expect(heading(3, '时间安排')).toBeFocused();
  await form.getByLabel('报名（招标文件发售）截止').fill(local(new Date(Date.now() + 8 * DAY_MS).toISOString()));
  await form.getByLabel('投标截止·开标时间').fill(local(workdayAhead(12)));
  await form.getByRole('textbox', { name: '开标地点' }).fill('南京市公共资源交易中心开标 3 室');
  await next();
  await expect(form.getByText('公开招标、邀请招标的开标时间距公告发布不得少于 20 日（招标投标法第二十四条）', { exact: true })).toBeVisible();
  await expect(form.getByLabel('投标截止·开标时间')).toBeFocused();
  await form.getByLabel('投标截止·开标时间').fill(local(workdayAhead(25)));
  await next();

  // 4 招标文件与联系人, back to 3 and on again: the draft is kept.
  await expect(heading(4, '招标文件与联系人')).toBeFocused();
  await form.locator('input[type=file]').first().setInputFiles({ name: '招标文件.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('招标文件.pdf')).toBeVisible(SLOW);
  await form.getByRole('button', { name: '上一步' }).click();
  await expect(form.getByRole('textbox', { name: '开标地点' })).toHaveValue('南京市公共资源交易中心开标 3 室');
  await next();
  await expect(form.getByText('招标文件.pdf')).toBeVisible();
  await form.getByRole('textbox', { name: '联系人' }).fill('王工');
  await form.getByRole('textbox', { name: '联系电话' }).fill('13912340000');
  await p.keyboard.press('Enter');

  // 5 确认发布: the whole draft and the clocks it keeps.
  await expect(heading(5, '确认发布')).toBeFocused();
  await expect(form).toContainText(title);
  await expect(form).toContainText('江苏省 南京市');
  await expect(form).toContainText('招标文件.pdf');
  await expect(form.getByRole('list', { name: '适用的法定时限与上限' })).toContainText('✓ 工程施工招标的投标保证金最高不得超过 80 万元');
  await form.getByRole('button', { name: '发布招标公告' }).click();
  await expect(p).toHaveURL(/tenderDetail\?id=\d+/, SLOW);
  await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
  await expect(p.getByRole('region', { name: '招标人工作台' })).toBeVisible(SLOW);
  await context.close();
});
