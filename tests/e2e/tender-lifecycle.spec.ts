// The whole tender in a real browser on the seeded database, from registration to the refunded
// margin (its dates moved into the past in the database for the opening, the end of the publicity
// and the result), the drawn experts scoring through their API,
// and the purchaser's publishing wizard with its legal clocks.
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import Database from 'better-sqlite3';
import { TOTP } from 'otpauth';
import { demoTotpSecret, OPS_DEMO_PASSWORD } from '../../src/server/modules/ops/seed';
import { authHeaders, DEMO, logInByCookie, memberContext } from './members';
import { DAY_MS, SLOW, SUPPLIER, workdayAhead } from './tender-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The e2e database, written directly: this test's own tender moves into the past (the server's clock stays). */
function moveBack(id: number, columns: readonly string[], toMs: number): void {
  const db = new Database(process.env.E2E_DB_FILE!, { fileMustExist: true, timeout: 10_000 });
  try {
    const { at } = db.prepare(`select ${columns[columns.length - 1]} as at from tender where id = ?`).get(id) as {
      at: string;
    };
    const by = Date.parse(`${at.replace(' ', 'T')}Z`) - toMs;
    const shift = (stamp: string) =>
      new Date(Date.parse(`${stamp.replace(' ', 'T')}Z`) - by).toISOString().slice(0, 19).replace('T', ' ');
    const row = db.prepare(`select ${columns.join(', ')} from tender where id = ?`).get(id) as Record<string, string>;
    db.prepare(`update tender set ${columns.map((c) => `${c} = ?`).join(', ')} where id = ?`).run(
      ...columns.map((c) => shift(row[c])),
      id,
    );
  } finally {
    db.close();
  }
}

/** The accounts of the experts drawn onto this tender's committee (the purchaser never sees them). */
function drawnExperts(id: number): string[] {
  const db = new Database(process.env.E2E_DB_FILE!, { fileMustExist: true, timeout: 10_000 });
  try {
    const rows = db
      .prepare(
        `select o.account from tender_committee_member m join ops_operator o on o.id = m.operator_id
         where m.tender_id = ? and m.kind = '1' order by m.id`,
      )
      .all(id) as { account: string }[];
    return rows.map((r) => r.account);
  } finally {
    db.close();
  }
}

/** An expert's API session: password and TOTP code at the ops login, then `Ops-Auth: bearer <token>`. */
async function expertSession(baseURL: string, account: string): Promise<APIRequestContext> {
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post('/api/rs-ops-service/auth/login', {
    data: { account, password: OPS_DEMO_PASSWORD, code: new TOTP({ secret: demoTotpSecret(account) }).generate() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = /ops_access_token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  expect(token, 'the ops login sets the session token').toBeTruthy();
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'Ops-Auth': `bearer ${token}` } });
}

/** Beijing wall-clock minute of an instant, as a datetime-local field takes it. */
const beijingLocal = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

// The whole tender: 南京华建 publishes (a quote required with every bid), 上海恒信 registers in the
// browser → 待审核 → approved → uploads its margin voucher → confirmed → submits a sealed bid with
// its quote; the purchaser's desk shows it sealed. Then this tender's own times move into the past
// in the database (the server's clock is shared with the other tests): the purchaser opens and
// requests the evaluation committee; the five drawn experts log in to the console (password and
// TOTP) and score the bid through their API; the last submission writes the report and starts the
// candidates' publicity; the bidder files 异议, the purchaser answers, the publicity ends, the
// result is published; the purchaser records the contract and only then returns the margin; the
// bidder reads 中标 and its refunded margin, and both sides find the notices.
test('a whole tender: register, approval, margin, sealed bid, opening, committee, scoring, objection, result, contract, refund', async ({
  page,
  context,
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const buyer = await authHeaders(request, DEMO.one);
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

  await logInByCookie(context, baseURL!, SUPPLIER.phone, { tenantId: SUPPLIER.tenantId });
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
  await panel
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '电子保函.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(panel.getByText('电子保函.pdf')).toBeVisible(SLOW);
  await panel.getByRole('button', { name: '提交凭证' }).click();
  await expect(panel.getByText('待确认', { exact: true })).toBeVisible(SLOW);

  const confirmed = await request.post('/api/rs-share-service/tender/margin-confirm', {
    headers: buyer,
    data: { tenderId: id, companyId: SUPPLIER.companyId, accept: true },
  });
  expect(confirmed.status()).toBe(200);
  await page.reload();
  // The sealed bid: price, duration and one upload per required document (报价单 by default).
  const bidForm = panel.getByRole('form', { name: '密封投标' });
  await bidForm.getByRole('textbox', { name: '投标报价（元）' }).fill('7650000', SLOW);
  await bidForm.getByRole('textbox', { name: '工期 / 交货期（日）' }).fill('180');
  await expect(bidForm).toContainText('报价单（PDF，必须上传）');
  await bidForm
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(bidForm.getByRole('listitem').filter({ hasText: '报价单.pdf' })).toContainText('上传成功', SLOW);
  await bidForm.getByRole('button', { name: '提交投标' }).click();
  await expect(panel).toContainText('已密封投标', SLOW);

  // The purchaser's desk: the bid is in, its price sealed.
  const sealed = await (
    await request.get(`/api/rs-share-service/tender/desk?tenderId=${id}`, { headers: buyer })
  ).json();
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

  // The purchaser no longer picks candidates: it requests a committee of five, all drawn experts.
  await expect(deskPanel.getByRole('form', { name: '公示中标候选人' })).toHaveCount(0);
  const committee = deskPanel.getByRole('form', { name: '组建评标委员会' });
  await expect(committee.getByRole('textbox', { name: /评标委员会人数/ })).toHaveValue('5', SLOW);
  await committee.getByRole('button', { name: '随机抽取评标专家' }).click();
  await expect(deskPanel).toContainText('评标委员会 5 人：评标专家 5 名（已提交 0 名', SLOW);
  await expect(deskPanel.getByRole('form', { name: '组建评标委员会' })).toHaveCount(0);

  // Each drawn expert logs in to the console and scores the bid on its own, then submits.
  const experts = drawnExperts(id);
  expect(experts).toHaveLength(5);
  for (const [n, account] of experts.entries()) {
    const ops = await expertSession(baseURL!, account);
    const rooms = await (await ops.get('/api/rs-share-service/tender/eval/rooms')).json();
    expect(rooms.data).toEqual(expect.arrayContaining([expect.objectContaining({ tenderId: id, bidCount: 1 })]));
    const room = (await (await ops.get(`/api/rs-share-service/tender/eval/room?tenderId=${id}`)).json()).data;
    expect(room.bids).toHaveLength(1);
    expect(room.bids[0]).toMatchObject({ companyId: SUPPLIER.companyId, price: 7650000, durationDays: 180 });
    expect(room.bids[0].documents.length).toBeGreaterThanOrEqual(1);
    // Independent: no other expert's sheet before every one has submitted.
    expect(room.others).toEqual([]);
    const sheet =
      room.method === 'composite' ? { scores: room.items.map(() => 80 + n) } : { evaluatedPrice: 7650000 - n * 1000 };
    const scored = await ops.post('/api/rs-share-service/tender/eval/score', {
      data: { tenderId: id, companyId: SUPPLIER.companyId, ...sheet },
    });
    expect(scored.status(), await scored.text()).toBe(200);
    const submitted = await ops.post('/api/rs-share-service/tender/eval/submit', { data: { tenderId: id } });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await ops.dispose();
    if (n === 1) {
      await desk.reload();
      await expect(deskPanel).toContainText('评标专家 5 名（已提交 2 名', SLOW);
    }
  }

  // The last submission wrote the report: 上海恒信 is the candidate, the publicity has begun.
  await desk.reload();
  await expect(deskPanel).toContainText('评标报告已于', SLOW);
  await expect(desk.getByRole('region', { name: '项目进展' })).toContainText('中标候选人公示', SLOW);
  await expect(desk.getByRole('region', { name: '项目进展' })).toContainText('上海恒信');
  await expect(deskPanel).toContainText('公示结束后方可公告中标结果', SLOW);

  // The bidder reads the opening record and files an objection during the publicity.
  await page.reload();
  await expect(page.getByRole('table', { name: '开标记录' })).toContainText('¥7,650,000.00', SLOW);
  const objection = page.getByRole('form', { name: '提出异议' });
  await objection
    .getByRole('textbox', { name: '对中标候选人公示的异议' })
    .fill('请公开评标委员会对本公司报价的评审意见', SLOW);
  await objection.getByRole('button', { name: '提出异议' }).click();
  await expect(page.getByRole('region', { name: '项目进展' })).toContainText('（待招标人答复）', SLOW);

  await desk.reload();
  const answer = deskPanel.getByRole('form', { name: '答复上海恒信建材贸易有限公司的异议' });
  await answer.getByRole('textbox', { name: '答复' }).fill('评标报告已存档，报价经评审合理', SLOW);
  await answer.getByRole('button', { name: '答复异议' }).click();
  await expect(desk.getByRole('region', { name: '项目进展' })).toContainText('招标人答复：评标报告已存档', SLOW);
  await expect(deskPanel.getByRole('button', { name: '公告中标结果' })).toHaveCount(0);

  // The publicity ends; the purchaser publishes the result. No margin is returned yet.
  moveBack(id, ['publicity_start', 'publicity_end'], Date.now() - 60_000);
  await desk.reload();
  await deskPanel.getByRole('button', { name: '公告中标结果' }).click(SLOW);
  await expect(desk.getByRole('region', { name: '项目进展' })).toContainText('中标人：上海恒信', SLOW);
  await expect(deskPanel.getByRole('button', { name: /^退还.*的保证金$/ })).toHaveCount(0);
  await page.reload();
  await expect(panel).toContainText('中标', SLOW);
  await expect(panel).not.toContainText('已退还');
  const early = await request.post('/api/rs-share-service/tender/margin-return', {
    headers: buyer,
    data: { tenderId: id, companyId: SUPPLIER.companyId },
  });
  expect(early.status(), 'no refund before the contract').not.toBe(200);

  // The contract, signed a few minutes after the 中标通知书 (its time moves back, the clock stays).
  moveBack(id, ['result_at'], Date.now() - 10 * 60_000);
  await desk.reload();
  const contract = deskPanel.getByRole('form', { name: '登记合同' });
  await contract
    .getByLabel('合同签订时间（中标通知书发出后 30 日内）')
    .fill(beijingLocal(Date.now() - 5 * 60_000), SLOW);
  await contract.getByRole('textbox', { name: /合同金额/ }).fill('7650000');
  await contract.getByRole('button', { name: '登记合同' }).click();
  await expect(deskPanel).toContainText('合同已于', SLOW);
  await expect(deskPanel).toContainText('¥7,650,000.00');
  await expect(deskPanel.getByRole('form', { name: '登记合同' })).toHaveCount(0);

  // Now the purchaser returns the margin.
  await deskPanel.getByRole('button', { name: '退还上海恒信建材贸易有限公司的保证金' }).click();
  await expect(deskPanel.getByRole('button', { name: '退还上海恒信建材贸易有限公司的保证金' })).toHaveCount(0, SLOW);
  await purchaser.close();

  // The bidder: 中标, the margin refunded, and the notices.
  await page.reload();
  await expect(panel).toContainText('中标', SLOW);
  await expect(panel).toContainText('已退还', SLOW);
  await expect(panel).toContainText('退还时间');
  await page.goto('/message-center?kind=system');
  for (const notice of [
    `报名已通过：${title}`,
    `保证金已确认：${title}`,
    `开标记录：${title}`,
    `中标候选人公示：${title}`,
    `异议已答复：${title}`,
    `中标通知书：${title}`,
    `合同已签订：${title}`,
    `投标保证金已退还：${title}`,
  ]) {
    await expect(page.getByText(notice).first()).toBeVisible(SLOW);
  }
  const notices = await (
    await request.get('/api/rs-member-service/notice/list?kind=system&size=50', { headers: buyer })
  ).json();
  const titles = (notices.data.records as { title: string }[]).map((n) => n.title);
  expect(titles).toEqual(
    expect.arrayContaining([
      `新的投标报名待审核：${title}`,
      `保证金凭证待确认：${title}`,
      `评标报告已提交：${title}`,
      `收到异议：${title}`,
    ]),
  );
});

test('a purchaser publishes through the wizard: each step is checked, a breach of a legal clock is refused at input with the rule', async ({
  baseURL,
  browser,
}) => {
  const context = await memberContext(browser, baseURL!, DEMO.one);
  const p = await context.newPage();
  await p.goto('/preferentialInquiry/tenderPublish');
  await expect(p).toHaveTitle(/^发布招标 - /);
  const form = p.getByRole('form', { name: '发布招标公告' });
  const heading = (n: number, label: string) =>
    form.getByRole('heading', { level: 2, name: `第 ${n} 步（共 5 步）：${label}` });
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

  // 2 资格与保证金: the 施工 margin cap by name; the focus went to the step's first field.
  await expect(heading(2, '资格与保证金')).toBeVisible();
  await expect(form.getByRole('textbox', { name: '资格要求' })).toBeFocused();
  await form.getByRole('textbox', { name: '资格要求' }).fill('具备建筑工程施工总承包二级及以上资质');
  await form.getByRole('textbox', { name: /投标保证金/ }).fill('900000');
  await next();
  await expect(form.getByText('工程施工招标的投标保证金最高不得超过 80 万元', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: /投标保证金/ }).fill('800000');
  await next();

  // 3 时间安排: an opening 12 days on breaks the 20-day clock.
  await expect(heading(3, '时间安排')).toBeVisible();
  await expect(form.getByLabel('报名（招标文件发售）截止')).toBeFocused();
  await form.getByLabel('报名（招标文件发售）截止').fill(local(new Date(Date.now() + 8 * DAY_MS).toISOString()));
  await form.getByLabel('投标截止·开标时间').fill(local(workdayAhead(12)));
  await form.getByRole('textbox', { name: '开标地点' }).fill('南京市公共资源交易中心开标 3 室');
  await next();
  await expect(
    form.getByText('公开招标、邀请招标的开标时间距公告发布不得少于 20 日（招标投标法第二十四条）', { exact: true }),
  ).toBeVisible();
  await expect(form.getByLabel('投标截止·开标时间')).toBeFocused();
  await form.getByLabel('投标截止·开标时间').fill(local(workdayAhead(25)));
  await next();

  // 4 招标文件与联系人, back to 3 and on again: the draft is kept.
  await expect(heading(4, '招标文件与联系人')).toBeVisible();
  await expect(form.locator(':focus')).toHaveCount(1);
  await form
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '招标文件.pdf', mimeType: 'application/pdf', buffer: PDF });
  // Sent (leaving the step while it is still sending would abort it).
  await expect(form.getByRole('listitem').filter({ hasText: '招标文件.pdf' })).toContainText('上传成功', SLOW);
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
  await expect(form.getByRole('list', { name: '适用的法定时限与上限' })).toContainText(
    '✓ 工程施工招标的投标保证金最高不得超过 80 万元',
  );
  await form.getByRole('button', { name: '发布招标公告' }).click();
  await expect(p).toHaveURL(/tenderDetail\?id=\d+/, SLOW);
  await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
  await expect(p.getByRole('region', { name: '招标人工作台' })).toBeVisible(SLOW);
  await context.close();
});
