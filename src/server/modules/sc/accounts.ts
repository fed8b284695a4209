// sc accounts as the member calls answer them: the roles with their certification status, the
// demo review rule (a pending supplier passes SC_REVIEW_HOURS after submitting, applied whenever
// the account is read: there is no review desk yet) and the unread notices.
import type { ScMemberInfo, ScRoleState } from '../../../api/sc';
import { canResubmit, SC_CERT_NAMES, SC_REVIEW_HOURS, SC_ROLE_NAMES, type ScRole } from '../../../api/sc-dicts';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { maskPhone } from '../../floor/mask';
import { HOUR, isoOf, now, stamp } from '../../floor/time';

export const ROLE_MISSING = (role: ScRole) => `该账号未开通${SC_ROLE_NAMES[role]}身份`;

/** The demo review: pending suppliers submitted SC_REVIEW_HOURS ago or earlier become certified (one UPDATE, idempotent). */
export async function applyDemoReview(db: Db, accountId: number, at = now()): Promise<void> {
  const due = await db
    .updateTable('sc_role')
    .set({ cert_status: 'certified', reviewed_at: stamp(at) })
    .where('account_id', '=', accountId)
    .where('cert_status', '=', 'cert_pending')
    .where('submitted_at', '<=', stamp(at - SC_REVIEW_HOURS * HOUR))
    .returning('id')
    .execute();
  if (due.length > 0) {
    await db
      .insertInto('sc_notice')
      .values({
        account_id: accountId,
        title: '供应商认证已通过',
        content: '您的供应商认证资料已审核通过，现在可以报名参与招标项目。',
        created_at: stamp(at),
      })
      .execute();
  }
}

const canAct = (status: string) => status === 'active' || status === 'certified';

export async function rolesOf(db: Db, accountId: number): Promise<ScRoleState[]> {
  await applyDemoReview(db, accountId);
  const rows = await db
    .selectFrom('sc_role')
    .select(['role', 'cert_status', 'submitted_at', 'reject_reason'])
    .where('account_id', '=', accountId)
    .orderBy('role')
    .execute();
  return rows.map((r) => ({
    role: r.role,
    roleName: SC_ROLE_NAMES[r.role],
    certStatus: r.cert_status,
    certStatusName: SC_CERT_NAMES[r.cert_status],
    canAct: canAct(r.cert_status),
    submittedAt: isoOf(r.submitted_at),
    rejectReason: r.reject_reason,
    canResubmit: canResubmit(r.cert_status),
  }));
}

export async function memberInfo(db: Db, accountId: number, role: ScRole): Promise<ScMemberInfo> {
  const a = await db.selectFrom('sc_account').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  return {
    accountId: a.id,
    phone: maskPhone(a.phone),
    companyName: a.company_name,
    creditCode: a.credit_code,
    contactName: a.contact_name,
    role,
    roles: await rolesOf(db, accountId),
  };
}

/** The role to act in: the one asked for (400 when the account does not hold it), else purchaser first. */
export async function chooseRole(db: Db, accountId: number, asked: ScRole | undefined): Promise<ScRole> {
  const held = (await db.selectFrom('sc_role').select('role').where('account_id', '=', accountId).execute()).map(
    (r) => r.role,
  );
  if (asked) {
    if (!held.includes(asked)) throw badRequest(ROLE_MISSING(asked));
    return asked;
  }
  return held.includes('purchaser') ? 'purchaser' : 'supplier';
}

export async function unreadCount(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('sc_notice')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
