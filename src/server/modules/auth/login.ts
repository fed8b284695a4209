// The oauth token call: password grant (argon2id, guarded by the growing delay and the hourly
// cap) or SMS-code grant (a login-purpose code). Without tenantId a member of exactly one
// company logs into it; a member of several must choose (tenantListByPhone feeds the chooser).
import type { FastifyInstance } from 'fastify';
import type { TokenResult } from '../../../api/auth';
import type { Db } from '../../db';
import { badRequest, forbidden } from '../../http/errors';
import { attemptSucceeded, beginAttempt } from './login-guard';
import { verifyPassword } from '../../floor/passwords';
import { maskPhone } from '../../floor/mask';
import { normalizePhone, userByPhone } from '../../floor/members';
import { activeCompanies, membershipByTenant, userById } from './repository';
import { createSession } from './sessions';
import { checkCode } from '../../floor/sms-codes';

export const WRONG_CREDENTIALS = '手机号或密码错误';
export const CHOOSE_COMPANY = '请选择要登录的企业';
export const NOT_REGISTERED = '该手机号尚未注册，请先注册';

export interface LoginInput {
  grantType: 'password' | 'sms_code';
  tenantId?: string;
  phone: string;
  password?: string;
  code?: string;
}

async function chooseCompany(
  db: Db,
  userId: number,
  tenantId: string | undefined,
): Promise<{ companyId: number; tenantId: string }> {
  if (tenantId) {
    const m = await membershipByTenant(db, userId, tenantId);
    if (!m) throw badRequest('该账号不属于所选企业，请重新选择');
    if (m.status === '2') throw forbidden('您在该企业的账号已停用，请联系企业管理员');
    return m;
  }
  const companies = await activeCompanies(db, userId);
  if (companies.length === 0) throw forbidden('该账号没有可登录的企业，请联系企业管理员');
  if (companies.length > 1) throw badRequest(CHOOSE_COMPANY);
  return companies[0];
}

/** Opens a session for the user in the company and answers what the client stores. */
export async function issueToken(
  db: Db,
  userId: number,
  company: { companyId: number; tenantId: string },
): Promise<TokenResult> {
  const user = await userById(db, userId);
  const { token, expiresIn } = await createSession(db, userId, company.companyId);
  return {
    accessToken: token,
    tokenType: 'bearer',
    expiresIn,
    userId,
    username: user.nick_name || maskPhone(user.phone),
    tenantId: company.tenantId,
    companyId: company.companyId,
    deptId: String(company.companyId),
  };
}

export async function login(app: FastifyInstance, input: LoginInput, ip: string): Promise<TokenResult> {
  const db = app.db;
  const phone = normalizePhone(input.phone);
  if (input.grantType === 'password') {
    if (!input.password) throw badRequest('请输入密码');
    const attempt = await beginAttempt(db, phone, ip);
    const user = await userByPhone(db, phone);
    if (!(await verifyPassword(user?.password_hash, input.password)) || !user) throw badRequest(WRONG_CREDENTIALS);
    await attemptSucceeded(db, phone, attempt);
    return issueToken(db, user.id, await chooseCompany(db, user.id, input.tenantId));
  }
  if (!input.code) throw badRequest('请输入短信验证码');
  const user = await userByPhone(db, phone);
  if (!user) throw badRequest(NOT_REGISTERED);
  // Choose first: a member of several companies must not lose the code to the chooser.
  const company = await chooseCompany(db, user.id, input.tenantId);
  await checkCode(db, app.config.SMS_PEPPER, phone, 'login', input.code, true);
  return issueToken(db, user.id, company);
}
