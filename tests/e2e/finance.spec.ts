// Financial services in a real browser on the seeded database: the product list is rendered on
// the server with its data and its filters survive a reload, an unknown product is a 404; a
// visitor applies for a product end to end — picture captcha (its answer read from the test
// database), SMS code (from the outbox), the unticked authorisation — and gets the number; a
// member saves the list's filters (保存搜索), applies, sees the application on the landing, and
// the session's recording of the apply flow replays to the same states.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, freshPhone, latestSmsCode, loginWithPassword } from './members';
import { downloadSessionRecording, replayRecording } from './session-recording';

const LIST = '/financial-service/financial-list';
const SLOW = { timeout: 20_000 };

async function captchaAnswer(): Promise<string> {
  const db = new Database(process.env.E2E_DB_FILE!, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select answer from finance_captcha where used_at is null order by id desc limit 1')
      .get() as { answer: string } | undefined;
    if (!row) throw new Error('no captcha');
    return row.answer;
  } finally {
    db.close();
  }
}

test('the product list is server-rendered and keeps its filters; an unknown product is a 404', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/finance/info/page?serviceType=4&size=12');
  const first = (await api.json()).data.records[0] as { id: number; name: string };
  const html = await (await request.get(`${LIST}?serviceType=4`)).text();
  expect(html).toContain(first.name);
  expect(html).toContain('<title>金融产品 - ');

  await page.goto(LIST);
  await page.getByRole('group', { name: '服务类型' }).getByRole('button', { name: '保函服务' }).click();
  await expect(page).toHaveURL(/serviceType=4/);
  await page.getByRole('button', { name: '利率最低' }).click();
  await expect(page).toHaveURL(/sort=rate/);
  await page.reload();
  await expect(page.getByRole('group', { name: '服务类型' }).getByRole('button', { name: '保函服务' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await request.get('/financial-service/financial-service-detail?id=999999')).status()).toBe(404);
});

/** Fills and submits the apply form of the page (a wrong captcha first), answering the application's number. */
async function apply(page: Page, phone: string): Promise<string> {
  const form = page.getByRole('form', { name: '融资申请' });
  await expect(form.getByRole('img', { name: '图片验证码' })).toBeVisible(SLOW);
  await form.getByRole('textbox', { name: '企业名称' }).fill('南京筑城建材贸易有限公司');
  await form.getByRole('textbox', { name: '统一社会信用代码' }).fill('91350100M000100Y43');
  await form.getByRole('textbox', { name: '联系人' }).fill('王磊');
  await form.getByRole('textbox', { name: '手机号' }).fill(phone);
  // A wrong picture answer is refused by the server before any SMS.
  await form.getByRole('textbox', { name: '图片验证码' }).fill('0000');
  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText('请输入正确的图片验证码')).toBeVisible(SLOW);
  await expect(form.getByRole('img', { name: '图片验证码' })).toBeVisible(SLOW);
  await form.getByRole('textbox', { name: '图片验证码' }).fill(await captchaAnswer());
  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(form.getByRole('button', { name: /s后重新发送/ })).toBeDisabled(SLOW);
  await form.getByRole('textbox', { name: '短信验证码' }).fill(await latestSmsCode(phone));
  await form.getByRole('combobox', { name: '融资金额' }).selectOption({ label: '200-500万' });
  await form.getByRole('combobox', { name: '融资期限' }).selectOption({ label: '6-12个月' });
  await form.getByRole('button', { name: '提交申请' }).click();
  // The refusal is at its field (the agreement's checkbox), not an alert above the button.
  await expect(form.getByText('请阅读并同意金融服务信息授权书', { exact: true })).toBeVisible();
  await form.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await form.getByRole('button', { name: '提交申请' }).click();
  const done = page.getByRole('status').filter({ hasText: '申请编号' });
  await expect(done).toContainText(/JR\d{14}/, SLOW);
  await expect(done).toContainText('已提交');
  return /JR\d{14}/.exec((await done.textContent()) ?? '')![0];
}

test('a visitor applies for a product: captcha, SMS code, authorisation, number', async ({ page }) => {
  await page.goto('/financial-service/financial-service-detail?id=1');
  await apply(page, freshPhone());
});

test('a member saves the list filters, applies, sees the application, and the recorded apply flow replays', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.one);
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible(SLOW);

  await page.goto(`${LIST}?serviceType=4&moneyType=2`);
  await page.getByRole('button', { name: '保存搜索' }).click();
  const dialog = page.getByRole('dialog', { name: '保存搜索条件' });
  const name = dialog.getByRole('textbox', { name: '订阅名称' });
  await expect(name).toHaveValue('保函服务 · 50-200万', SLOW);
  const unique = `保函E2E${Date.now() % 100000}`;
  await name.fill(unique);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存订阅「${unique}」`, { exact: false })).toBeVisible(SLOW);

  const first = (await (await request.get('/api/finance/info/page?serviceType=4&moneyType=2&size=12')).json()).data
    .records[0] as { name: string };
  await page.locator('main').getByRole('link', { name: first.name }).first().click();
  await expect(page).toHaveURL(/financial-service-detail\?id=\d+/);
  const number = await apply(page, freshPhone());
  await page.goto('/financial-service');
  await expect(page.getByRole('region', { name: '我的融资申请' })).toContainText(number, SLOW);

  const { recording } = await downloadSessionRecording(page);
  const flowEvents = recording.events.filter((e) => e.event.type.startsWith('financeApply.'));
  expect(flowEvents.length).toBeGreaterThan(3);
  const result = replayRecording(recording);
  expect(result.differing).toEqual([]);
  expect(result.matchesSnapshot).toBe(true);
});
