// Helpers for member browser tests: log in through the page, read an SMS code from the
// server's outbox (the development adapter), make a fresh phone number.
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { USER_AGREEMENT } from '../../src/api/auth';

export const DEMO = { one: '13800000001', two: '13800000002', password: 'Test1234' } as const;
/** The portal client's credentials, as the web client sends them. */
export const BASIC = { Authorization: 'Basic cG9ydGFsOnBvcnRhbF9zZWNyZXQ=' };

export interface Token {
  accessToken: string;
  deptId: string;
  username: string;
}

/** Whom a login acts for (a company of the member's, else its current one) and its password (the demo one unless given). */
export interface As {
  tenantId?: string;
  password?: string;
}

/** A member's token through the API. */
export async function tokenOf(
  request: APIRequestContext,
  phone: string,
  { tenantId, password = DEMO.password }: As = {},
): Promise<Token> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: BASIC,
    data: { grantType: 'password', phone, password, tenantId },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as Token;
}

/** The headers of a member's API call. */
export async function authHeaders(
  request: APIRequestContext,
  phone: string,
  as: As = {},
): Promise<Record<string, string>> {
  return { ...BASIC, 'Blade-Auth': `bearer ${(await tokenOf(request, phone, as)).accessToken}` };
}

/** Logged in the way another site of the domain leaves it (its cookies): the page takes them up. Returns the token. */
export async function logInByCookie(
  context: BrowserContext,
  baseURL: string,
  phone: string,
  as: As = {},
): Promise<string> {
  const t = await tokenOf(context.request, phone, as);
  await context.addCookies([
    { name: 'login_access_token', value: t.accessToken, url: baseURL },
    { name: 'login_dept_id', value: t.deptId, url: baseURL },
    { name: 'login_username', value: encodeURIComponent(t.username), url: baseURL },
  ]);
  return t.accessToken;
}

/** A new browser context logged in as `phone`. */
export async function memberContext(browser: Browser, baseURL: string, phone: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await logInByCookie(context, baseURL, phone);
  return context;
}

export function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function latestSmsCode(phone: string): Promise<string> {
  const db = new Database(process.env.E2E_DB_FILE!, { readonly: true, fileMustExist: true });
  try {
    for (let i = 0; i < 50; i++) {
      const row = db.prepare('select content from sms_outbox where phone = ? order by id desc limit 1').get(phone) as
        { content: string } | undefined;
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
export async function registerMember(
  request: APIRequestContext,
): Promise<{ phone: string; password: string; company: string }> {
  const phone = freshPhone();
  const password = 'Build2026';
  const company = `回放测试${phone.slice(-6)}建材有限公司`;
  const sent = await request.post('/api/blade-auth/sms/send-code', { data: { phone, templateId: 'register' } });
  expect(sent.status()).toBe(200);
  const code = await latestSmsCode(phone);
  const res = await request.post('/api/blade-auth/tenant/register', {
    data: { phone, code, password, companyName: company, agreementVersion: USER_AGREEMENT.version },
  });
  expect(res.status()).toBe(200);
  return { phone, password, company };
}
