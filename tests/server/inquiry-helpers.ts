// Shared steps of the inquiry and tender tests: a movable clock (the server's injectable one),
// members of a chosen identity with live sessions, sessions for the demo members, typed calls,
// and a valid inquiry form whose deadline follows the clock.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Envelope } from '../../src/api/define';
import type { InquiryForm } from '../../src/api/inquiry';
import type { TenderForm } from '../../src/api/tender';
import type { Db } from '../../src/server/db';
import { setClock } from '../../src/server/floor/time';
import { hashToken, SWITCH_HEADER } from '../../src/server/http/session';
import { sampleTerms } from '../inquiry-sample';
import { TEST_NOW } from './helpers';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface Clock {
  now: number;
  set(ms: number): void;
  advance(ms: number): void;
}

/** The server's clock for the file, starting at `start`; tests move it. */
/** The test's clock starts at the seed's clock (TEST_NOW) plus 9 h, so seeded dates line up. */
export function useClock(start = TEST_NOW + 9 * 3_600_000): Clock {
  const clock: Clock = {
    now: start,
    set(ms) {
      clock.now = ms;
    },
    advance(ms) {
      clock.now += ms;
    },
  };
  beforeAll(() => setClock(() => clock.now));
  afterAll(() => setClock());
  return clock;
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
const FAR = '9999-12-31 00:00:00.000';

/** A live session of an existing user acting for `companyId`; the headers to send. */
export async function sessionOf(
  db: Db,
  userId: number,
  companyId: number,
  switchTo?: number,
): Promise<Record<string, string>> {
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      company_id: companyId,
      created_at: stamp(0),
      expires_at: FAR,
      revoked_at: null,
    })
    .execute();
  return { 'blade-auth': `bearer ${token}`, ...(switchTo ? { [SWITCH_HEADER]: String(switchTo) } : {}) };
}

let seq = 0;
export interface TestCompany {
  userId: number;
  companyId: number;
  name: string;
  headers: Record<string, string>;
}

/** A new company with one member of the identity ('1' buyer, '2' supplier) and a session. */
export async function makeCompany(
  db: Db,
  identity: '1' | '2',
  opts: { status?: '0' | '1'; verified?: boolean; certified?: boolean } = {},
): Promise<TestCompany> {
  const n = ++seq;
  const tag = `${process.pid % 1000}${String(n).padStart(4, '0')}`;
  const user = await db
    .insertInto('users')
    .values({ phone: `136${tag.padStart(8, '0')}`, password_hash: 'x', nick_name: `成员${n}`, created_at: stamp(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const name = `${identity === '1' ? '测试建设' : '测试建材'}${tag}有限公司`;
  const company = await db
    .insertInto('companies')
    .values({
      tenant_id: String(800000 + ((process.pid * 131 + n) % 199999)),
      name,
      org_code: opts.verified === false ? '' : `91320000MA${tag.padStart(8, '0')}`,
      invite_code: null,
      created_at: stamp(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({
      user_id: user.id,
      company_id: company.id,
      identity,
      status: opts.status ?? '1',
      is_default: 1,
      created_at: stamp(0),
    })
    .execute();
  // A supplier company acts once certified (docs/sections/onboarding.md): certified unless asked not to be.
  if (identity === '2' && opts.certified !== false) await certify(db, company.id);
  return { userId: user.id, companyId: company.id, name, headers: await sessionOf(db, user.id, company.id) };
}

/** The company's supplier certification, approved and valid for decades (the onboarding module's table). */
export async function certify(db: Db, companyId: number, scope: 'supplier' | 'both' = 'supplier'): Promise<void> {
  await db
    .insertInto('supplier_cert')
    .values({
      company_id: companyId,
      scope,
      status: 'certified',
      credit_code: `91320000MA${String(companyId).padStart(8, '0')}`,
      legal_person: '测试法人',
      licence_attach_id: '',
      licence_valid_until: '2099-12-31',
      category_ids: '1',
      province_codes: '320000',
      contact_name: '测试联系人',
      contact_phone: '13600000000',
      submitted_at: stamp(0),
      decided_at: stamp(0),
      reject_reason: '',
    })
    .execute();
}

/** Demo members (README): 1 = 13800000001 at 南京华建 (1); 2 = 13800000002 at 上海恒信 (2) or 杭州鼎盛 (3). */
export const demo = {
  buyer: (db: Db) => sessionOf(db, 1, 1),
  supplier: (db: Db) => sessionOf(db, 2, 2),
  hangzhou: (db: Db) => sessionOf(db, 2, 3),
};

export function body<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<T>>().data;
}

/** The refusal's status and message (the envelope mirrors the status). */
export function refused(res: LightMyRequestResponse): [number, string] {
  const env = res.json<Envelope<null>>();
  expect(env.code, res.body).toBe(res.statusCode);
  expect(env.success).toBe(false);
  return [res.statusCode, env.msg];
}

/** A valid inquiry form (南京 delivery, two lines) with its deadline `days` after the clock. */
export function inquiryForm(clock: Clock, over: Partial<InquiryForm> = {}, days = 5): InquiryForm {
  return {
    ...sampleTerms(clock.now + days * DAY),
    lines: [
      { name: '螺纹钢', spec: 'HRB400E Φ16mm×12m', unit: '吨', quantity: 120 },
      { name: '盘螺', spec: 'HRB400E Φ8mm', unit: '吨', quantity: 35.5 },
    ],
    ...over,
  };
}

/** A valid 公开招标 construction tender of 南京, its registration closing in 8 days and opening in 25 (from nowMs). */
export function tenderForm(nowMs: number, over: Partial<TenderForm> = {}): TenderForm {
  const at = (days: number) => new Date(nowMs + days * 86_400_000).toISOString();
  return {
    title: '南京江北新区人才公寓施工总承包招标公告',
    projectName: '南京江北新区人才公寓项目',
    typeCode: '1',
    methodCode: '1',
    provinceCode: '320000',
    cityCode: '320100',
    budgetWan: 12_000,
    marginAmount: 800_000,
    qualification: '建筑工程施工总承包一级',
    openPlace: '南京市公共资源交易中心开标 3 室',
    registrationDeadline: at(8),
    bidDeadline: at(25),
    contactName: '王工',
    contactPhone: '13912340000',
    ...over,
  };
}
