// The landing's statistics (subcontract/statistics): counts, total value in 万元, new this
// month (Beijing), value by category, the cities with the most open packages, the latest ones.
import { PROJECT_CATEGORIES, type ProjectStats } from '../../../api/project';
import type { Db } from '../../db';
import { beijingMonthStart, stampOf } from '../../floor/time';
import { baseQuery, toCard, wanOf, withCardColumns } from './cards';

const LATEST = 8;
const TOP_CITIES = 9;

export async function projectStats(db: Db, nowMs: number): Promise<ProjectStats> {
  const now = stampOf(nowMs);
  const monthStart = stampOf(beijingMonthStart(nowMs));
  const pub = db.selectFrom('project_package').where('status', '<>', 'pending_review');
  const [byCat, fresh, open, cities, latest] = await Promise.all([
    pub
      .select([
        'category_code',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('budget').as('total'),
      ])
      .groupBy('category_code')
      .execute(),
    pub
      .where('publish_time', '>=', monthStart)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    pub
      .where('status', '=', 'published')
      .where('apply_deadline', '>', now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('project_package as p')
      .innerJoin('region as c', 'c.code', 'p.city_code')
      .innerJoin('region as r', 'r.code', 'p.province_code')
      .where('p.status', '=', 'published')
      .where('p.apply_deadline', '>', now)
      .select([
        'p.city_code',
        'c.name as city_name',
        'r.name as province_name',
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['p.city_code', 'c.name', 'r.name'])
      .orderBy('n', 'desc')
      .orderBy('p.city_code')
      .limit(TOP_CITIES)
      .execute(),
    withCardColumns(baseQuery(db).where('p.status', '<>', 'pending_review'))
      .orderBy('p.publish_time', 'desc')
      .orderBy('p.id', 'desc')
      .limit(LATEST)
      .execute(),
  ]);
  const byCategory = PROJECT_CATEGORIES.map((c) => {
    const row = byCat.find((r) => r.category_code === c.code);
    return { code: c.code, name: c.name, count: Number(row?.n ?? 0), wan: wanOf(Number(row?.total ?? 0)) };
  });
  return {
    total: byCategory.reduce((s, c) => s + c.count, 0),
    open: Number(open.n),
    totalWan: Math.round(byCategory.reduce((s, c) => s + c.wan, 0)),
    newThisMonth: Number(fresh.n),
    byCategory,
    topCities: cities.map((c) => ({
      cityCode: c.city_code,
      cityName: c.city_name,
      provinceName: c.province_name,
      count: Number(c.n),
    })),
    latest: latest.map((r) => toCard(r, null, nowMs)),
  };
}
