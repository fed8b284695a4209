// sc accounts as the member calls answer them: the roles with their certification status (a
// pending supplier waits for a 审核员 of the operations console, queue.ts) and the unread notices.
import type { ScMemberInfo, ScRoleState } from '../../../api/sc';
import { canResubmit, SC_CERT_NAMES, SC_ROLE_NAMES, type ScRole } from '../../../api/sc-dicts';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { maskPhone } from '../../floor/mask';
import { isoOf } from '../../floor/time';

export const ROLE_MISSING = (role: ScRole) => `该账号未开通${SC_ROLE_NAMES[role]}身份`;

const canAct = (status: string) => status === 'active' || status === 'certified';

export async function rolesOf(db: Db, accountId: number): Promise<ScRoleState[]> {
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
