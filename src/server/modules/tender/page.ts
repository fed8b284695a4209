// The tender page (POST tender/page), the home block, and the calendar of bid openings.
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import type { calendarQuery, TenderCalendar, TenderCard, tenderQuery } from '../../../api/tender';
import type { Db } from '../../db';
import { offsetOf, pageOf } from '../../db/query';
import { beijingDay, beijingInstant, isoOf, msOf, stampOf } from '../../floor/time';
import { baseQuery, checkTenderFilters, filtered, toCard, withCardColumns } from './cards';

export async function tenderPage(db: Db, q: z.output<typeof tenderQuery>, nowMs: number): Promise<Page<TenderCard>> {
  checkTenderFilters(q);
  const now = stampOf(nowMs);
  const base = filtered(db, q, nowMs);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let rows = withCardColumns(base);
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
    records.map((r) => toCard(r, nowMs)),
    Number(total.n),
    q.current,
    q.size,
  );
}

/** The newest tenders, optionally of one type (home blocks of 6, 8 or 9). */
export async function latestTenders(
  db: Db,
  size: number,
  typeCode: string | undefined,
  nowMs: number,
): Promise<TenderCard[]> {
  let q = baseQuery(db);
  if (typeCode) q = q.where('t.type_code', '=', typeCode);
  const rows = await withCardColumns(q).orderBy('t.publish_time', 'desc').orderBy('t.id', 'desc').limit(size).execute();
  return rows.map((r) => toCard(r, nowMs));
}

export const CALENDAR_ITEMS = 3;

/** Bid openings of a month (Beijing days) under the list's filters: per day the count and the first few. */
export async function tenderCalendar(
  db: Db,
  q: z.output<typeof calendarQuery>,
  nowMs: number,
): Promise<TenderCalendar> {
  checkTenderFilters(q);
  const [y, m] = q.month.split('-').map(Number);
  const from = stampOf(beijingInstant(y, m, 1));
  const to = stampOf(beijingInstant(y, m + 1, 1));
  const rows = await withCardColumns(
    filtered(db, q, nowMs).where('t.bid_deadline', '>=', from).where('t.bid_deadline', '<', to),
  )
    .orderBy('t.bid_deadline')
    .orderBy('t.id')
    .execute();
  const days = new Map<string, TenderCalendar['days'][number]>();
  for (const r of rows) {
    const date = beijingDay(msOf(r.bid_deadline));
    const day = days.get(date) ?? { date, count: 0, items: [] };
    day.count += 1;
    if (day.items.length < CALENDAR_ITEMS) {
      const card = toCard(r, nowMs);
      day.items.push({
        id: r.id,
        title: r.title,
        openTime: isoOf(r.bid_deadline),
        typeName: card.typeName,
        statusCode: card.statusCode,
      });
    }
    days.set(date, day);
  }
  return { month: q.month, days: [...days.values()] };
}
