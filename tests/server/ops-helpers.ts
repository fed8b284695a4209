// Operators in server tests: a live console session of a seeded operator (inserted directly,
// like sessionOf for members), a real login with the TOTP code of the clock's time, and the
// token a login answer's cookie carries.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ops } from '../../src/api/ops';
import type { Db } from '../../src/server/db';
import { hashToken } from '../../src/server/http/session';
import { totpCode } from '../../src/server/modules/ops/totp';
import { demoTotpSecret, OPS_DEMO_PASSWORD } from '../../src/server/modules/ops/seed';
import { call, freshIp } from './auth-helpers';

type Headers = Record<string, string>;
const FAR = '9999-12-31 00:00:00.000';

/** The headers of a live session of the seeded operator `account`. */
export async function opsSessionOf(db: Db, account: string): Promise<Headers> {
  const o = await db.selectFrom('ops_operator').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('ops_session')
    .values({ token_hash: hashToken(token), operator_id: o.id, created_at: FAR, expires_at: FAR, revoked_at: null })
    .execute();
  return { 'ops-auth': `bearer ${token}` };
}

/** The ops token the answer's Set-Cookie carries ('' when it clears it, undefined without). */
export function opsCookie(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const line = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) => c.startsWith('ops_access_token='));
  return line === undefined ? undefined : line.slice('ops_access_token='.length).split(';')[0];
}

/** Logs in with password and the TOTP code at `nowMs` (secret: the seeded one of the account by default). */
export function opsLogin(
  app: FastifyInstance,
  account: string,
  nowMs: number,
  over: { password?: string; secret?: string; code?: string } = {},
): Promise<LightMyRequestResponse> {
  const code = over.code ?? totpCode(over.secret ?? demoTotpSecret(account), nowMs);
  return call(app, ops.login, { account, password: over.password ?? OPS_DEMO_PASSWORD, code }, { ip: freshIp() });
}
