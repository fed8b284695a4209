// Shared steps of the member tests: a movable clock, calls with a token / IP, codes read from
// the SMS outbox (as a developer would), and members made straight in the database.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, expect } from 'vitest';
import type { Envelope } from '../../src/api/define';
import { auth, type TokenResult } from '../../src/api/auth';
import type { SmsPurpose } from '../../src/api/validation';
import type { Db } from '../../src/server/db';
import { setClock, stamp } from '../../src/server/floor/time';
import { hashPassword } from '../../src/server/modules/auth/passwords';
import { url } from './helpers';

export interface Clock {
  now: number;
  advance(ms: number): void;
}

/** Replaces the members' clock for the file; each test starts at `start` again plus a day per test. */
export function useFakeClock(start = Date.UTC(2027, 0, 4, 9, 0, 0)): Clock {
  const clock: Clock = {
    now: start,
    advance(ms) {
      clock.now += ms;
    },
  };
  let day = 0;
  beforeEach(() => {
    // Every test gets a fresh day so windows from earlier tests never overlap.
    clock.now = start + day++ * 86_400_000 * 3;
    setClock(() => clock.now);
  });
  afterAll(() => setClock());
  return clock;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  c: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown> = {},
  opts: CallOptions = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers['blade-auth'] = `bearer ${opts.token}`;
  const remoteAddress = opts.ip ?? '127.0.0.1';
  return c.method === 'GET'
    ? app.inject({ method: 'GET', url: url(c.path, input as Record<string, string>), headers, remoteAddress })
    : app.inject({ method: 'POST', url: c.path, payload: input, headers, remoteAddress });
}

export function data<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<T>>().data;
}

/** The refusal's HTTP status (mirrored in the envelope) and message. */
export function refusal(res: LightMyRequestResponse): [number, string] {
  const body = res.json<Envelope<null>>();
  expect(body.code, res.body).toBe(res.statusCode);
  expect(body.success).toBe(false);
  return [res.statusCode, body.msg];
}

let ipSeq = 0;
/** A fresh client address, so per-IP counting never mixes tests. */
export const freshIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

let phoneSeq = 0;
/** A phone no demo member uses (prefix 139, counting per file and worker). */
export const freshPhone = () =>
  `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq++).padStart(4, '0')}`;

export async function sendCode(
  app: FastifyInstance,
  phone: string,
  purpose: SmsPurpose,
  opts: CallOptions & { captcha?: string } = {},
) {
  return call(
    app,
    auth.sendCode,
    { phone, templateId: purpose, ...(opts.captcha ? { code: opts.captcha } : {}) },
    { ip: opts.ip ?? freshIp() },
  );
}

/** The code in the latest outbox message to the phone for the purpose. */
export async function outboxCode(db: Db, phone: string, purpose: SmsPurpose): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('content')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const m = /(\d{6})/.exec(row.content);
  if (!m) throw new Error(`no code in ${row.content}`);
  return m[1];
}

/** Sends a code and reads it back from the outbox. */
export async function freshCode(app: FastifyInstance, db: Db, phone: string, purpose: SmsPurpose): Promise<string> {
  data(await sendCode(app, phone, purpose));
  return outboxCode(db, phone, purpose);
}

/** Another code than `code` (for wrong tries). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A member made straight in the database: one user, one approved buyer membership. */
export async function makeMember(
  db: Db,
  phone: string,
  password = 'Pass1234',
): Promise<{ userId: number; companyId: number; tenantId: string }> {
  const at = stamp();
  const user = await db
    .insertInto('users')
    .values({ phone, password_hash: await hashPassword(password), nick_name: '', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenantId = String(200000 + user.id);
  const company = await db
    .insertInto('companies')
    .values({ tenant_id: tenantId, name: `测试企业${phone}`, org_code: '', invite_code: null, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({ user_id: user.id, company_id: company.id, identity: '1', status: '1', is_default: 1, created_at: at })
    .execute();
  return { userId: user.id, companyId: company.id, tenantId };
}

export async function loginPassword(app: FastifyInstance, phone: string, password: string, tenantId?: string) {
  return call(
    app,
    auth.token,
    { grantType: 'password', phone, password, ...(tenantId ? { tenantId } : {}) },
    { ip: freshIp() },
  );
}

export async function tokenOf(
  app: FastifyInstance,
  phone: string,
  password: string,
  tenantId?: string,
): Promise<TokenResult> {
  return data<TokenResult>(await loginPassword(app, phone, password, tenantId));
}
