// The tender page (POST tender/page), the home block, and the calendar of bid openings.
import type { z } from '../../../api/define';
import type { calendarQuery, TenderCalendar, TenderCard } from '../../../api/tender';
import type { Db } from '../../db';
import { beijingDay, beijingInstant, isoOf, msOf, stampOf } from '../../floor/time';
import { filteredTenders, tenderCardPage, tenderRows, toTenderCard, withTenderCardColumns } from '../../floor/tenders';

/** The tender page (POST tender/page): the floor's page of tender cards, which the sc search shows too. */
export const tenderPage = tenderCardPage;

/** The newest tenders, optionally of one type (home blocks of 6, 8 or 9). */
export async function latestTenders(
  db: Db,
  size: number,
  typeCode: string | undefined,
  nowMs: number,
): Promise<TenderCard[]> {
  let q = tenderRows(db);
  if (typeCode) q = q.where('t.type_code', '=', typeCode);
  const rows = await withTenderCardColumns(q)
    .orderBy('t.publish_time', 'desc')
    .orderBy('t.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((r) => toTenderCard(r, nowMs));
}

export const CALENDAR_ITEMS = 3;

/** Bid openings of a month (Beijing days) under the list's filters: per day the count and the first few. */
export async function tenderCalendar(
  db: Db,
  q: z.output<typeof calendarQuery>,
  nowMs: number,
): Promise<TenderCalendar> {
  const [y, m] = q.month.split('-').map(Number);
  const from = stampOf(beijingInstant(y, m, 1));
  const to = stampOf(beijingInstant(y, m + 1, 1));
  const rows = await withTenderCardColumns(
    filteredTenders(db, q, nowMs).where('t.bid_deadline', '>=', from).where('t.bid_deadline', '<', to),
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
      const card = toTenderCard(r, nowMs);
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
