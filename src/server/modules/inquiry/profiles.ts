// The supplier's desk profile: what it sells (category_code keys) and where (province codes),
// stored comma-separated, one row per company (upsert, so parallel saves leave one row); and
// the wizard's supplier picker, those selling the category and serving the province first.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { z } from '../../../api/define';
import type { profileForm, SupplierOption, SupplierProfile } from '../../../api/inquiry-desk';
import { SIMPLE_TAX_CATEGORIES, VAT_MSG } from '../../../api/inquiry-rfq';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { isoOf, stampOf } from '../../floor/time';
import { checkFilters } from './lists';

export const PROFILE_MSG = { region: '参数错误：regions 请选择正确的省份' } as const;

/** ',a,b,' contains ',code,' (a comma list column holds the code); the same SQL on both dialects. */
export const listHas = (column: Expression<string>, code: string): Expression<SqlBool> =>
  sql<SqlBool>`(',' || ${column} || ',') like ${`%,${code},%`}`;

export async function profileOf(db: Db, me: Member): Promise<SupplierProfile> {
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', me.companyId)
    .executeTakeFirstOrThrow();
  const p = await db
    .selectFrom('inquiry_supplier_profile')
    .selectAll()
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  const list = (s: string | undefined) => (s ? s.split(',').filter(Boolean) : []);
  return {
    companyId: me.companyId,
    companyName: company.name,
    categories: list(p?.categories),
    regions: list(p?.regions),
    simpleTax: p?.simple_tax === 1,
    intro: p?.intro ?? '',
    updatedAt: p ? isoOf(p.updated_at) : null,
  };
}

export async function saveProfile(
  db: Db,
  me: Member,
  f: z.output<typeof profileForm>,
  nowMs: number,
): Promise<SupplierProfile> {
  const categories = [...new Set(f.categories)];
  const regions = [...new Set(f.regions)];
  for (const c of categories) await checkFilters(db, { categoryCode: c });
  const provinces = await db
    .selectFrom('region')
    .select('code')
    .where('code', 'in', regions)
    .where('level', '=', 1)
    .execute();
  if (provinces.length !== regions.length) throw badRequest(PROFILE_MSG.region);
  if (f.simpleTax && !categories.some((c) => (SIMPLE_TAX_CATEGORIES as readonly string[]).includes(c)))
    throw badRequest(VAT_MSG.simple);
  const row = {
    categories: categories.join(','),
    regions: regions.join(','),
    simple_tax: f.simpleTax ? 1 : 0,
    intro: f.intro,
    updated_at: stampOf(nowMs),
  };
  await db
    .insertInto('inquiry_supplier_profile')
    .values({ company_id: me.companyId, ...row })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
  return profileOf(db, me);
}

interface PickQuery {
  keyword?: string;
  categoryCode?: string | null;
  provinceCode?: string | null;
  size: number;
}

export async function pickSuppliers(db: Db, me: Member, q: PickQuery): Promise<SupplierOption[]> {
  const cat = q.categoryCode ?? '';
  const prov = q.provinceCode ?? '';
  let base = db
    .selectFrom('inquiry_supplier_profile as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['c.id', 'c.name', 'p.categories', 'p.regions'])
    .select((eb) => [
      eb
        .case()
        .when(listHas(eb.ref('p.categories'), cat))
        .then(1)
        .else(0)
        .end()
        .as('cat_hit'),
      eb
        .case()
        .when(listHas(eb.ref('p.regions'), prov))
        .then(1)
        .else(0)
        .end()
        .as('region_hit'),
    ])
    .where('c.id', '<>', me.companyId);
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) => contains(eb.ref('c.name'), k));
  }
  const rows = await base
    .orderBy('cat_hit', 'desc')
    .orderBy('region_hit', 'desc')
    .orderBy('c.name')
    .limit(q.size)
    .execute();
  const dict = await db
    .selectFrom('dict_entry')
    .select(['dict_key', 'dict_value'])
    .where('code', '=', 'category_code')
    .execute();
  const firstRegions = [...new Set(rows.map((r) => r.regions.split(',')[0]))];
  const names = firstRegions.length
    ? await db.selectFrom('region').select(['code', 'name']).where('code', 'in', firstRegions).execute()
    : [];
  return rows.map((r) => ({
    companyId: r.id,
    name: r.name,
    provinceName: names.find((n) => n.code === r.regions.split(',')[0])?.name ?? '',
    categoryNames: r.categories.split(',').map((c) => dict.find((d) => d.dict_key === c)?.dict_value ?? c),
    categoryMatch: cat !== '' && Number(r.cat_hit) === 1,
    regionMatch: prov !== '' && Number(r.region_hit) === 1,
  }));
}
