// The supplier points: the filters (text, region, material, site type, price range, fresh, the
// viewport), the page of 5 in one of four orders — newest price, ex-works price, distance from
// the pinned site, or the delivered price (到场价, computed per offer, so that order ranks the
// matching rows in memory) — and the row → card mapping with the offers.
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import { parseBbox, type GroundCard, type GroundOffer, type groundFilterSchema, type groundQuery } from '../../../api/ground';
import { deliveredPrice, distanceKm, FRESH_DAYS, materialOf, siteTypeName, UNIT_NAMES, type MaterialUnit } from '../../../api/ground-dicts';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { DAY, isoOf, stampOf } from '../../floor/time';
import { badRequest } from '../../http/errors';

type Filters = z.output<typeof groundFilterSchema>;
type Query = z.output<typeof groundQuery>;
export type Site = [lng: number, lat: number];

export function checkFilters(q: Filters): void {
  if ((q.priceMin != null || q.priceMax != null) && !q.material) throw badRequest('参数错误：按价格筛选需选择材料 material');
  if (q.priceMin != null && q.priceMax != null && q.priceMin > q.priceMax) throw badRequest('参数错误：priceMin 不能大于 priceMax');
  if (q.cityCode && q.provinceCode && q.cityCode.slice(0, 2) !== q.provinceCode.slice(0, 2)) throw badRequest('参数错误：cityCode 不属于 provinceCode');
}

const freshSince = (nowMs: number) => stampOf(nowMs - FRESH_DAYS * DAY);

/** The listed points matching the filters (with the chosen material's offer joined as `o`). */
export function filtered(db: Db, q: Filters, nowMs: number) {
  // Without a material the join matches nothing (no material has code ''); with one it is inner.
  let b = db.selectFrom('ground_site as s').leftJoin('ground_offer as o', (j) => j.onRef('o.site_id', '=', 's.id').on('o.material_code', '=', q.material ?? '')).where('s.state', '=', 'listed');
  if (q.material) b = b.where('o.id', 'is not', null);
  if (q.companyName) b = b.where(contains(sql.ref('s.company_name'), q.companyName));
  if (q.address) b = b.where(contains(sql.ref('s.address'), q.address));
  if (q.provinceCode) b = b.where('s.province_code', '=', q.provinceCode);
  if (q.cityCode) b = b.where('s.city_code', '=', q.cityCode);
  if (q.siteType) b = b.where('s.site_type', '=', q.siteType);
  if (q.priceMin != null) b = b.where('o.price', '>=', q.priceMin);
  if (q.priceMax != null) b = b.where('o.price', '<=', q.priceMax);
  if (q.fresh) b = q.material ? b.where('o.updated_at', '>=', freshSince(nowMs)) : b.where('s.price_updated_at', '>=', freshSince(nowMs));
  if (q.bbox) {
    const [w, s, e, n] = parseBbox(q.bbox);
    b = b.where('s.lat', '>=', s).where('s.lat', '<=', n).where('s.lng', '>=', w).where('s.lng', '<=', e);
  }
  return b;
}

const siteOf = (q: Pick<Query, 'siteLat' | 'siteLng'>): Site | null => (q.siteLat != null && q.siteLng != null ? [q.siteLng, q.siteLat] : null);

export async function sitePage(db: Db, q: Query, nowMs: number): Promise<Page<GroundCard>> {
  checkFilters(q);
  if ((q.siteLat == null) !== (q.siteLng == null)) throw badRequest('参数错误：siteLat 与 siteLng 须同时提供');
  const site = siteOf(q);
  if ((q.sort === 'distance' || q.sort === 'delivered') && !site) throw badRequest('参数错误：按距离或到场价排序需先标注项目位置（siteLat、siteLng）');
  if ((q.sort === 'price' || q.sort === 'delivered') && !q.material) throw badRequest('参数错误：按价格排序需选择材料 material');
  const base = filtered(db, q, nowMs);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const start = offsetOf(q.current, q.size);
  let ids: number[];
  if (q.sort === 'delivered' && site) {
    // Every matching offer priced to the site, cheapest first (ties: the nearer, then the id).
    const rows = await base.select(['s.id', 's.lat', 's.lng', 's.freight', 'o.price', 'o.unit', 'o.ton_per_cubic']).execute();
    const ranked = rows.map((r) => {
      const d = deliveredPrice({ price: Number(r.price), unit: r.unit as MaterialUnit, tonPerCubic: Number(r.ton_per_cubic) }, Number(r.freight), distanceKm(site, [Number(r.lng), Number(r.lat)]));
      return { id: r.id, perTon: d.perTon, km: d.distanceKm };
    });
    ranked.sort((a, b) => a.perTon - b.perTon || a.km - b.km || a.id - b.id);
    ids = ranked.slice(start, start + q.size).map((r) => r.id);
  } else {
    let rows = base.select('s.id');
    if (q.sort === 'distance' && site) {
      const k = Math.cos((site[1] * Math.PI) / 180) ** 2;
      rows = rows.orderBy(sql`((s.lat - ${site[1]}) * (s.lat - ${site[1]}) + (s.lng - ${site[0]}) * (s.lng - ${site[0]}) * ${k})`);
    } else if (q.sort === 'price') rows = rows.orderBy('o.price');
    // In a viewport the lat/lng index finds the few rows and they are sorted; `|| ''` keeps the
    // planner from walking the whole update-time index instead.
    const newest = q.bbox ? sql<string>`s.price_updated_at || ''` : sql<string>`s.price_updated_at`;
    const found = await rows.orderBy(newest, 'desc').orderBy('s.id', 'desc').limit(q.size).offset(start).execute();
    ids = found.map((r) => r.id);
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
    return r ? [toCard(r, offers.filter((o) => o.site_id === id), site, nowMs)] : [];
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
type OfferRow = { id: number; material_code: string; unit: string; price: number; ton_per_cubic: number; updated_at: string };

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
