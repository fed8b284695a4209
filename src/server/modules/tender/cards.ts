// The tender card of every list and the filters of the tender page and calendar (keyword on
// title or purchaser, dictionaries, region, budget band in 万元, days, closing within 7 days).
import type { z } from '../../../api/define';
import { TENDER_METHODS, TENDER_TYPES, type TenderCard, type tenderFilterSchema } from '../../../api/tender';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import { badRequest } from '../../http/errors';
import { DAY, dayRange, isoOf, stampOf } from '../../floor/time';
import { closingSoon, statusName, statusOf, statusWhere, tenderNo } from './status';

type Filters = z.output<typeof tenderFilterSchema>;

export const baseQuery = (db: Db) => db.selectFrom('tender as t').innerJoin('companies as b', 'b.id', 't.company_id');
export type Base = ReturnType<typeof baseQuery>;

const nameOf = (list: { code: string; name: string }[], code: string) => list.find((o) => o.code === code)?.name ?? '';

export function checkTenderFilters(f: Filters): void {
  if (f.publishFrom && f.publishTo && f.publishFrom > f.publishTo)
    throw badRequest('参数错误：publishFrom 不能晚于 publishTo');
  if (f.deadlineFrom && f.deadlineTo && f.deadlineFrom > f.deadlineTo)
    throw badRequest('参数错误：deadlineFrom 不能晚于 deadlineTo');
  if (f.budgetMinWan != null && f.budgetMaxWan != null && f.budgetMinWan > f.budgetMaxWan)
    throw badRequest('参数错误：budgetMinWan 不能大于 budgetMaxWan');
}

export function filtered(db: Db, f: Filters, nowMs: number): Base {
  const now = stampOf(nowMs);
  let q = baseQuery(db);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains(eb.ref('t.title'), k), contains(eb.ref('b.name'), k)]));
  }
  if (f.typeCode) q = q.where('t.type_code', '=', f.typeCode);
  if (f.methodCode) q = q.where('t.method_code', '=', f.methodCode);
  if (f.status) {
    const code = f.status;
    q = q.where((eb) => statusWhere(eb, code, now));
  }
  if (f.provinceCode) q = q.where('t.province_code', '=', f.provinceCode);
  if (f.cityCode) q = q.where('t.city_code', '=', f.cityCode);
  if (f.budgetMinWan != null) q = q.where('t.budget', '>=', f.budgetMinWan * 10_000);
  if (f.budgetMaxWan != null) q = q.where('t.budget', '<=', f.budgetMaxWan * 10_000);
  // Days are Beijing days, as the lists show them.
  if (f.publishFrom) q = q.where('t.publish_time', '>=', dayRange(f.publishFrom).from);
  if (f.publishTo) q = q.where('t.publish_time', '<', dayRange(f.publishTo).to);
  if (f.deadlineFrom) q = q.where('t.bid_deadline', '>=', dayRange(f.deadlineFrom).from);
  if (f.deadlineTo) q = q.where('t.bid_deadline', '<', dayRange(f.deadlineTo).to);
  if (f.closingSoon)
    q = q
      .where('t.terminated', '=', 0)
      .where('t.bid_deadline', '>', now)
      .where('t.bid_deadline', '<=', stampOf(nowMs + 7 * DAY));
  return q;
}

export const withCardColumns = (q: Base) =>
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
export type CardRow = Awaited<ReturnType<ReturnType<typeof withCardColumns>['executeTakeFirstOrThrow']>>;

export function toCard(r: CardRow, nowMs: number): TenderCard {
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
