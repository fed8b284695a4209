// Users, companies and memberships as the auth calls need them.
import type { Tenant } from '../../../api/auth';
import type { Db } from '../../db';
import type { Identity, MemberStatus } from '../../db/schema-members';

export function userById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export interface MemberCompany extends Tenant {
  identity: Identity;
  status: MemberStatus;
  companyOrgCode: string;
}

/** The companies a user may act for (under review or approved), the default one first. */
export async function activeCompanies(db: Db, userId: number): Promise<MemberCompany[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['c.id', 'c.tenant_id', 'c.name', 'c.org_code', 'm.identity', 'm.status'])
    .where('m.user_id', '=', userId)
    .where('m.status', 'in', ['0', '1'])
    .orderBy('m.is_default', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    companyId: r.id,
    companyName: r.name,
    identity: r.identity,
    status: r.status,
    companyOrgCode: r.org_code,
  }));
}

/** The membership of a user in the company with this tenant id, whatever its status. */
export function membershipByTenant(db: Db, userId: number, tenantId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['c.id as companyId', 'c.tenant_id as tenantId', 'm.status'])
    .where('m.user_id', '=', userId)
    .where('c.tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export function companyByTenant(db: Db, tenantId: string) {
  return db.selectFrom('companies').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function companyNameTaken(db: Db, name: string): Promise<boolean> {
  return (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;
}
