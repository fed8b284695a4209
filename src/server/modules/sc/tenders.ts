// The sc tender pages over the main site's tender data: the search page (the main site's filter
// model: keyword on title or purchaser, type, method, status, province or city, publish days;
// newest or deadline first) and the index page (today's bid openings, live tenders per type, the
// latest notices, optionally in one city).
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import { pageLinks } from '../../../api/paths';
import type { ScIndexPage, scSearchFilters, ScTender, scTenderQuery } from '../../../api/sc';
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES } from '../../../api/tender';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { badRequest } from '../../http/errors';
import { beijingDay, dayNumber, dayRange, isoOf, stampOf } from '../../floor/time';
import { statusOf, statusWhere } from './tender-status';

type Query = z.output<typeof scTenderQuery>;
type Filters = z.output<typeof scSearchFilters>;
const nameOf = (list: { code: string; name: string }[], code: string) => list.find((o) => o.code === code)?.name ?? '';

const base = (db: Db) =>
  db
    .selectFrom('tender as t')
    .innerJoin('companies as b', 'b.id', 't.company_id')
    .leftJoin('region as p', 'p.code', 't.province_code')
    .leftJoin('region as c', 'c.code', 't.city_code');

type Base = ReturnType<typeof base>;

const withColumns = (q: Base) =>
  q.select([
    't.id',
    't.title',
    'b.name as purchaser_name',
    't.type_code',
    't.method_code',
    'p.name as province_name',
    't.city_code',
    'c.name as city_name',
    't.budget',
    't.publish_time',
    't.registration_deadline',
    't.bid_deadline',
    't.publicity_start',
    't.publicity_end',
    't.terminated',
  ]);
type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

function toTender(r: Row, now: string): ScTender {
  const statusCode = statusOf(r, now);
  return {
    id: r.id,
    tenderNo: dayNumber('ZB', r.publish_time, r.id),
    title: r.title,
    purchaserName: r.purchaser_name,
    typeCode: r.type_code,
    typeName: nameOf(TENDER_TYPES, r.type_code),
    methodCode: r.method_code,
    methodName: nameOf(TENDER_METHODS, r.method_code),
    statusCode,
    statusName: nameOf(TENDER_STATUSES, statusCode),
    provinceName: r.province_name ?? '',
    cityCode: r.city_code,
    cityName: r.city_name ?? '',
    budgetWan: Math.round(Number(r.budget) / 100) / 100,
    publishTime: isoOf(r.publish_time),
    bidDeadline: isoOf(r.bid_deadline),
    link: pageLinks.tenderDetail(r.id),
  };
}

/** The tenders matching the search's filters (the search page, and the saved searches' alerts). */
export function filtered(db: Db, f: Filters, now: string): Base {
  if (f.publishFrom && f.publishTo && f.publishFrom > f.publishTo)
    throw badRequest('参数错误：publishFrom 不能晚于 publishTo');
  let q = base(db);
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
  if (f.publishFrom) q = q.where('t.publish_time', '>=', dayRange(f.publishFrom).from);
  if (f.publishTo) q = q.where('t.publish_time', '<', dayRange(f.publishTo).to);
  return q;
}

export async function searchPage(db: Db, f: Query, nowMs: number): Promise<Page<ScTender>> {
  const now = stampOf(nowMs);
  const q = filtered(db, f, now);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let rows = withColumns(q);
  if (f.sort === 'deadline') {
    // Still open first, the soonest deadline first; then the closed ones, the latest first.
    const open = sql`case when t.terminated = 0 and t.bid_deadline > ${now} then 0 else 1 end`;
    rows = rows
      .orderBy(open)
      .orderBy(sql`case when t.terminated = 0 and t.bid_deadline > ${now} then t.bid_deadline end`, 'asc')
      .orderBy('t.bid_deadline', 'desc');
  } else rows = rows.orderBy('t.publish_time', 'desc');
  const records = await rows.orderBy('t.id', 'desc').limit(f.size).offset(offsetOf(f.current, f.size)).execute();
  return pageOf(
    records.map((r) => toTender(r, now)),
    Number(total.n),
    f.current,
    f.size,
  );
}

const INDEX_LATEST = 8;
const INDEX_OPENINGS = 6;

export async function indexPage(db: Db, cityCode: string | null | undefined, nowMs: number): Promise<ScIndexPage> {
  const now = stampOf(nowMs);
  const today = dayRange(beijingDay(nowMs));
  const inCity = (q: Base) => (cityCode ? q.where('t.city_code', '=', cityCode) : q);
  const openingsQ = inCity(base(db))
    .where('t.terminated', '=', 0)
    .where('t.bid_deadline', '>=', today.from)
    .where('t.bid_deadline', '<', today.to);
  const [openings, openingCount, counts, latest, city] = await Promise.all([
    withColumns(openingsQ).orderBy('t.bid_deadline').orderBy('t.id').limit(INDEX_OPENINGS).execute(),
    openingsQ.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    inCity(base(db))
      .where('t.terminated', '=', 0)
      .where('t.bid_deadline', '>', now)
      .select(['t.type_code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.type_code')
      .execute(),
    withColumns(inCity(base(db)))
      .orderBy('t.publish_time', 'desc')
      .orderBy('t.id', 'desc')
      .limit(INDEX_LATEST)
      .execute(),
    cityCode ? db.selectFrom('region').select('name').where('code', '=', cityCode).executeTakeFirst() : undefined,
  ]);
  const byType = new Map(counts.map((c) => [c.type_code, Number(c.n)]));
  return {
    todayOpenings: openings.map((r) => toTender(r, now)),
    todayOpeningCount: Number(openingCount.n),
    typeCounts: TENDER_TYPES.map((t) => ({ code: t.code, name: t.name, count: byType.get(t.code) ?? 0 })),
    latest: latest.map((r) => toTender(r, now)),
    cityCode: city ? cityCode! : '',
    cityName: city?.name ?? '',
  };
}
