// The supplier points: the filters (text, region, material, site type, price range, fresh, the
// viewport) on the search table (./listing-rows.ts), counted once, and the page of 5 in one of four
// orders — newest price, ex-works price, distance from the pinned site, or the delivered price
// (到场价, computed per offer, so that order ranks the matching rows in memory) — and the row →
// card mapping with the offers.
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import {
  parseBbox,
  type GroundCard,
  type GroundOffer,
  type groundFilterSchema,
  type groundQuery,
} from '../../../api/ground';
import {
  deliveredPrice,
  distanceKm,
  FRESH_DAYS,
  materialOf,
  siteTypeName,
  UNIT_NAMES,
  type MaterialUnit,
} from '../../../api/ground-dicts';
import { dialectOf, type Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { DAY, isoOf, stampOf } from '../../floor/time';
import { badRequest } from '../../http/errors';

type Filters = z.output<typeof groundFilterSchema>;
type Query = z.output<typeof groundQuery>;
export type Site = [lng: number, lat: number];

export function checkFilters(q: Filters): void {
  if ((q.priceMin != null || q.priceMax != null) && !q.material)
    throw badRequest('参数错误：按价格筛选需选择材料 material');
  if (q.priceMin != null && q.priceMax != null && q.priceMin > q.priceMax)
    throw badRequest('参数错误：priceMin 不能大于 priceMax');
  if (q.cityCode && q.provinceCode && q.cityCode.slice(0, 2) !== q.provinceCode.slice(0, 2))
    throw badRequest('参数错误：cityCode 不属于 provinceCode');
}

const freshSince = (nowMs: number) => stampOf(nowMs - FRESH_DAYS * DAY);

/** At most this many matches are read whole (their count, and the newest order); more are counted. */
const FEW = 500;

/**
 * The listed points matching the filters, as their rows of the search table (`l`, the chosen
 * material's or the point's own). On SQLite, whose planner knows no row counts, the filter
 * columns are wrapped in a no-op `+` so it keeps to a covering index: the newest-first one (a
 * count reads it alone, a page walks it a few steps) or, `byPlace`, the viewport's (its count and
 * its few points). PostgreSQL plans by its statistics.
 */
export function filtered(db: Db, q: Filters, nowMs: number, byPlace = false) {
  const wrap = dialectOf(db) === 'sqlite';
  const col = <T>(
    c: 'l.lat' | 'l.lng' | 'l.price' | 'l.province_code' | 'l.city_code' | 'l.site_type' | 'l.updated',
  ) => (wrap && !(byPlace && (c === 'l.lat' || c === 'l.lng')) ? sql<T>`+${sql.ref(c)}` : sql<T>`${sql.ref(c)}`);
  let b = db.selectFrom('ground_listing as l').where('l.material', '=', q.material ?? '');
  if (q.companyName) b = b.where(contains(sql.ref('l.company_name'), q.companyName));
  if (q.address) b = b.where(contains(sql.ref('l.address'), q.address));
  if (q.provinceCode) b = b.where(col<string>('l.province_code'), '=', q.provinceCode);
  if (q.cityCode) b = b.where(col<string>('l.city_code'), '=', q.cityCode);
  if (q.siteType) b = b.where(col<string>('l.site_type'), '=', q.siteType);
  if (q.priceMin != null) b = b.where(col<number>('l.price'), '>=', q.priceMin);
  if (q.priceMax != null) b = b.where(col<number>('l.price'), '<=', q.priceMax);
  // The chosen material's offer updated lately, or without one the point's newest price.
  if (q.fresh) b = b.where(col<string>('l.updated'), '>=', freshSince(nowMs));
  if (q.bbox) {
    const [w, s, e, n] = parseBbox(q.bbox);
    b = b
      .where(col<number>('l.lat'), '>=', s)
      .where(col<number>('l.lat'), '<=', n)
      .where(col<number>('l.lng'), '>=', w)
      .where(col<number>('l.lng'), '<=', e);
  }
  return b;
}

const countOf = async (b: ReturnType<typeof filtered>) =>
  Number((await b.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/**
 * How many match and, when few, their ids newest first. A viewport is counted on its index and its
 * few points sorted (`+` keeps SQLite off the order's index); otherwise a probe walks the
 * newest-first index, reading few matches whole, and more are counted.
 */
async function matches(db: Db, q: Filters, nowMs: number): Promise<{ total: number; few: number[] | null }> {
  const ids = (rows: { site_id: number }[]) => rows.map((r) => r.site_id);
  if (q.bbox) {
    const total = await countOf(filtered(db, q, nowMs, true));
    if (total > FEW) return { total, few: null };
    const newest = dialectOf(db) === 'sqlite' ? sql<string>`+l.site_updated` : sql<string>`l.site_updated`;
    return {
      total,
      few: ids(
        await filtered(db, q, nowMs, true)
          .select('l.site_id')
          .orderBy(newest, 'desc')
          .orderBy('l.site_id', 'desc')
          .execute(),
      ),
    };
  }
  const probe = await filtered(db, q, nowMs)
    .select('l.site_id')
    .orderBy('l.site_updated', 'desc')
    .orderBy('l.site_id', 'desc')
    .limit(FEW + 1)
    .execute();
  if (probe.length <= FEW) return { total: probe.length, few: ids(probe) };
  return { total: await countOf(filtered(db, q, nowMs)), few: null };
}

const siteOf = (q: Pick<Query, 'siteLat' | 'siteLng'>): Site | null =>
  q.siteLat != null && q.siteLng != null ? [q.siteLng, q.siteLat] : null;

export async function sitePage(db: Db, q: Query, nowMs: number): Promise<Page<GroundCard>> {
  checkFilters(q);
  if ((q.siteLat == null) !== (q.siteLng == null)) throw badRequest('参数错误：siteLat 与 siteLng 须同时提供');
  const site = siteOf(q);
  if ((q.sort === 'distance' || q.sort === 'delivered') && !site)
    throw badRequest('参数错误：按距离或到场价排序需先标注项目位置（siteLat、siteLng）');
  if ((q.sort === 'price' || q.sort === 'delivered') && !q.material)
    throw badRequest('参数错误：按价格排序需选择材料 material');
  const start = offsetOf(q.current, q.size);
  const { total, few } = await matches(db, q, nowMs);
  if (total <= start) return pageOf([], total, q.current, q.size);
  const base = few ? filtered(db, q, nowMs).where('l.site_id', 'in', few) : filtered(db, q, nowMs);
  let ids: number[];
  if (q.sort === 'updated' && few) ids = few.slice(start, start + q.size);
  else if (q.sort === 'delivered' && site) {
    // Every matching offer priced to the site, cheapest first (ties: the nearer, then the id).
    const rows = await base
      .select(['l.site_id', 'l.lat', 'l.lng', 'l.freight', 'l.price', 'l.unit', 'l.ton_per_cubic'])
      .execute();
    const ranked = rows.map((r) => {
      const d = deliveredPrice(
        { price: Number(r.price), unit: r.unit as MaterialUnit, tonPerCubic: Number(r.ton_per_cubic) },
        Number(r.freight),
        distanceKm(site, [Number(r.lng), Number(r.lat)]),
      );
      return { id: r.site_id, perTon: d.perTon, km: d.distanceKm };
    });
    ranked.sort((a, b) => a.perTon - b.perTon || a.km - b.km || a.id - b.id);
    ids = ranked.slice(start, start + q.size).map((r) => r.id);
  } else {
    let rows = base.select('l.site_id');
    if (q.sort === 'distance' && site) {
      const k = Math.cos((site[1] * Math.PI) / 180) ** 2;
      rows = rows.orderBy(
        sql`((l.lat - ${site[1]}) * (l.lat - ${site[1]}) + (l.lng - ${site[0]}) * (l.lng - ${site[0]}) * ${k})`,
      );
    } else if (q.sort === 'price') rows = rows.orderBy('l.price');
    const found = await rows
      .orderBy('l.site_updated', 'desc')
      .orderBy('l.site_id', 'desc')
      .limit(q.size)
      .offset(start)
      .execute();
    ids = found.map((r) => r.site_id);
  }
  return pageOf(await cardsOf(db, ids, site, nowMs), total, q.current, q.size);
}

/** The cards of these points, in this order, with their offers (priced to the site when pinned). */
export async function cardsOf(db: Db, ids: number[], site: Site | null, nowMs: number): Promise<GroundCard[]> {
  if (!ids.length) return [];
  const rows = await siteColumns(db).where('s.id', 'in', ids).execute();
  const offers = await db.selectFrom('ground_offer').selectAll().where('site_id', 'in', ids).orderBy('id').execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          toCard(
            r,
            offers.filter((o) => o.site_id === id),
            site,
            nowMs,
          ),
        ]
      : [];
  });
}

export const siteColumns = (db: Db) =>
  db
    .selectFrom('ground_site as s')
    .leftJoin('region as p', 'p.code', 's.province_code')
    .leftJoin('region as c', 'c.code', 's.city_code')
    .selectAll('s')
    .select(['p.name as province_name', 'c.name as city_name']);
type SiteRow = Awaited<ReturnType<ReturnType<typeof siteColumns>['executeTakeFirstOrThrow']>>;
type OfferRow = {
  id: number;
  material_code: string;
  unit: string;
  price: number;
  ton_per_cubic: number;
  updated_at: string;
};

export function toOffer(o: OfferRow, freight: number, km: number | null, nowMs: number): GroundOffer {
  const unit = o.unit as MaterialUnit;
  const price = Number(o.price);
  const tonPerCubic = Number(o.ton_per_cubic);
  return {
    id: o.id,
    materialCode: o.material_code,
    name: materialOf(o.material_code)?.name ?? o.material_code,
    unit,
    unitName: UNIT_NAMES[unit],
    price,
    tonPerCubic,
    updatedAt: isoOf(o.updated_at),
    fresh: o.updated_at >= freshSince(nowMs),
    delivered: km === null ? null : deliveredPrice({ price, unit, tonPerCubic }, freight, km),
  };
}

export function toCard(r: SiteRow, offers: OfferRow[], site: Site | null, nowMs: number): GroundCard {
  const lat = Number(r.lat);
  const lng = Number(r.lng);
  const freight = Number(r.freight);
  const km = site ? distanceKm(site, [lng, lat]) : null;
  return {
    id: r.id,
    companyName: r.company_name,
    siteType: r.site_type,
    siteTypeName: siteTypeName(r.site_type),
    provinceCode: r.province_code,
    provinceName: r.province_name ?? '',
    cityCode: r.city_code,
    cityName: r.city_name ?? '',
    address: r.address,
    lat,
    lng,
    verified: r.verified === 1,
    freight,
    delivery: r.delivery.split(',').filter(Boolean),
    priceUpdatedAt: isoOf(r.price_updated_at),
    fresh: r.price_updated_at >= freshSince(nowMs),
    distanceKm: km,
    offers: offers.map((o) => toOffer(o, freight, km, nowMs)),
  };
}
