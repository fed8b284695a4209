// Deal records (orderMore): one row per awarded line, newest award first; both parties masked.
import type { Page, z } from '../../../api/define';
import type { Deal, dealQuery } from '../../../api/inquiry-deals';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { isoOf } from '../../floor/time';
import { maskCompany } from '../../floor/mask';
import { checkFilters } from './lists';

const dealQueryOf = (db: Db) =>
  db
    .selectFrom('inquiry_deal as d')
    .innerJoin('companies as b', 'b.id', 'd.buyer_company_id')
    .innerJoin('companies as s', 's.id', 'd.supplier_company_id');

function withColumns(q: ReturnType<typeof dealQueryOf>) {
  return (
    q
      .leftJoin('region as p', 'p.code', 'd.province_code')
      .leftJoin('region as c', 'c.code', 'd.city_code')
      .select([
        'd.id',
        'd.inquiry_id',
        'd.deal_time',
        'b.name as buyer_name',
        's.name as supplier_name',
        'd.material_name',
        'd.spec',
        'd.quantity',
        'd.unit',
      ])
      .select(['d.unit_price', 'd.amount', 'p.name as province_name', 'c.name as city_name'])
      .orderBy('d.deal_time', 'desc')
      .orderBy('d.inquiry_id', 'desc')
      // One award's lines in the inquiry's order.
      .orderBy('d.id', 'asc')
  );
}
type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

const toDeal = (r: Row): Deal => ({
  id: r.id,
  inquiryId: r.inquiry_id,
  dealTime: isoOf(r.deal_time),
  buyerName: maskCompany(r.buyer_name),
  supplierName: maskCompany(r.supplier_name),
  materialName: r.material_name,
  spec: r.spec,
  quantity: Number(r.quantity),
  unit: r.unit,
  unitPrice: Number(r.unit_price),
  amount: Number(r.amount),
  provinceName: r.province_name ?? '',
  cityName: r.city_name ?? '',
});

export async function dealPage(db: Db, q: z.output<typeof dealQuery>): Promise<Page<Deal>> {
  await checkFilters(db, { categoryCode: q.categoryCode });
  let base = dealQueryOf(db);
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) => contains(eb.ref('d.material_name'), k));
  }
  if (q.categoryCode) base = base.where('d.category_code', '=', q.categoryCode);
  if (q.companyId) {
    const c = q.companyId;
    base = base.where((eb) => eb.or([eb('d.buyer_company_id', '=', c), eb('d.supplier_company_id', '=', c)]));
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await withColumns(base).limit(q.size).offset(offsetOf(q.current, q.size)).execute();
  return pageOf(rows.map(toDeal), Number(total.n), q.current, q.size);
}

/** The latest deals of one party (for its record). */
export async function dealsOf(db: Db, companyId: number, side: 'seller' | 'buyer', limit: number): Promise<Deal[]> {
  const column = side === 'seller' ? 'd.supplier_company_id' : 'd.buyer_company_id';
  const rows = await withColumns(dealQueryOf(db).where(column, '=', companyId))
    .limit(limit)
    .execute();
  return rows.map(toDeal);
}
