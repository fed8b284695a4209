// The market every section's seed draws on: the companies behind inquiries, quotes and tenders
// (the demo buyers and supplier plus market builders and suppliers — no members; tenant ids
// 3xxxxx — spread over every province, about three in four verified: their unified social
// credit code on file), a random source per seed part, and project names and phones.
import { DAY, stamp } from '../../floor/time';
import type { RegionRow } from './regions';
import { builderName, supplierName } from './companies';
import { DEMO_COMPANIES } from './members';
import { insertBatched, Rng, syncIdSequence, type Tx } from './util';

/** A seeded random source of its own for each seed part (a number of its own), so parts never shift each other. */
export function marketRng(seed: number, now: number): Rng {
  const r = new Rng('market', now);
  r.faker.seed(seed);
  return r;
}

export interface MarketCompany {
  id: number;
  name: string;
  provinceCode: string;
  cityCode: string;
}

/** Who buys and who supplies: the demo companies first. */
export interface Market {
  buyers: MarketCompany[];
  suppliers: MarketCompany[];
}

export const MARKET_BUILDERS = 160;
export const MARKET_SUPPLIERS = 140;
const FIRST_ID = 101;

const creditCode = (r: Rng) =>
  `91${r.int(110000, 659999)}MA${r.faker.string.alphanumeric({ length: 8, casing: 'upper' })}`;

/** 南京华建 and 杭州鼎盛 buy, 上海恒信 supplies (README's demo accounts). */
const demo = (i: number, provinceCode: string, cityCode: string): MarketCompany => ({
  id: DEMO_COMPANIES[i].id,
  name: DEMO_COMPANIES[i].name,
  provinceCode,
  cityCode,
});

export async function seedMarket(tx: Tx, regions: RegionRow[], now: number): Promise<Market> {
  const r = marketRng(4_130_001, now);
  const provinces = regions.filter((x) => x.level === 1);
  const cities = regions.filter((x) => x.level === 2);
  const names = new Set<string>(DEMO_COMPANIES.map((c) => c.name));
  const made: MarketCompany[] = [];
  const rows = [];
  const created = stamp(now - 400 * DAY);
  for (let i = 0; i < MARKET_BUILDERS + MARKET_SUPPLIERS; i++) {
    const province = provinces[i % provinces.length];
    const city = r.pick(cities.filter((c) => c.parent_code === province.code));
    const builder = i < MARKET_BUILDERS;
    let name = builder ? builderName(r, city.name) : supplierName(r, city.name);
    while (names.has(name)) name = builder ? builderName(r, r.pick(cities).name) : supplierName(r, r.pick(cities).name);
    names.add(name);
    const id = FIRST_ID + i;
    made.push({ id, name, provinceCode: province.code, cityCode: city.code });
    rows.push({
      id,
      tenant_id: String(300000 + id),
      name,
      org_code: r.chance(0.75) ? creditCode(r) : '',
      invite_code: null,
      created_at: created,
    });
  }
  await insertBatched(tx, 'companies', rows);
  await syncIdSequence(tx, 'companies');
  return {
    buyers: [demo(0, '320000', '320100'), demo(2, '330000', '330100'), ...made.slice(0, MARKET_BUILDERS)],
    suppliers: [demo(1, '310000', '310100'), ...made.slice(MARKET_BUILDERS)],
  };
}

const PROJECTS = [
  '安置房',
  '人民医院',
  '实验学校',
  '产业园厂房',
  '综合管廊',
  '市政道路',
  '保障性住房',
  '商业综合体',
  '污水处理厂',
  '体育中心',
  '地铁站点',
  '物流园',
];
const PHASES = ['项目', '工程', '一期工程', '二期项目'];

export const projectName = (r: Rng, place: string) => `${place}${r.pick(PROJECTS)}${r.pick(PHASES)}`;
export const mobile = (r: Rng) =>
  `1${r.pick(['35', '37', '38', '39', '50', '58', '86', '89'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
