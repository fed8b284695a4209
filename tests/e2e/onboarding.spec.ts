// Supplier onboarding on the real server: a company registered today applies for the supplier
// identity on 企业信息 → 供应商认证 (licence upload, credit code, scope, regions), its quote on an
// open inquiry is refused with how to get certified, a 审核员 logs into the console (password +
// TOTP, README) and approves it, and its quote is then accepted.
import { TOTP } from 'otpauth';
import { usccCheckChar } from '../../src/api/finance-fields';
import { CERT_MSG } from '../../src/server/floor/members';
import { demoTotpSecret, OPS_DEMO_PASSWORD } from '../../src/server/modules/ops/seed';
import { expect, test, waitForHydration } from './fixtures';
import { logInByCookie, registerMember } from './members';

const SLOW = { timeout: 15_000 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const REVIEWER = 'shenhe02';

/** A valid 统一社会信用代码 of 无锡 with a body from the phone (so each run has its own). */
function creditCodeOf(phone: string): string {
  const body = `91320200MA${phone.slice(-7)}`;
  return body + usccCheckChar(body)!;
}

test('a company registered today applies, is refused a quote, is approved in the console, then quotes', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await registerMember(request);
  const open = await request.post('/api/rs-share-service/inquiry/page', { data: { size: 50 } });
  const { records } = (await open.json()).data as {
    records: { id: number; statusCode: string; invitedOnly: boolean; taxRate: number }[];
  };
  const target = records.find((r) => r.statusCode === '1' && !r.invitedOnly && r.taxRate !== 3);
  expect(target).toBeDefined();
  const inquiryUrl = `/preferentialInquiry/inquiryDetail?id=${target!.id}`;

  const context = await browser.newContext({ baseURL });
  await logInByCookie(context, baseURL!, member.phone, { password: member.password });
  context.on('page', waitForHydration);
  const page = await context.newPage();
  await page.goto('/company/supplier-cert');
  const form = page.getByRole('form', { name: '供应商认证资料' });
  await form.getByRole('textbox', { name: '统一社会信用代码' }).fill(creditCodeOf(member.phone));
  await form.getByRole('textbox', { name: '法定代表人' }).fill('周建国');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('营业执照.pdf')).toBeVisible(SLOW);
  await form.getByLabel('营业期限至').fill('2045-06-30');
  await form.getByRole('checkbox', { name: '钢材' }).check();
  await form.getByRole('checkbox', { name: '江苏省' }).check();
  await form.getByRole('textbox', { name: '联系人' }).fill('周建国');
  await form.getByRole('textbox', { name: '联系电话' }).fill(member.phone);
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('region', { name: /认证状态/ }).getByText('待审核', { exact: true })).toBeVisible(SLOW);

  // Waiting for review: the inquiry says why it cannot quote, and how to get certified.
  await page.goto(inquiryUrl);
  await expect(page.getByText(CERT_MSG)).toBeVisible(SLOW);

  // A 审核员 approves it in the console.
  const ops = await browser.newContext({ baseURL });
  ops.on('page', waitForHydration);
  const desk = await ops.newPage();
  await desk.goto('/ops/login');
  await desk.getByRole('textbox', { name: '操作员账号' }).fill(REVIEWER);
  await desk.getByLabel('密码').fill(OPS_DEMO_PASSWORD);
  await desk.getByRole('button', { name: '下一步' }).click();
  const totp = new TOTP({ secret: demoTotpSecret(REVIEWER) });
  await desk.getByRole('textbox', { name: '动态口令' }).fill(totp.generate());
  await desk.getByRole('button', { name: '登录' }).click();
  // the login lands on the queue; going on before it does would cancel the login's own request
  await expect(desk).toHaveURL(/\/ops\/queue/, SLOW);
  await desk.goto('/ops/queue?kind=supplier-cert');
  await desk.getByRole('textbox', { name: '关键词' }).fill(member.company);
  await desk.getByRole('button', { name: '搜索' }).click();
  const item = desk.getByRole('listitem').filter({ hasText: member.company });
  await item.getByRole('button', { name: '领取' }).click();
  await item.getByRole('textbox', { name: '审核理由' }).fill('营业执照清晰，信息一致');
  await item.getByRole('button', { name: '通过' }).click();
  await expect(desk.getByRole('listitem').filter({ hasText: member.company })).toHaveCount(0, SLOW);
  await ops.close();

  // Certified: the member sees it, and its quote is accepted.
  await page.goto('/company/supplier-cert');
  await expect(page.getByRole('region', { name: /认证状态/ }).getByText('已认证', { exact: true })).toBeVisible(SLOW);
  await page.goto(inquiryUrl);
  const quote = page.getByRole('form', { name: '报价单' });
  const prices = quote.getByRole('textbox', { name: /单价/ });
  await expect(prices.first()).toBeEditable(SLOW);
  for (let i = 0; i < (await prices.count()); i++) {
    await prices.nth(i).fill('3500');
    await expect(prices.nth(i)).toHaveValue('3500');
  }
  await quote.getByRole('button', { name: '提交报价' }).click();
  await expect(page.getByText('报价已提交，截止前可随时修改。')).toBeVisible(SLOW);
  await context.close();
});
