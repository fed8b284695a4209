// Material prices by region: each province's latest weekly average of a material with its change
// over 12 weeks (the price map), and the weekly index of a province or, nationally, the mean of
// the provinces (the reports' chart).
import type { ProvincePrice } from '../../../api/ground-reports';
import type { Db } from '../../db';

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

async function lastWeeks(db: Db, material: string, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ground_price_week')
    .select('week')
    .distinct()
    .where('material_code', '=', material)
    .orderBy('week', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => r.week).reverse();
}

export async function priceMap(
  db: Db,
  material: string,
): Promise<{ material: string; week: string; provinces: ProvincePrice[] }> {
  const weeks = await lastWeeks(db, material, 13);
  if (!weeks.length) return { material, week: '', provinces: [] };
  const rows = await db
    .selectFrom('ground_price_week as w')
    .innerJoin('region as p', 'p.code', 'w.province_code')
    .select(['w.province_code', 'p.name', 'w.week', 'w.price'])
    .where('w.material_code', '=', material)
    .where('w.week', '>=', weeks[0])
    .orderBy('w.province_code')
    .orderBy('w.week')
    .execute();
  const by = new Map<string, { name: string; prices: number[] }>();
  for (const r of rows) {
    const e = by.get(r.province_code) ?? { name: r.name, prices: [] };
    e.prices.push(Number(r.price));
    by.set(r.province_code, e);
  }
  const provinces = [...by].map(([code, { name, prices }]) => {
    const last = prices[prices.length - 1];
    return {
      code,
      name,
      price: round(last),
      change12w: round(((last - prices[0]) / prices[0]) * 100, 1),
      weeks: prices.map((p) => round(p)),
    };
  });
  return { material, week: weeks[weeks.length - 1], provinces };
}

export async function priceIndex(db: Db, material: string, provinceCode: string | null | undefined) {
  let q = db.selectFrom('ground_price_week').select(['week']).where('material_code', '=', material);
  if (provinceCode) q = q.where('province_code', '=', provinceCode);
  const rows = await q
    .select((eb) => eb.fn.avg<number>('price').as('price'))
    .groupBy('week')
    .orderBy('week')
    .execute();
  const regionName = provinceCode
    ? ((await db.selectFrom('region').select('name').where('code', '=', provinceCode).executeTakeFirst())?.name ?? '')
    : '全国';
  return {
    material,
    regionName,
    points: rows.slice(-52).map((r) => ({ week: r.week, price: round(Number(r.price)) })),
  };
}
