// Shared steps of the mall tests: members with live sessions made straight in the database
// (as the session module reads them), typed catalogue calls, and paging through every result.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Call, CallData, Envelope } from '../../src/api/define';
import { product, type GoodsPage, type GoodsQuery } from '../../src/api/product';
import type { Db } from '../../src/server/db';
import { hashToken, SWITCH_HEADER } from '../../src/server/http/session';
import { url } from './helpers';

let seq = 0;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');

export interface TestMember {
  userId: number;
  companyIds: number[];
  token: string;
  /** Headers acting for companyIds[i] (the session's own company when i = 0). */
  as(i?: number): Record<string, string>;
}

/** A user with a live session, a member of `companies` new companies (or of the given ones). */
export async function makeMember(db: Db, companies: number | number[] = 1): Promise<TestMember> {
  const n = ++seq;
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      phone: `137${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`,
      password_hash: 'x',
      nick_name: `采购员${n}`,
      created_at: stamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyIds: number[] = [];
  if (Array.isArray(companies)) companyIds.push(...companies);
  else {
    for (let i = 0; i < companies; i++) {
      const tenant = String(700000 + n * 10 + i);
      const c = await db
        .insertInto('companies')
        .values({
          tenant_id: tenant,
          name: `商城测试企业${tenant}`,
          org_code: '',
          invite_code: null,
          created_at: stamp(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.push(c.id);
    }
  }
  for (const [i, companyId] of companyIds.entries()) {
    await db
      .insertInto('memberships')
      .values({
        user_id: user.id,
        company_id: companyId,
        identity: '1',
        status: '1',
        is_default: i === 0 ? 1 : 0,
        created_at: stamp(now),
      })
      .execute();
  }
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      company_id: companyIds[0],
      created_at: stamp(now),
      expires_at: stamp(now + 86_400_000),
      revoked_at: null,
    })
    .execute();
  return {
    userId: user.id,
    companyIds,
    token,
    as: (i = 0) => ({ 'blade-auth': `bearer ${token}`, ...(i > 0 ? { [SWITCH_HEADER]: String(companyIds[i]) } : {}) }),
  };
}

export function send(app: FastifyInstance, c: Call, input: object = {}, headers: Record<string, string> = {}) {
  return c.method === 'GET'
    ? app.inject({ method: 'GET', url: url(c.path, input as Record<string, string | number>), headers })
    : app.inject({ method: 'POST', url: c.path, payload: input, headers });
}

export function ok<C extends Call>(_c: C, res: LightMyRequestResponse): CallData<C> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<CallData<C>>>().data;
}

export async function call<C extends Call>(
  app: FastifyInstance,
  c: C,
  input: object = {},
  headers: Record<string, string> = {},
): Promise<CallData<C>> {
  return ok(c, await send(app, c, input, headers));
}

/** Every goods of a query, paging with the largest size; checks totals and no repeats. */
export async function allGoods(app: FastifyInstance, q: GoodsQuery): Promise<GoodsPage['records']> {
  const out: GoodsPage['records'] = [];
  for (let current = 1; ; current++) {
    const page = await call(app, product.goodsPage, { ...q, current, size: 100 });
    out.push(...page.records);
    if (current >= page.pages) {
      expect(out.length).toBe(page.total);
      break;
    }
  }
  expect(new Set(out.map((g) => g.id)).size).toBe(out.length);
  return out;
}
