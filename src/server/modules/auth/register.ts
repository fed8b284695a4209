// tenantRegister: a new phone, a new company name and a register-purpose code make a user, a
// company with a fresh 6-digit tenant id and an approved buyer membership ('1'/'1': there is
// no review desk yet) and record the consent to the current user agreement, then log in.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USER_AGREEMENT, type TokenResult } from '../../../api/auth';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { stamp } from '../../floor/time';
import { issueToken } from './login';
import { hashPassword } from '../../floor/passwords';
import { normalizePhone, userByPhone } from '../../floor/members';
import { companyByTenant, companyNameTaken } from './repository';
import { checkCode } from '../../floor/sms-codes';

export const PHONE_TAKEN = '该手机号已注册，请直接登录';
export const NAME_TAKEN = '该企业名称已注册';
export const AGREEMENT_OUTDATED = '参数错误：agreementVersion 用户协议已更新，请重新阅读并同意';

export interface RegisterInput {
  phone: string;
  code: string;
  password: string;
  companyName: string;
  nickName?: string;
  inviteCode?: string;
  agreementVersion: string;
}

async function newTenantId(db: Db): Promise<string> {
  for (;;) {
    const id = String(randomInt(100_000, 1_000_000));
    if (!(await companyByTenant(db, id))) return id;
  }
}

async function refuseTaken(db: Db, phone: string, companyName: string): Promise<void> {
  if (await userByPhone(db, phone)) throw badRequest(PHONE_TAKEN);
  if (await companyNameTaken(db, companyName)) throw badRequest(NAME_TAKEN);
}

export async function register(app: FastifyInstance, input: RegisterInput): Promise<TokenResult> {
  const db = app.db;
  const phone = normalizePhone(input.phone);
  const companyName = input.companyName.trim();
  const inviteCode = input.inviteCode?.trim() || null;
  if (input.agreementVersion !== USER_AGREEMENT.version) throw badRequest(AGREEMENT_OUTDATED);
  await refuseTaken(db, phone, companyName);
  if (inviteCode && !(await db.selectFrom('invites').select('id').where('code', '=', inviteCode).executeTakeFirst())) {
    throw badRequest('邀请码无效');
  }
  await checkCode(db, app.config.SMS_PEPPER, phone, 'register', input.code, true);
  const passwordHash = await hashPassword(input.password);
  const at = stamp();
  let created: { userId: number; companyId: number; tenantId: string };
  try {
    created = await db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({ phone, password_hash: passwordHash, nick_name: input.nickName?.trim() ?? '', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tenantId = await newTenantId(tx);
      const company = await tx
        .insertInto('companies')
        .values({ tenant_id: tenantId, name: companyName, org_code: '', invite_code: inviteCode, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('memberships')
        .values({ user_id: user.id, company_id: company.id, identity: '1', status: '1', is_default: 1, created_at: at })
        .execute();
      await tx
        .insertInto('consents')
        .values({ user_id: user.id, agreement: USER_AGREEMENT.key, version: input.agreementVersion, consented_at: at })
        .execute();
      return { userId: user.id, companyId: company.id, tenantId };
    });
  } catch (err) {
    // Lost a race on the unique phone or name: say which.
    await refuseTaken(db, phone, companyName);
    throw err;
  }
  return issueToken(db, created.userId, { companyId: created.companyId, tenantId: created.tenantId });
}
