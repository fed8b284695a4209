// Certified supplier companies as other modules read them (the supplier_cert table is owned by
// modules/onboarding; the rule "certified through today, Beijing" is the one actingBlock applies in
// policy.ts): whether given companies hold a certification, and a search by category and region
// (the tender module's invitations and single-source supplier pick from it).
import { sql } from 'kysely';
import type { Db } from '../db';
import { beijingDay, now } from './time';

export interface CertifiedSupplierRow {
  companyId: number;
  name: string;
  provinceCodes: string[];
  categoryIds: number[];
}

const certified = (db: Db, today: string) =>
  db
    .selectFrom('supplier_cert as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .where('s.status', '=', 'certified')
    .where('s.licence_valid_until', '>=', today);

/** The ids among `ids` whose supplier certification holds today. */
export async function certifiedAmong(db: Db, ids: readonly number[], nowMs = now()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await certified(db, beijingDay(nowMs))
    .select('s.company_id')
    .where('s.company_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.company_id));
}

export interface SupplierSearch {
  keyword?: string;
  categoryId?: number | null;
  provinceCode?: string | null;
}

/** Certified suppliers by name, level-1 category and province served, by name; with the total. */
export async function searchCertifiedSuppliers(
  db: Db,
  q: SupplierSearch,
  offset: number,
  limit: number,
  nowMs = now(),
): Promise<{ total: number; rows: CertifiedSupplierRow[] }> {
  let base = certified(db, beijingDay(nowMs));
  if (q.keyword) base = base.where('c.name', 'like', `%${q.keyword.replace(/[%_]/g, '')}%`);
  // Comma lists: match ",id," inside ",list,".
  if (q.categoryId) base = base.where(sql<string>`',' || s.category_ids || ','`, 'like', `%,${q.categoryId},%`);
  if (q.provinceCode) base = base.where(sql<string>`',' || s.province_codes || ','`, 'like', `%,${q.provinceCode},%`);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['s.company_id', 'c.name', 's.category_ids', 's.province_codes'])
    .orderBy('c.name')
    .orderBy('s.company_id')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      companyId: r.company_id,
      name: r.name,
      provinceCodes: r.province_codes.split(',').filter(Boolean),
      categoryIds: r.category_ids.split(',').filter(Boolean).map(Number),
    })),
  };
}
