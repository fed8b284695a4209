// Supplier points over every city of the full region list (more in the big building provinces):
// a name from the city and the trade, an address down to the county, coordinates near a point
// inside the city's outline (data/city-anchors.ts), the materials its type sells priced around
// its province's latest weekly average, capacity, freight, licences and a contact.
import type { Insertable } from 'kysely';
import { GROUND_MATERIALS, SITE_TYPES } from '../../../../api/ground-dicts';
import { mobile } from '../../../db/seed/market';
import { SITE_TRADES } from '../../../db/seed/market-model';
import type { RegionBase } from '../../../db/seed/region-data';
import type { Rng } from '../../../db/seed/util';
import { stampOf, DAY } from '../../../floor/time';
import { CITY_ANCHORS } from '../data/city-anchors';
import type { GroundOfferTable, GroundSiteTable } from '../schema';
import { latestPrice, type Series } from './prices';

type SiteRow = Insertable<GroundSiteTable> & { id: number };
type OfferRow = Insertable<GroundOfferTable>;

/** Where building is busiest, more points (weight per province; others 1). */
const WEIGHT: Record<string, number> = {
  '320000': 2.4,
  '330000': 2.2,
  '440000': 2.4,
  '370000': 2,
  '410000': 1.8,
  '510000': 1.8,
  '420000': 1.6,
  '430000': 1.5,
  '340000': 1.6,
  '130000': 1.4,
  '350000': 1.4,
  '360000': 1.2,
  '500000': 1.2,
  '610000': 1.1,
  '540000': 0.3,
  '630000': 0.35,
  '640000': 0.4,
  '460000': 0.5,
  '650000': 0.7,
};
/** How often each type of point appears. */
const TYPE_SHARE: Record<string, number> = {
  sand: 0.3,
  quarry: 0.16,
  concrete: 0.3,
  cement: 0.07,
  brick: 0.09,
  asphalt: 0.08,
};
const WORDS = [
  '宏达',
  '鑫源',
  '华强',
  '金石',
  '恒通',
  '永固',
  '盛世',
  '天成',
  '顺发',
  '龙泰',
  '建兴',
  '润丰',
  '磊鑫',
  '众诚',
  '东方',
  '远大',
  '瑞丰',
  '聚力',
  '正泰',
  '汇通',
  '兴业',
  '中坚',
  '广源',
  '利达',
  '鼎诚',
  '安泰',
  '弘基',
  '明珠',
];
const ROADS = [
  '工业园路',
  '建材路',
  '矿区路',
  '滨河路',
  '经济开发区纬二路',
  '产业大道',
  '港区路',
  '环城北路',
  '物流园路',
  '石场路',
];
const CAPACITY: Record<string, [number, number, string]> = {
  sand: [30, 300, '万吨/年'],
  quarry: [50, 500, '万吨/年'],
  concrete: [60, 360, '方/小时'],
  cement: [100, 600, '万吨/年'],
  brick: [10, 60, '万方/年'],
  asphalt: [160, 400, '吨/小时'],
};

const short = (name: string) =>
  name
    .replace(
      /(市|地区|盟|自治州|土家族苗族自治州|藏族自治州|回族自治州|彝族自治州|哈尼族彝族自治州|朝鲜族自治州|蒙古族藏族自治州|壮族苗族自治州|苗族侗族自治州|布依族苗族自治州|傣族自治州|白族自治州|傣族景颇族自治州|傈僳族自治州|蒙古自治州|柯尔克孜自治州|哈萨克自治州)$/,
      '',
    )
    .slice(0, 4);

function pickWeighted<T extends string>(r: Rng, shares: Record<T, number>): T {
  const entries = Object.entries(shares) as [T, number][];
  let x = r.unit() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [k, w] of entries) if ((x -= w) < 0) return k;
  return entries[entries.length - 1][0];
}

export interface SiteSeedInput {
  count: number;
  tree: RegionBase[];
  series: Series;
  /** The demo supplier (a 建材贸易 firm: it sells 砂石骨料, not 商砼): it owns the first three points, two
   * 砂石厂 and a 采石场 (it may update their prices; market-model.ts `runsSite`). */
  owner: { id: number; name: string };
}

export function buildSites(
  r: Rng,
  nowMs: number,
  { count, tree, series, owner }: SiteSeedInput,
): { sites: SiteRow[]; offers: OfferRow[] } {
  const provinces = tree.filter((x) => x.level === 1);
  const citiesOf = new Map(
    provinces.map((p) => [p.code, tree.filter((c) => c.level === 2 && c.parent_code === p.code)]),
  );
  const districtsOf = (city: string) => tree.filter((d) => d.level === 3 && d.parent_code === city);
  const name = new Map(tree.map((x) => [x.code, x.name]));
  const shares = Object.fromEntries(provinces.map((p) => [p.code, WEIGHT[p.code] ?? 1]));
  const sites: SiteRow[] = [];
  const offers: OfferRow[] = [];
  for (let id = 1; id <= count; id++) {
    // Every province first, then by weight; the demo supplier's points are around Shanghai.
    const province = id <= 3 ? '310000' : id <= 3 + provinces.length ? provinces[id - 4].code : pickWeighted(r, shares);
    const city = r.pick(citiesOf.get(province)!);
    const districts = districtsOf(city.code);
    const district = districts.length ? r.pick(districts) : null;
    const type = id <= 3 ? (['sand', 'quarry', 'sand'] as const)[id - 1] : pickWeighted(r, TYPE_SHARE);
    const anchor = r.pick(CITY_ANCHORS[city.code]);
    const place = short(city.name === name.get(province) ? (district?.name ?? city.name) : city.name);
    const companyName = id <= 3 ? owner.name : `${place}${r.pick(WORDS)}${r.pick(SITE_TRADES[type])}有限公司`;
    const [cmin, cmax, cunit] = CAPACITY[type];
    const updates: string[] = [];
    const mats = SITE_TYPES.find((t) => t.code === type)!.materials;
    const sold = type === 'sand' || type === 'quarry' ? mats.filter((_, i) => i < 2 || r.chance(0.5)) : mats;
    for (const code of sold) {
      const m = GROUND_MATERIALS.find((x) => x.code === code)!;
      const avg = latestPrice(series, code, province);
      const price = Math.round(avg * (0.86 + r.unit() * 0.28) * (m.base > 200 ? 1 : 10)) / (m.base > 200 ? 1 : 10);
      // Most prices are fresh (within 30 days), some wait for an update.
      const age = r.chance(0.78) ? r.int(0, 29) : r.int(31, 150);
      const at = stampOf(nowMs - age * DAY - r.int(0, 8 * 3600) * 1000);
      updates.push(at);
      offers.push({
        site_id: id,
        material_code: code,
        unit: m.unit,
        price,
        ton_per_cubic: m.tonPerCubic,
        updated_at: at,
      });
    }
    const licences = ['营业执照'];
    if (type === 'quarry' || (type === 'sand' && r.chance(0.7))) licences.push('采矿许可证');
    if (type === 'quarry' || type === 'cement') licences.push('安全生产许可证');
    if (type === 'concrete') licences.push('预拌混凝土专业承包资质');
    if (type === 'asphalt' || type === 'cement' || r.chance(0.4)) licences.push('排污许可证');
    const deliver = type === 'concrete' || type === 'asphalt' || r.chance(0.3) ? '配送' : '自提,配送';
    sites.push({
      id,
      company_id: id <= 3 ? owner.id : null,
      company_name: companyName.slice(0, 60),
      site_type: type,
      province_code: province,
      city_code: city.code,
      address:
        `${name.get(province)}${city.name === name.get(province) ? '' : city.name}${district?.name ?? ''}${r.pick(ROADS)}${r.int(1, 399)}号`.slice(
          0,
          120,
        ),
      lat: Math.round((anchor[1] + (r.unit() - 0.5) * 0.04) * 1e5) / 1e5,
      lng: Math.round((anchor[0] + (r.unit() - 0.5) * 0.04) * 1e5) / 1e5,
      capacity: r.int(cmin, cmax),
      capacity_unit: cunit,
      freight: Math.round((type === 'concrete' ? 0.7 + r.unit() * 0.5 : 0.42 + r.unit() * 0.4) * 100) / 100,
      delivery: deliver,
      licences: licences.join(','),
      description:
        `${place}${SITE_TYPES.find((t) => t.code === type)!.name}，${deliver.includes('自提') ? '可自提，' : ''}自有车队配送，${sold.map((c) => GROUND_MATERIALS.find((x) => x.code === c)!.name).join('、')}常年供应。`.slice(
          0,
          300,
        ),
      contact_name: r.faker.person.fullName().replace(/\s/g, '').slice(0, 20),
      contact_phone: mobile(r),
      verified: r.chance(0.62) || id <= 3 ? 1 : 0,
      state: r.chance(0.015) && id > 3 ? 'delisted' : 'listed',
      price_updated_at: updates.sort().at(-1)!,
      views: r.int(0, 2400),
      created_at: stampOf(nowMs - r.int(60, 1500) * DAY),
    });
  }
  return { sites, offers };
}
