// 管理员's calls: the operators (list, create with a password as strong as members' and a new
// TOTP secret shown once, roles, TOTP reset). Every change writes the audit log; a 机构经办 is
// bound to one finance institution.
import type { FastifyInstance } from 'fastify';
import { ops } from '../../../api/ops';
import type { OpsRole } from '../../../api/ops-dicts';
import type { Db } from '../../db';
import { audit } from '../../floor/audit';
import { hashPassword } from '../../floor/passwords';
import { stamp } from '../../floor/time';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { operatorOut } from './login';
import { newTotp } from './totp';

export const OPS_MSG = {
  taken: '该账号已存在',
  missing: '操作员不存在',
  institution: '机构经办须指定所属金融机构',
  noInstitution: '只有机构经办可以指定所属金融机构',
  ownAdmin: '不能取消自己的管理员角色',
} as const;

/** The institution as the roles allow it: required for 机构经办, refused otherwise. */
function institutionOf(roles: OpsRole[], institutionId: number | null | undefined): number | null {
  if (roles.includes('institution')) {
    if (!institutionId) throw badRequest(OPS_MSG.institution);
    return institutionId;
  }
  if (institutionId) throw badRequest(OPS_MSG.noInstitution);
  return null;
}

async function setRoleRows(db: Db, operatorId: number, roles: OpsRole[]): Promise<void> {
  await db.deleteFrom('ops_operator_role').where('operator_id', '=', operatorId).execute();
  await db
    .insertInto('ops_operator_role')
    .values([...new Set(roles)].map((role) => ({ operator_id: operatorId, role })))
    .execute();
}

export function operatorRoutes(app: FastifyInstance): void {
  route(app, ops.operators, async ({ current, size }) => {
    const total = Number(
      (
        await app.db
          .selectFrom('ops_operator')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const ids = await app.db
      .selectFrom('ops_operator')
      .select('id')
      .orderBy('id')
      .offset((current - 1) * size)
      .limit(size)
      .execute();
    const records = await Promise.all(ids.map(async (r) => (await operatorOut(app.db, r.id))!));
    return { records, total, size, current, pages: Math.ceil(total / size) };
  });

  route(app, ops.createOperator, async (input, { req, me }) => {
    const institutionId = institutionOf(input.roles, input.institutionId);
    const totp = newTotp(input.account);
    const passwordHash = await hashPassword(input.password);
    const id = await app.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('ops_operator')
        .values({
          account: input.account,
          name: input.name.trim(),
          password_hash: passwordHash,
          totp_secret: totp.secret,
          totp_step: 0,
          institution_id: institutionId,
          disabled: 0,
          created_at: stamp(),
        })
        .onConflict((oc) => oc.column('account').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw badRequest(OPS_MSG.taken);
      await setRoleRows(tx, row.id, input.roles);
      await audit(tx, me, req, {
        role: 'admin',
        objectKind: 'operator',
        objectId: row.id,
        action: 'create',
        before: null,
        after: { account: input.account, name: input.name, roles: input.roles, institutionId },
      });
      return row.id;
    });
    return { id, totp };
  });

  route(app, ops.setRoles, async ({ id, roles, institutionId: wanted, reason }, { req, me }) => {
    const before = await operatorOut(app.db, id);
    if (!before) throw notFound(OPS_MSG.missing);
    if (id === me.operatorId && !roles.includes('admin')) throw badRequest(OPS_MSG.ownAdmin);
    const institutionId = institutionOf(roles, wanted);
    await app.db.transaction().execute(async (tx) => {
      await setRoleRows(tx, id, roles);
      await tx.updateTable('ops_operator').set({ institution_id: institutionId }).where('id', '=', id).execute();
      await audit(tx, me, req, {
        role: 'admin',
        objectKind: 'operator',
        objectId: id,
        action: 'roles',
        before: { roles: before.roles, institutionId: before.institutionId },
        after: { roles: [...new Set(roles)].sort(), institutionId },
        reason,
      });
    });
    return (await operatorOut(app.db, id))!;
  });

  route(app, ops.resetTotp, async ({ id, reason }, { req, me }) => {
    const o = await operatorOut(app.db, id);
    if (!o) throw notFound(OPS_MSG.missing);
    const totp = newTotp(o.account);
    await app.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('ops_operator')
        .set({ totp_secret: totp.secret, totp_step: 0 })
        .where('id', '=', id)
        .execute();
      // Sessions opened with the old factor end with it.
      await tx
        .updateTable('ops_session')
        .set({ revoked_at: stamp() })
        .where('operator_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      await audit(tx, me, req, {
        role: 'admin',
        objectKind: 'operator',
        objectId: id,
        action: 'reset-totp',
        before: null,
        after: null,
        reason,
      });
    });
    return totp;
  });
}
