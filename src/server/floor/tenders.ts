// Tenders as every module reads them, owned by the tender module (modules/tender, whose tables
// these are): the tender card of every list and the filters of the tender page and calendar
// (keyword on title or purchaser, dictionaries, region, budget band in 万元, days, closing within
// 7 days), which the sc site's pages and alerts use too, and the few other reads of tender rows
// other modules make (a city's open tenders, the busiest purchaser). No module but tender reads
// the tender tables except through this file.
import { sql } from 'kysely';
import type { Page, z } from '../../api/define';
import {
  TENDER_METHODS,
  TENDER_TYPES,
  type TenderCard,
  type tenderFilterSchema,
  type tenderQuery,
} from '../../api/tender';
import type { Db } from '../db';
import { contains, offsetOf, pageOf, withCodes, withinDays } from '../db/query';
import { badRequest } from '../http/errors';
import { closingSoon, statusName, statusOf, statusWhere, tenderNo } from './tender-status';
import { DAY, isoOf, stampOf } from './time';

/** The tender page's filters; another list (the sc site's search) gives the ones it has. */
type Filters = Partial<z.output<typeof tenderFilterSchema>>;

export const tenderRows = (db: Db) => db.selectFrom('tender as t').innerJoin('companies as b', 'b.id', 't.company_id');
export type TenderRows = ReturnType<typeof tenderRows>;

const nameOf = (list: { code: string; name: string }[], code: string) => list.find((o) => o.code === code)?.name ?? '';

/** 400 for filters that contradict each other (a range's start after its end). */
function checkTenderFilters(f: Filters): void {
  if (f.publishFrom && f.publishTo && f.publishFrom > f.publishTo)
    throw badRequest('参数错误：publishFrom 不能晚于 publishTo');
  if (f.deadlineFrom && f.deadlineTo && f.deadlineFrom > f.deadlineTo)
    throw badRequest('参数错误：deadlineFrom 不能晚于 deadlineTo');
  if (f.budgetMinWan != null && f.budgetMaxWan != null && f.budgetMinWan > f.budgetMaxWan)
    throw badRequest('参数错误：budgetMinWan 不能大于 budgetMaxWan');
}

/** The tenders matching the filters at `nowMs` (400 for contradicting ones). */
export function filteredTenders(db: Db, f: Filters, nowMs: number): TenderRows {
  checkTenderFilters(f);
  const now = stampOf(nowMs);
  let q = tenderRows(db);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains(eb.ref('t.title'), k), contains(eb.ref('b.name'), k)]));
  }
  q = withCodes(q, [
    ['t.type_code', f.typeCode],
    ['t.method_code', f.methodCode],
    ['t.province_code', f.provinceCode],
    ['t.city_code', f.cityCode],
  ]);
  const status = f.status;
  if (status) q = q.where((eb) => statusWhere(eb, status, now));
  if (f.budgetMinWan != null) q = q.where('t.budget', '>=', f.budgetMinWan * 10_000);
  if (f.budgetMaxWan != null) q = q.where('t.budget', '<=', f.budgetMaxWan * 10_000);
  // Days are Beijing days, as the lists show them.
  q = withinDays(q, 't.publish_time', f.publishFrom, f.publishTo);
  q = withinDays(q, 't.bid_deadline', f.deadlineFrom, f.deadlineTo);
  if (f.closingSoon)
    q = q
      .where('t.terminated', '=', 0)
      .where('t.bid_deadline', '>', now)
      .where('t.bid_deadline', '<=', stampOf(nowMs + 7 * DAY));
  return q;
}

export const withTenderCardColumns = (q: TenderRows) =>
  q
    .leftJoin('region as p', 'p.code', 't.province_code')
    .leftJoin('region as c', 'c.code', 't.city_code')
    .select([
      't.id',
      't.title',
      't.company_id',
      'b.name as purchaser_name',
      'b.org_code',
      't.type_code',
      't.method_code',
      't.province_code',
      'p.name as province_name',
    ])
    .select([
      't.city_code',
      'c.name as city_name',
      't.budget',
      't.publish_time',
      't.registration_deadline',
      't.bid_deadline',
      't.publicity_start',
      't.publicity_end',
    ])
    .select(['t.terminated', 't.created_at']);
export type TenderCardRow = Awaited<ReturnType<ReturnType<typeof withTenderCardColumns>['executeTakeFirstOrThrow']>>;

export function toTenderCard(r: TenderCardRow, nowMs: number): TenderCard {
  const statusCode = statusOf(r, stampOf(nowMs));
  const budget = Number(r.budget);
  return {
    id: r.id,
    tenderNo: tenderNo(r.id, r.publish_time),
    title: r.title,
    purchaser: { companyId: r.company_id, name: r.purchaser_name, verified: r.org_code !== '' },
    typeCode: r.type_code,
    typeName: nameOf(TENDER_TYPES, r.type_code),
    methodCode: r.method_code,
    methodName: nameOf(TENDER_METHODS, r.method_code),
    statusCode,
    statusName: statusName(statusCode),
    provinceCode: r.province_code,
    provinceName: r.province_name ?? '',
    cityCode: r.city_code,
    cityName: r.city_name ?? '',
    budget,
    budgetWan: Math.round(budget / 100) / 100,
    publishTime: isoOf(r.publish_time),
    registrationDeadline: isoOf(r.registration_deadline),
    bidDeadline: isoOf(r.bid_deadline),
    closingSoon: closingSoon(r, nowMs),
  };
}

/** A page of the tenders matching the filters, in one of the tender page's sorts (the tender page, the sc search). */
export async function tenderCardPage(
  db: Db,
  q: Filters & Pick<z.output<typeof tenderQuery>, 'current' | 'size'> & { sort: string },
  nowMs: number,
): Promise<Page<TenderCard>> {
  const now = stampOf(nowMs);
  const base = filteredTenders(db, q, nowMs);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let rows = withTenderCardColumns(base);
  if (q.sort === 'budget') rows = rows.orderBy('t.budget', 'desc');
  else if (q.sort === 'deadline') {
    // Still open first, soonest deadline first; then the rest, latest deadline first.
    const open = sql`case when t.terminated = 0 and t.bid_deadline > ${now} then 0 else 1 end`;
    rows = rows
      .orderBy(open)
      .orderBy(sql`case when t.terminated = 0 and t.bid_deadline > ${now} then t.bid_deadline end`, 'asc')
      .orderBy('t.bid_deadline', 'desc');
  } else rows = rows.orderBy('t.publish_time', 'desc');
  const records = await rows.orderBy('t.id', 'desc').limit(q.size).offset(offsetOf(q.current, q.size)).execute();
  return pageOf(
    records.map((r) => toTenderCard(r, nowMs)),
    Number(total.n),
    q.current,
    q.size,
  );
}

/** The tenders of a city still taking bids, the soonest deadline first (a city's project pipeline). */
export function openTendersIn(db: Db, cityCode: string, nowMs: number, limit: number) {
  return db
    .selectFrom('tender')
    .select(['id', 'title', 'budget', 'bid_deadline'])
    .where('city_code', '=', cityCode)
    .where('terminated', '=', 0)
    .where('bid_deadline', '>', stampOf(nowMs))
    .orderBy('bid_deadline')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The company with the most tenders (by name), with one city of theirs; undefined without tenders. */
export function busiestPurchaser(db: Db): Promise<{ name: string; city_code: string } | undefined> {
  return db
    .selectFrom('tender as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .select(['c.name', sql<string>`min(t.city_code)`.as('city_code'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('c.name')
    .orderBy('n', 'desc')
    .orderBy('c.name')
    .limit(1)
    .executeTakeFirst();
}
