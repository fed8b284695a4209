// The supply page (POST equipment/page): filters, then one of the sorts — newest, price (in the
// filtered rent mode, else a day's equivalent: 台班 and 天 as they are, 小时 × 8, 月 ÷ 30),
// machine year, distance from a site or a region's centre, or the all-in job cost (computed per
// listing, so that sort prices every row of one machine type in memory). A page's ids come from
// the supply table alone; only those rows are joined to their owner and places.
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import type { SupplyCard, supplyQuery } from '../../../api/devices';
import type { CostJob } from '../../../api/devices-cost';
import type { Db } from '../../db';
import { offsetOf, pageOf } from '../../db/query';
import { badRequest } from '../../http/errors';
import {
  checkSupplyFilters,
  COST_COLUMNS,
  costOf,
  supplyFiltered,
  supplyTable,
  toSupplyCard,
  withSupplyColumns,
  type SupplyRow,
  type SupplyTable,
} from './cards';
import { cityPoint, distanceKm, nearness } from './geo';

type Query = z.output<typeof supplyQuery>;

/** The point distances are measured from: the site, else the centre of the chosen city or province. */
export function originOf(q: Pick<Query, 'lat' | 'lng' | 'provinceCode' | 'cityCode'>): [number, number] | null {
  if (q.lat != null && q.lng != null) return [q.lat, q.lng];
  if (q.cityCode) return cityPoint(`${q.cityCode.slice(0, 2)}0000`, q.cityCode);
  if (q.provinceCode) return cityPoint(q.provinceCode, `${q.provinceCode.slice(0, 2)}0100`);
  return null;
}

const dayEquivalent = sql<number>`case d.rent_mode when 'shift' then d.price_shift when 'day' then d.price_day
  when 'hour' then d.price_hour * 8 when 'month' then d.price_month / 30 else null end`;

export async function supplyPage(db: Db, q: Query): Promise<Page<SupplyCard>> {
  checkSupplyFilters(q);
  if ((q.lat == null) !== (q.lng == null)) throw badRequest('参数错误：lat 与 lng 须同时提供');
  const job: CostJob | null = q.jobDays != null ? { days: q.jobDays, hoursPerDay: q.jobHours ?? 8 } : null;
  if (q.sort === 'total' && !job) throw badRequest('参数错误：按全包价排序需填写工期 jobDays');
  // Ranking by the total prices every matching row: the machine type bounds them.
  if (q.sort === 'total' && !q.typeCode) throw badRequest('参数错误：按全包价排序需选择设备类型 typeCode');
  const origin = originOf(q);
  if (q.sort === 'distance' && !origin) throw badRequest('参数错误：按距离排序需提供位置（lat、lng）或地区');

  // The page's ids from the supply table alone (its indexes), then the card columns of those only.
  const filtered = supplyFiltered(db, q);
  const start = offsetOf(q.current, q.size);
  const [counted, ids] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.sort === 'total' && job ? idsByTotal(filtered, job, start, q.size) : orderedIds(filtered, q, origin, start),
  ]);
  const rows = ids.length ? await withSupplyColumns(supplyTable(db).where('d.id', 'in', ids)).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const records = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  const card = (r: SupplyRow) =>
    toSupplyCard(r, {
      job,
      distanceKm: origin ? distanceKm(origin[0], origin[1], Number(r.lat), Number(r.lng)) : null,
    });
  return pageOf(records.map(card), Number(counted.n), q.current, q.size);
}

/** One page of ids in the asked order, newest first among equals. */
async function orderedIds(
  filtered: SupplyTable,
  q: Query,
  origin: [number, number] | null,
  start: number,
): Promise<number[]> {
  let ids = filtered.select('d.id');
  if (q.sort === 'distance' && origin) ids = ids.orderBy(nearness(origin[0], origin[1]));
  else if (q.sort === 'year') ids = ids.orderBy('d.year', 'desc');
  else if (q.sort === 'priceAsc' || q.sort === 'priceDesc') {
    const price = q.rentMode ? sql.ref<number>(`d.price_${q.rentMode}`) : dayEquivalent;
    // 面议 and prices in another unit go last either way.
    ids = ids
      .orderBy(sql`case when d.negotiable = 1 or ${price} is null then 1 else 0 end`)
      .orderBy(price, q.sort === 'priceAsc' ? 'asc' : 'desc');
  }
  const rows = await ids
    .orderBy('d.publish_time', 'desc')
    .orderBy('d.id', 'desc')
    .limit(q.size)
    .offset(start)
    .execute();
  return rows.map((r) => r.id);
}

/** One page of ids by the job's all-in cost: every matching row's cost columns, priced here. */
async function idsByTotal(filtered: SupplyTable, job: CostJob, start: number, size: number): Promise<number[]> {
  const rows = await filtered
    .select(['d.id', ...COST_COLUMNS])
    .orderBy('d.publish_time', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  // No price for the job (面议, 按方量) ranks last, newest first among them (a stable sort).
  const priced = rows.map((r) => ({ id: r.id, total: costOf(r, job)?.total ?? Infinity }));
  priced.sort((a, b) => a.total - b.total || 0);
  return priced.slice(start, start + size).map((x) => x.id);
}

/** The top listings of the landing: verified owners' newest available machines, most viewed first. */
export async function topSupply(db: Db, size: number): Promise<SupplyCard[]> {
  const rows = await withSupplyColumns(supplyTable(db).where('d.state', '=', 'published'))
    .where('o.org_code', '!=', '')
    .orderBy('d.views', 'desc')
    .orderBy('d.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((r) => toSupplyCard(r));
}
