// rs-share-service queries. Type, method and status are stored as codes; their names come
// from dict_entry rows joined in the same query.
import type { Inquiry, Option, Ranking, Tender } from '../../../api/share';
import type { Db } from '../../db';

export type TenderDict = 'tender_type' | 'tender_method' | 'tender_status';

export async function options(db: Db, code: TenderDict): Promise<Option[]> {
  const rows = await db.selectFrom('dict_entry').select(['dict_key', 'dict_value']).where('code', '=', code).orderBy('sort').execute();
  return rows.map((r) => ({ code: r.dict_key, name: r.dict_value }));
}

export async function inquiries(db: Db, size: number): Promise<Inquiry[]> {
  const rows = await db
    .selectFrom('inquiry as i')
    .innerJoin('region as p', 'p.code', 'i.province_code')
    .innerJoin('region as c', 'c.code', 'i.city_code')
    .leftJoin('dict_entry as ds', (j) => j.onRef('ds.dict_key', '=', 'i.status').on('ds.code', '=', 'inquiry_status'))
    .selectAll('i')
    .select(['p.name as province', 'c.name as city', 'ds.dict_value as status_name'])
    .orderBy('i.publish_time', 'desc')
    .orderBy('i.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    buyerName: r.buyer_name,
    categoryName: r.category_name,
    province: r.province,
    city: r.city,
    quantity: Number(r.quantity),
    unit: r.unit,
    status: r.status_name ?? '',
    statusCode: r.status,
    publishTime: r.publish_time,
    deadline: r.deadline,
  }));
}

export async function tenders(db: Db, size: number, tenderType?: string): Promise<Tender[]> {
  const rows = await db
    .selectFrom('tender as t')
    .innerJoin('region as p', 'p.code', 't.province_code')
    .innerJoin('region as c', 'c.code', 't.city_code')
    .leftJoin('dict_entry as dt', (j) => j.onRef('dt.dict_key', '=', 't.tender_type').on('dt.code', '=', 'tender_type'))
    .leftJoin('dict_entry as dm', (j) => j.onRef('dm.dict_key', '=', 't.tender_method').on('dm.code', '=', 'tender_method'))
    .leftJoin('dict_entry as ds', (j) => j.onRef('ds.dict_key', '=', 't.tender_status').on('ds.code', '=', 'tender_status'))
    .selectAll('t')
    .select(['p.name as province', 'c.name as city', 'dt.dict_value as type_name', 'dm.dict_value as method_name', 'ds.dict_value as status_name'])
    .$if(tenderType !== undefined, (q) => q.where('t.tender_type', '=', tenderType!))
    .orderBy('t.publish_time', 'desc')
    .orderBy('t.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    companyName: r.company_name,
    tenderType: r.tender_type,
    tenderMethod: r.tender_method,
    tenderStatus: r.tender_status,
    tenderTypeName: r.type_name ?? '',
    tenderMethodName: r.method_name ?? '',
    tenderStatusName: r.status_name ?? '',
    province: r.province,
    city: r.city,
    budget: Number(r.budget),
    publishTime: r.publish_time,
    deadline: r.deadline,
  }));
}

export async function ranking(db: Db, side: 'seller' | 'buyer', size: number): Promise<Ranking[]> {
  const rows = await db.selectFrom('ranking').selectAll().where('side', '=', side).orderBy('rank').limit(size).execute();
  return rows.map((r) => ({ rank: r.rank, companyName: r.company_name, amount: Number(r.amount), orderCount: r.order_count }));
}
