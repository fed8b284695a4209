// Helpers of the sc server tests: calls with the sc session header, codes from the outbox.
import type { FastifyInstance } from 'fastify';
import { sc, type ScTokenResult } from '../../src/api/sc';
import { SC_AGREEMENTS, SC_ROLE_AGREEMENTS, type ScRole } from '../../src/api/sc-dicts';
import type { Db } from '../../src/server/db';
import { call, data, freshIp, type CallOptions } from './auth-helpers';

/** A call carrying `Sc-Auth: bearer <token>`. */
export const scCall = (
  app: FastifyInstance,
  c: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown> = {},
  token?: string,
  opts: CallOptions = {},
) => call(app, c, input, { ...opts, headers: { ...opts.headers, ...(token ? { 'sc-auth': `bearer ${token}` } : {}) } });

export async function scCode(db: Db, phone: string, purpose: 'register' | 'forget'): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('content')
    .where('phone', '=', phone)
    .where('purpose', '=', `sc:${purpose}`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.content)![1];
}

export const agreementsOf = (role: ScRole) =>
  SC_ROLE_AGREEMENTS[role].map((key) => ({ key, version: SC_AGREEMENTS[key].version }));

/** A valid 统一社会信用代码 (check character right). */
export const CREDIT = '91350100M000100Y43';

export const registerForm = (role: ScRole, phone: string, code: string, over: Record<string, unknown> = {}) => ({
  role,
  phone,
  code,
  password: 'Pass1234',
  companyName: `测试建设工程有限公司${phone.slice(-4)}`,
  creditCode: CREDIT,
  contactName: '王建国',
  agreements: agreementsOf(role),
  ...over,
});

export async function scLogin(
  app: FastifyInstance,
  phone: string,
  password = 'Test1234',
  role?: ScRole,
): Promise<ScTokenResult> {
  return data<ScTokenResult>(
    await call(app, sc.login, { phone, password, ...(role ? { role } : {}) }, { ip: freshIp() }),
  );
}
