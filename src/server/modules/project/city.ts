// One city's pipeline (detailCity): its open packages, the tenders of the city still taking bids
// (the tender module's read, floor/tenders.ts), recent awards, and package value per month and category over the
// last six Beijing months. An unknown city (not a level-2 region) is a 404.
import { PROJECT_CATEGORIES, type ProjectCity } from '../../../api/project';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { openTendersIn } from '../../floor/tenders';
import { beijingDay, beijingMonthStart, DAY, isoOf, msOf, stampOf } from '../../floor/time';
import { baseQuery, toCard, wanOf, withCardColumns } from './cards';

const OPEN = 10;
const TENDERS = 8;
const AWARDS = 8;
const MONTHS = 6;

/** The first instants of the last `n` Beijing months, oldest first. */
function monthStarts(nowMs: number, n: number): number[] {
  const starts = [beijingMonthStart(nowMs)];
  while (starts.length < n) starts.unshift(beijingMonthStart(starts[0] - DAY));
  return starts;
}

export async function cityPipeline(db: Db, cityCode: string, nowMs: number): Promise<ProjectCity> {
  const now = stampOf(nowMs);
  const city = await db
    .selectFrom('region as c')
    .innerJoin('region as p', 'p.code', 'c.parent_code')
    .select(['c.code', 'c.name', 'p.code as province_code', 'p.name as province_name'])
    .where('c.code', '=', cityCode)
    .where('c.level', '=', 2)
    .executeTakeFirst();
  if (!city) throw notFound('城市不存在');
  const starts = monthStarts(nowMs, MONTHS);
  const openBase = baseQuery(db)
    .where('p.city_code', '=', cityCode)
    .where('p.status', '=', 'published')
    .where('p.apply_deadline', '>', now);
  const [openCount, open, tenders, awards, recent] = await Promise.all([
    openBase.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    withCardColumns(openBase).orderBy('p.publish_time', 'desc').orderBy('p.id', 'desc').limit(OPEN).execute(),
    openTendersIn(db, cityCode, nowMs, TENDERS),
    db
      .selectFrom('project_package as p')
      .innerJoin('companies as w', 'w.id', 'p.awarded_company_id')
      .select(['p.id', 'p.project_name', 'w.name as winner_name', 'p.budget', 'p.awarded_at'])
      .where('p.city_code', '=', cityCode)
      .where('p.status', '=', 'awarded')
      .orderBy('p.awarded_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(AWARDS)
      .execute(),
    db
      .selectFrom('project_package')
      .select(['category_code', 'budget', 'publish_time'])
      .where('city_code', '=', cityCode)
      .where('status', '<>', 'pending_review')
      .where('publish_time', '>=', stampOf(starts[0]))
      .execute(),
  ]);
  const months = starts.map((start) => {
    const month = beijingDay(start).slice(0, 7);
    const inMonth = recent.filter((r) => beijingDay(msOf(r.publish_time)).startsWith(month));
    const byCategory = PROJECT_CATEGORIES.map((c) => ({
      code: c.code,
      name: c.name,
      wan: wanOf(inMonth.filter((r) => r.category_code === c.code).reduce((s, r) => s + Number(r.budget), 0)),
    })).filter((c) => c.wan > 0);
    return { month, byCategory };
  });
  return {
    cityCode: city.code,
    cityName: city.name,
    provinceCode: city.province_code,
    provinceName: city.province_name,
    openCount: Number(openCount.n),
    open: open.map((r) => toCard(r, null, nowMs)),
    tenders: tenders.map((t) => ({
      id: t.id,
      title: t.title,
      budget: Number(t.budget),
      bidDeadline: isoOf(t.bid_deadline),
    })),
    awards: awards.map((a) => ({
      id: a.id,
      projectName: a.project_name,
      winnerName: a.winner_name,
      budget: Number(a.budget),
      awardedAt: isoOf(a.awarded_at ?? now),
    })),
    months,
  };
}
