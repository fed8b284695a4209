// Shops spread over the real cities: suppliers of one to three top categories, about one in
// twelve self-operated by the platform.
import type { Insertable } from 'kysely';
import type { ShopTable } from '../schema';
import { shortPlace, supplierName } from './companies';
import { sellsTop } from './market-model';
import type { RegionRow } from './regions';
import { insertBatched, mediaUrl, Rng, syncIdSequence, type Tx } from './util';

export interface ShopRef {
  id: number;
  selfSupport: boolean;
}

export const shopCount = (scale: number): number => Math.min(1000, Math.max(50, Math.round(scale / 20)));

const ROADS = [
  '建设',
  '人民',
  '解放',
  '中山',
  '长江',
  '黄河',
  '新华',
  '工业',
  '科技',
  '创业',
  '金桥',
  '江南',
  '迎宾',
  '滨江',
];

export function buildShops(r: Rng, count: number, regions: RegionRow[], topNames: string[]) {
  const cities = regions.filter((r) => r.level === 2);
  const districtsOf = new Map<string, RegionRow[]>();
  for (const r of regions)
    if (r.level === 3) districtsOf.set(r.parent_code, [...(districtsOf.get(r.parent_code) ?? []), r]);
  const rows: (Insertable<ShopTable> & { id: number })[] = [];
  const byTop = new Map<string, ShopRef[]>(topNames.map((t) => [t, []]));
  for (let id = 1; id <= count; id++) {
    const city = r.pick(cities);
    const district = districtsOf.has(city.code) && r.chance(0.7) ? r.pick(districtsOf.get(city.code)!) : undefined;
    // Every top category gets self-operated shops and suppliers even at the smallest scale. A
    // shop named for one category (a self-operated or a store name) sells that category; a shop
    // under a supplier's company name sells what its line of business names (market-model.ts).
    const first = id <= topNames.length * 2 ? topNames[(id - 1) % topNames.length] : r.pick(topNames);
    const selfSupport = id <= topNames.length || r.chance(0.03);
    const place = shortPlace(city.name);
    const byCompany = !selfSupport && r.chance(0.5);
    const name = selfSupport
      ? `${first}自营旗舰店（${place}仓）`
      : byCompany
        ? supplierName(r, city.name, first)
        : `${place}${r.pick(['鑫盛', '恒通', '华建', '联创', '永兴', '金鼎', '宏图', '中誉'])}${first}${r.pick(['旗舰店', '专营店', '直销店', '批发部'])}`;
    const also = byCompany ? topNames.filter((t) => t !== first && sellsTop(name, t)) : [];
    const tops = [first, ...r.some(also, 0, Math.min(2, also.length))];
    rows.push({
      id,
      name,
      logo_url: mediaUrl('shop', id, tops[0]),
      province_code: city.parent_code,
      city_code: city.code,
      district_code: district?.code ?? '',
      address: `${district?.name ?? city.name}${r.pick(ROADS)}${r.pick(['路', '大道', '街'])}${r.int(1, 888)}号`,
      self_support: selfSupport ? 1 : 0,
      rating: r.int(40, 50) / 10,
      main_categories: tops.join('、'),
      created_at: r.daysAgo(1500),
    });
    for (const t of tops) byTop.get(t)!.push({ id, selfSupport });
  }
  return { rows, byTop };
}

export async function seedShops(
  db: Tx,
  count: number,
  regions: RegionRow[],
  topNames: string[],
  now: number,
): Promise<Map<string, ShopRef[]>> {
  const { rows, byTop } = buildShops(new Rng('shop', now), count, regions, topNames);
  await insertBatched(db, 'shop', rows);
  await syncIdSequence(db, 'shop');
  return byTop;
}
