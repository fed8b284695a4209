// The market every section's seed draws on: the companies behind inquiries, quotes, tenders,
// packages, machines and job posts (the demo buyers and supplier plus market companies — no
// members; tenant ids 3xxxxx — spread over every province, about three in four verified: their
// unified social credit code on file), each of a kind and trade of the model (market-model.ts)
// that its name carries, and a random source per seed part.
import { DAY, stamp } from '../../floor/time';
import type { RegionRow } from './regions';
import { creditCode, firmName, shortPlace } from './companies';
import { partyOf, type Party } from './market-model';
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
  /** Its 统一社会信用代码 on file ('' or none: not verified), the same in every section. */
  creditCode?: string;
}

/** The market's companies (market-model.ts reads each one's kind and trade from its name); demo ones first. */
export interface Market {
  /** 南京华建, 杭州鼎盛, then 建设单位, 施工总承包 and 专业承包 companies. */
  buyers: MarketCompany[];
  /** Who sells goods and services: 上海恒信 and material suppliers, then lessors, consultancies, labour companies. */
  suppliers: MarketCompany[];
}

/** Every market company of a kind, in the market's order. */
export const companiesOf = (market: Market, kind: Party['kind']): MarketCompany[] =>
  [...market.buyers, ...market.suppliers].filter((c) => partyOf(c.name)?.kind === kind);

/**
 * The companies that fit, those of the province when there are some; the whole list when none
 * fits (a hand-made test market).
 */
export function fitting(
  list: readonly MarketCompany[],
  fits: (p: Party | null) => boolean,
  provinceCode?: string,
): MarketCompany[] {
  const all = list.filter((c) => fits(partyOf(c.name)));
  const local = all.filter((c) => c.provinceCode === provinceCode);
  return local.length ? local : all.length ? all : [...list];
}

type Form = 'firm' | 'public' | 'agency';
/** [line words, how many, how the name is formed]: public bodies are one per city, agencies are the city's. */
const COMPOSITION: Record<'buyers' | 'suppliers', [string, number, Form][]> = {
  buyers: [
    ['城市建设投资', 20, 'public'],
    ['交通投资', 8, 'public'],
    ['水务投资', 8, 'public'],
    ['卫生健康委员会', 6, 'agency'],
    ['教育局', 6, 'agency'],
    ['体育局', 4, 'agency'],
    ['置业', 10, 'firm'],
    ['房地产开发', 6, 'firm'],
    ['精密制造', 5, 'firm'],
    ['新能源科技', 4, 'firm'],
    ['物流', 6, 'firm'],
    ['建设工程', 16, 'firm'],
    ['建筑工程', 14, 'firm'],
    ['建设集团', 10, 'firm'],
    ['市政工程', 14, 'firm'],
    ['市政建设', 8, 'firm'],
    ['路桥工程', 6, 'firm'],
    ['公路工程', 5, 'firm'],
    ['水利水电工程', 10, 'firm'],
    ...[
      '地基基础工程',
      '岩土工程',
      '钢结构工程',
      '幕墙工程',
      '装饰工程',
      '消防工程',
      '防水防腐保温工程',
      '机电安装工程',
      '智能化工程',
      '园林绿化工程',
    ].map((w): [string, number, Form] => [w, 8, 'firm']),
  ],
  suppliers: [
    ...['建材贸易', '钢铁贸易', '建筑材料', '物资', '供应链管理', '新型建材', '管业', '电缆', '防水科技', '商贸'].map(
      (w): [string, number, Form] => [w, 14, 'firm'],
    ),
    ...['工程机械租赁', '起重设备租赁', '路面机械租赁', '桩工机械租赁', '混凝土设备租赁', '高空作业设备租赁'].map(
      (w): [string, number, Form] => [w, 12, 'firm'],
    ),
    ...['工程造价咨询', '工程监理', '工程质量检测'].map((w): [string, number, Form] => [w, 8, 'firm']),
    // The labour section's first companies (its own seed adds more above the default scale).
    ...['建筑劳务', '劳务分包', '建筑劳务工程', '建设劳务'].map((w): [string, number, Form] => [w, 50, 'firm']),
  ],
};
const FIRST_ID = 101;

/** 南京华建 and 杭州鼎盛 (施工总承包) buy, 上海恒信 supplies (README's demo accounts). */
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
  const rows: {
    id: number;
    tenant_id: string;
    name: string;
    org_code: string;
    invite_code: null;
    created_at: string;
  }[] = [];
  const created = stamp(now - 400 * DAY);
  let id = FIRST_ID;
  let turn = 0;
  const nameOf = (words: string, form: Form, city: RegionRow) =>
    form === 'firm'
      ? firmName(r, city.name, words)
      : form === 'agency'
        ? `${city.name}${words}`
        : `${shortPlace(city.name)}${words}集团有限公司`;
  const made = (list: [string, number, Form][]) =>
    list.flatMap(([words, count, form]) =>
      Array.from({ length: count }, () => {
        // Each kind over every province in turn; a public body or agency is its city's only one.
        const province = provinces[turn++ % provinces.length];
        const local = cities.filter((c) => c.parent_code === province.code);
        let city = r.pick(local);
        let name = nameOf(words, form, city);
        for (let n = 0; names.has(name); n++) {
          city = r.pick(n < 20 ? local : cities);
          name = nameOf(words, form, city);
        }
        names.add(name);
        const code = r.chance(0.75) ? creditCode(r, city.code) : '';
        const company = { id: id++, name, provinceCode: city.parent_code, cityCode: city.code, creditCode: code };
        rows.push({
          id: company.id,
          tenant_id: String(300000 + company.id),
          name,
          org_code: code,
          invite_code: null,
          created_at: created,
        });
        return company;
      }),
    );
  const market: Market = {
    buyers: [demo(0, '320000', '320100'), demo(2, '330000', '330100'), ...made(COMPOSITION.buyers)],
    suppliers: [demo(1, '310000', '310100'), ...made(COMPOSITION.suppliers)],
  };
  await insertBatched(tx, 'companies', rows);
  await syncIdSequence(tx, 'companies');
  return market;
}

export const mobile = (r: Rng) =>
  `1${r.pick(['35', '37', '38', '39', '50', '58', '86', '89'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
