// Helpers for member browser tests: log in through the page, read an SMS code from the
// server's outbox (the development adapter), make a fresh phone number.
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USER_AGREEMENT } from '../../src/api/auth';

export const DEMO = { one: '13800000001', two: '13800000002', password: 'Test1234' } as const;

export function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function latestSmsCode(phone: string): Promise<string> {
  const db = new Database(process.env.E2E_DB_FILE!, { readonly: true, fileMustExist: true });
  try {
    for (let i = 0; i < 50; i++) {
      const row = db.prepare('select content from sms_outbox where phone = ? order by id desc limit 1').get(phone) as { content: string } | undefined;
      const code = row && /\d{6}/.exec(row.content)?.[0];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no SMS for ${phone}`);
  } finally {
    db.close();
  }
}

export async function loginWithPassword(page: Page, phone: string, password: string = DEMO.password): Promise<void> {
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'login_access_token')).toBeUndefined();
}

/** A new member made through the API (SMS code from the outbox), for tests that change its data. */
export async function registerMember(request: APIRequestContext): Promise<{ phone: string; password: string; company: string }> {
  const phone = freshPhone();
  const password = 'Build2026';
  const company = `回放测试${phone.slice(-6)}建材有限公司`;
  const sent = await request.post('/api/blade-auth/sms/send-code', { data: { phone, templateId: 'register' } });
  expect(sent.status()).toBe(200);
  const code = await latestSmsCode(phone);
  const res = await request.post('/api/blade-auth/tenant/register', { data: { phone, code, password, companyName: company, agreementVersion: USER_AGREEMENT.version } });
  expect(res.status()).toBe(200);
  return { phone, password, company };
}
