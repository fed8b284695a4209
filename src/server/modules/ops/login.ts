// Operators' login (account, password and TOTP code in one step: the floor's argon2id and login
// guard over ops_login_failures; a wrong password and a wrong code get the same answer and both
// count as failures), logout and the session's operator. Sessions are the floor's tokens in
// ops_session, read by route() for every call of auth mode 'ops' (src/server/http/ops-session.ts).
import type { FastifyInstance } from 'fastify';
import { ops, type Operator as OperatorOut } from '../../../api/ops';
import type { Db } from '../../db';
import { loginGuard } from '../../floor/login-guard';
import { verifyPassword } from '../../floor/passwords';
import { newSession } from '../../floor/sessions';
import { now, stamp } from '../../floor/time';
import { badRequest } from '../../http/errors';
import { endOpsSession, keepOpsSession, opsSessionCookies } from '../../http/ops-session';
import { route } from '../../http/route';
import { RATES } from './rates';
import { totpStep } from './totp';

export const WRONG_LOGIN = '账号、密码或动态口令错误';
/** Operators' sessions end sooner than members': a working day. */
const OPS_SESSION_MS = 12 * 60 * 60 * 1000;
export const guard = loginGuard('ops_login_failures');

/** The operator as the calls answer it (undefined for an unknown id). */
export async function operatorOut(db: Db, id: number): Promise<OperatorOut | undefined> {
  const o = await db
    .selectFrom('ops_operator')
    .select(['id', 'account', 'name', 'institution_id', 'disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!o) return undefined;
  const roles = await db.selectFrom('ops_operator_role').select('role').where('operator_id', '=', id).execute();
  return {
    id: o.id,
    account: o.account,
    name: o.name,
    roles: roles.map((r) => r.role).sort(),
    institutionId: o.institution_id,
    disabled: o.disabled === 1,
  };
}

export function loginRoutes(app: FastifyInstance): void {
  opsSessionCookies(app);

  route(
    app,
    ops.login,
    async ({ account, password, code }, { req }) => {
      const attempt = await guard.beginAttempt(app.db, account, req.ip);
      const o = await app.db
        .selectFrom('ops_operator')
        .select(['id', 'password_hash', 'totp_secret', 'totp_step'])
        .where('account', '=', account)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      if (!(await verifyPassword(o?.password_hash, password)) || !o) throw badRequest(WRONG_LOGIN);
      const step = totpStep(account, o.totp_secret, code, now());
      // A code is good once: the step moves forward in one conditional update (a replay, or a
      // parallel login with the same code, finds it taken).
      const taken =
        step !== null &&
        Number(
          (
            await app.db
              .updateTable('ops_operator')
              .set({ totp_step: step })
              .where('id', '=', o.id)
              .where('totp_step', '<', step)
              .executeTakeFirst()
          ).numUpdatedRows,
        ) === 1;
      if (!taken) throw badRequest(WRONG_LOGIN);
      await guard.attemptSucceeded(app.db, account, attempt);
      const s = newSession(OPS_SESSION_MS);
      await app.db
        .insertInto('ops_session')
        .values({
          token_hash: s.tokenHash,
          operator_id: o.id,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          revoked_at: null,
        })
        .execute();
      keepOpsSession(req, s.token, s.expiresIn);
      return (await operatorOut(app.db, o.id))!;
    },
    { rate: RATES.login },
  );

  route(app, ops.logout, async (_input, { req, me }) => {
    await app.db
      .updateTable('ops_session')
      .set({ revoked_at: stamp() })
      .where('id', '=', me.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    endOpsSession(req);
    return null;
  });

  route(app, ops.me, async (_input, { me }) => (await operatorOut(app.db, me.operatorId))!);
}
