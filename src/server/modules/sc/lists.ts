// The sc tender pages over the main site's tenders, read through the tender module's floor reads
// (floor/tenders.ts): the search page (the main site's filter model: keyword on title or
// purchaser, type, method, status, province or city, publish days; newest or deadline first) and
// the index page (today's bid openings, live tenders per type, the latest notices, optionally in
// one city).
import type { Page, z } from '../../../api/define';
import { pageLinks } from '../../../api/paths';
import type { ScIndexPage, ScTender, scTenderQuery } from '../../../api/sc';
import { TENDER_TYPES, type TenderCard } from '../../../api/tender';
import type { Db } from '../../db';
import { tenderCardPage, tenderRows, toTenderCard, withTenderCardColumns, type TenderRows } from '../../floor/tenders';
import { beijingDay, dayRange, stampOf } from '../../floor/time';

type Query = z.output<typeof scTenderQuery>;

const toScTender = (c: TenderCard): ScTender => ({
  id: c.id,
  tenderNo: c.tenderNo,
  title: c.title,
  purchaserName: c.purchaser.name,
  typeCode: c.typeCode,
  typeName: c.typeName,
  methodCode: c.methodCode,
  methodName: c.methodName,
  statusCode: c.statusCode,
  statusName: c.statusName,
  provinceName: c.provinceName,
  cityCode: c.cityCode,
  cityName: c.cityName,
  budgetWan: c.budgetWan,
  publishTime: c.publishTime,
  bidDeadline: c.bidDeadline,
  link: pageLinks.tenderDetail(c.id),
});

export async function searchPage(db: Db, f: Query, nowMs: number): Promise<Page<ScTender>> {
  const page = await tenderCardPage(db, f, nowMs);
  return { ...page, records: page.records.map(toScTender) };
}

const INDEX_LATEST = 8;
const INDEX_OPENINGS = 6;

export async function indexPage(db: Db, cityCode: string | null | undefined, nowMs: number): Promise<ScIndexPage> {
  const now = stampOf(nowMs);
  const today = dayRange(beijingDay(nowMs));
  const inCity = (q: TenderRows) => (cityCode ? q.where('t.city_code', '=', cityCode) : q);
  const openingsQ = inCity(tenderRows(db))
    .where('t.terminated', '=', 0)
    .where('t.bid_deadline', '>=', today.from)
    .where('t.bid_deadline', '<', today.to);
  const [openings, openingCount, counts, latest, city] = await Promise.all([
    withTenderCardColumns(openingsQ).orderBy('t.bid_deadline').orderBy('t.id').limit(INDEX_OPENINGS).execute(),
    openingsQ.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    inCity(tenderRows(db))
      .where('t.terminated', '=', 0)
      .where('t.bid_deadline', '>', now)
      .select(['t.type_code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.type_code')
      .execute(),
    withTenderCardColumns(inCity(tenderRows(db)))
      .orderBy('t.publish_time', 'desc')
      .orderBy('t.id', 'desc')
      .limit(INDEX_LATEST)
      .execute(),
    cityCode ? db.selectFrom('region').select('name').where('code', '=', cityCode).executeTakeFirst() : undefined,
  ]);
  const byType = new Map(counts.map((c) => [c.type_code, Number(c.n)]));
  const cards = (rows: typeof latest) => rows.map((r) => toScTender(toTenderCard(r, nowMs)));
  return {
    todayOpenings: cards(openings),
    todayOpeningCount: Number(openingCount.n),
    typeCounts: TENDER_TYPES.map((t) => ({ code: t.code, name: t.name, count: byType.get(t.code) ?? 0 })),
    latest: cards(latest),
    cityCode: city ? cityCode! : '',
    cityName: city?.name ?? '',
  };
}
