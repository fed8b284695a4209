// The message centre on the real server: a member with a notice about an object (a new buyer
// whose inquiry 上海恒信 quoted on, made through the API) opens the centre from the header's
// 消息通知, reads the notice, sees the header's badge drop, and follows the notice's link to the
// inquiry's comparison. A fresh member, not a seeded one: the seeded members' unread counts are
// asserted by tests running in parallel (tender.spec), which a read here would race.
import { expect, test } from './fixtures';
import { authHeaders, DEMO, loginWithPassword, registerMember } from './members';
import { sampleTerms } from '../inquiry-sample';
import { approveInQueue, opsSession } from './ops-api';

const SLOW = { timeout: 20_000 };

test('a notice read in the message centre: opened from the header, the badge drops, its link opens the inquiry', async ({
  page,
  request,
  baseURL,
}) => {
  const me = await registerMember(request);
  const buyer = await authHeaders(request, me.phone, { password: me.password });
  const title = `河西项目${String(Date.now()).slice(-6)}钢筋采购询价`;
  const form = {
    ...sampleTerms(Date.now() + 5 * 24 * 3600_000),
    title,
    lines: [{ name: '螺纹钢', spec: 'HRB400E', unit: '吨', quantity: 50 }],
  };
  const submitted = await request.post('/api/rs-share-service/inquiry/submit', { headers: buyer, data: form });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const id = (await submitted.json()).data.id as number;
  // The inquiry waits 待审核 until a 审核员 of the console approves it.
  const reviewer = await opsSession(baseURL!, 'shenhe04');
  await approveInQueue(reviewer, 'inquiry', title);
  await reviewer.dispose();
  const detail = await request.get(`/api/rs-share-service/inquiry/detail?id=${id}`, { headers: buyer });
  const lineId = (await detail.json()).data.lines[0].id as number;
  const supplier = await authHeaders(request, DEMO.two, { tenantId: '100002' });
  const quoted = await request.post('/api/rs-share-service/inquiry/quote', {
    headers: supplier,
    data: { inquiryId: id, validDays: 30, lines: [{ lineId, unitPrice: 3500, taxIncluded: true, deliveryDays: 7 }] },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);

  await page.goto('/login');
  await loginWithPassword(page, me.phone, me.password);
  const bell = page.getByRole('link', { name: /^消息通知/ });
  // Two unread: the console's approval of the inquiry and the quote.
  await expect(bell).toHaveAccessibleName('消息通知 2 条未读', SLOW);
  await bell.click();
  await expect(page).toHaveURL(/\/message-center$/);
  await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();

  // A quote is a system notice: 订单消息 is empty, 系统消息 holds it, unread.
  await expect(page.getByText('暂无消息')).toBeVisible(SLOW);
  await page.getByRole('tab', { name: /系统消息/ }).click();
  await expect(page).toHaveURL(/kind=system/);
  const notice = page.getByRole('link', {
    name: new RegExp(`^未读：\\s*上海恒信建材贸易有限公司提交了报价：${title}$`),
  });
  await expect(notice).toBeVisible(SLOW);
  await notice.click();

  await expect(page).toHaveURL(/\/message-center\?kind=system&id=\d+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: `上海恒信建材贸易有限公司提交了报价：${title}` }),
  ).toBeVisible();
  await expect(page.getByText(/请查看比价/)).toBeVisible();
  await expect(bell).toHaveAccessibleName('消息通知 1 条未读', SLOW);

  await page.getByRole('link', { name: '查看报价' }).click();
  await expect(page).toHaveURL(new RegExp(`/preferentialInquiry/inquiryDetail\\?id=${id}#comparison$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);

  // Back in the centre the notice is read.
  await page.goto('/message-center?kind=system');
  await expect(page.getByRole('link', { name: `上海恒信建材贸易有限公司提交了报价：${title}` })).toBeVisible(SLOW);
  await expect(page.getByRole('tab', { name: '系统消息' })).toBeVisible();
});
