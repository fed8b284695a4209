// The public inquiry page (POST inquiry/page) and the lists built on the same filters: keyword
// (title, buyer or a line's material), category, delivery region, public status (derived from
// the deadline), publish and deadline days; sorted by publish time, deadline or quote count.
import { sql } from 'kysely';
import type { z } from '../../../api/define';
import type { Page } from '../../../api/define';
import type { InquiryCard, inquiryFilterSchema, inquiryQuery } from '../../../api/inquiry';
import type { Db } from '../../db';
import { contains, countOf, offsetOf, pageOf, withinDays } from '../../db/query';
import { badRequest } from '../../http/errors';
import { stampOf } from '../../floor/time';
import { baseQuery, toCards, withCardColumns } from './cards';
import { isPublic } from './status';

type Filters = z.output<typeof inquiryFilterSchema>;
type Query = z.output<typeof inquiryQuery>;

/** Checks filter values that need the database or each other; 400 naming the field. */
export async function checkFilters(db: Db, f: Filters): Promise<void> {
  if (f.publishFrom && f.publishTo && f.publishFrom > f.publishTo)
    throw badRequest('参数错误：publishFrom 不能晚于 publishTo');
  if (f.deadlineFrom && f.deadlineTo && f.deadlineFrom > f.deadlineTo)
    throw badRequest('参数错误：deadlineFrom 不能晚于 deadlineTo');
  if (f.categoryCode) {
    const hit = await db
      .selectFrom('dict_entry')
      .select('id')
      .where('code', '=', 'category_code')
      .where('dict_key', '=', f.categoryCode)
      .executeTakeFirst();
    if (!hit) throw badRequest('参数错误：categoryCode 取值不正确');
  }
}

const inquiries = (db: Db) => db.selectFrom('inquiry as i');
type Inquiries = ReturnType<typeof inquiries>;

/**
 * The public inquiries matching the filters at `nowStamp`: the inquiries alone (the buyer's name
 * and the lines' materials by ids), so counting and paging never join.
 */
export function filtered(db: Db, f: Filters, nowStamp: string): Inquiries {
  let q = inquiries(db).where(isPublic(db));
  if (f.keyword) {
    const k = f.keyword;
    const buyers = db
      .selectFrom('companies as b')
      .select('b.id')
      .where((eb) => contains(eb.ref('b.name'), k));
    const lines = db
      .selectFrom('inquiry_line as l')
      .select('l.inquiry_id')
      .where((eb) => contains(eb.ref('l.name'), k));
    q = q.where((eb) =>
      eb.or([contains(eb.ref('i.title'), k), eb('i.buyer_company_id', 'in', buyers), eb('i.id', 'in', lines)]),
    );
  }
  if (f.categoryCode) q = q.where('i.category_code', '=', f.categoryCode);
  if (f.provinceCode) q = q.where('i.province_code', '=', f.provinceCode);
  if (f.cityCode) q = q.where('i.city_code', '=', f.cityCode);
  if (f.status === '1') q = q.where('i.status', '=', 'published').where('i.deadline', '>', nowStamp);
  if (f.status === '2') q = q.where('i.status', '=', 'published').where('i.deadline', '<=', nowStamp);
  if (f.status === '3') q = q.where('i.status', '=', 'closed');
  // Days are Beijing days, as the lists show them.
  q = withinDays(q, 'i.publish_time', f.publishFrom, f.publishTo);
  q = withinDays(q, 'i.deadline', f.deadlineFrom, f.deadlineTo);
  return q;
}

export async function inquiryPage(db: Db, query: Query, nowMs: number): Promise<Page<InquiryCard>> {
  await checkFilters(db, query);
  const t = stampOf(nowMs);
  const base = filtered(db, query, t);
  // The page's ids in order, then their cards.
  let page = base.select('i.id');
  if (query.sort === 'quoteCount') page = page.orderBy('i.quote_count', 'desc').orderBy('i.publish_time', 'desc');
  else if (query.sort === 'deadline') {
    // Open ones first, soonest deadline first; then the closed ones, latest deadline first.
    const open = sql<number>`case when i.status = 'published' and i.deadline > ${t} then 0 else 1 end`;
    page = page
      .orderBy(open)
      .orderBy(sql`case when i.status = 'published' and i.deadline > ${t} then i.deadline end`, 'asc')
      .orderBy('i.deadline', 'desc');
  } else page = page.orderBy('i.publish_time', 'desc');
  const [total, ids] = await Promise.all([
    countOf(base),
    page.orderBy('i.id', 'desc').limit(query.size).offset(offsetOf(query.current, query.size)).execute(),
  ]);
  const rows = ids.length
    ? await withCardColumns(baseQuery(db))
        .where(
          'i.id',
          'in',
          ids.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(
    await toCards(
      db,
      ids.flatMap(({ id }) => byId.get(id) ?? []),
      t,
    ),
    total,
    query.current,
    query.size,
  );
}

/** The newest public inquiries (home blocks of 6, 8 or 9). */
export async function latest(db: Db, size: number, nowMs: number): Promise<InquiryCard[]> {
  const rows = await withCardColumns(baseQuery(db).where(isPublic(db)))
    .orderBy('i.publish_time', 'desc')
    .orderBy('i.id', 'desc')
    .limit(size)
    .execute();
  return toCards(db, rows, stampOf(nowMs));
}
