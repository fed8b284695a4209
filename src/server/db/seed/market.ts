// Market information on the home page: purchase inquiries, tenders and rankings.
import type { Catalog } from './catalog';
import { builderName, shortPlace, supplierName } from './companies';
import { dictKeys } from './dictionaries';
import type { RegionRow } from './regions';
import { addDays, formatTime, insertBatched, Rng, type Tx } from './util';

export const INQUIRY_COUNT = 80;
export const TENDER_COUNT = 80;
export const RANKING_COUNT = 20;

const PROJECTS = ['安置房', '人民医院', '实验学校', '产业园厂房', '综合管廊', '市政道路', '保障性住房', '商业综合体', '污水处理厂', '体育中心', '地铁站点', '物流园'];
const PHASES = ['项目', '工程', '一期工程', '二期项目'];
const QUANTITY: Record<string, [number, number]> = { 吨: [50, 3000], 立方米: [200, 5000], 平方米: [500, 20000], 米: [500, 20000] };
const TENDER_TITLE: Record<string, (r: Rng, project: string, item: string) => string> = {
  '1': (_r, p) => `${p}施工总承包招标公告`,
  '2': (_r, p, item) => `${p}${item}采购招标公告`,
  '3': (r, p) => `${p}${r.pick(['塔式起重机', '施工升降机', '挖掘机', '混凝土泵车'])}租赁招标公告`,
  '4': (r, p) => `${p}${r.pick(['主体结构', '二次结构', '装饰装修'])}劳务分包招标公告`,
  '5': (r, p) => `${p}${r.pick(['消防', '幕墙', '钢结构', '机电安装'])}专业分包招标公告`,
  '6': (r, p) => `${p}${r.pick(['造价咨询', '工程监理', '检测'])}服务招标公告`,
};
const BUDGET: Record<string, [number, number]> = { '1': [5e6, 3e8], '2': [2e5, 2e7], '3': [1e5, 5e6], '4': [1e6, 3e7], '5': [1e6, 5e7], '6': [5e4, 2e6] };
export async function seedMarket(db: Tx, regions: RegionRow[], catalog: Catalog, now: number): Promise<void> {
  const r = new Rng('market', now);
  const nowText = formatTime(now);
  const cities = regions.filter((r) => r.level === 2);
  const districts = regions.filter((r) => r.level === 3);
  const place = () => {
    const city = r.pick(cities);
    const inCity = districts.filter((d) => d.parent_code === city.code);
    return { city, label: inCity.length ? `${shortPlace(city.name)}${r.pick(inCity).name}` : city.name };
  };

  const inquiries = Array.from({ length: INQUIRY_COUNT }, () => {
    const { city, label } = place();
    const leaf = r.pick(catalog.leaves);
    const [min, max] = QUANTITY[leaf.unit] ?? [100, 5000];
    const publish = r.daysAgo(60);
    const deadline = addDays(publish, r.int(3, 20));
    return {
      title: `${label}${r.pick(PROJECTS)}${r.pick(PHASES)}${leaf.name}采购询价`,
      buyer_name: builderName(r, city.name),
      category_id: leaf.ids[2],
      category_name: leaf.name,
      province_code: city.parent_code,
      city_code: city.code,
      quantity: r.int(min, max),
      unit: leaf.unit,
      status: deadline > nowText ? '1' : r.pick(['2', '3']),
      publish_time: publish,
      deadline,
    };
  });
  await insertBatched(db, 'inquiry', inquiries);

  const types = dictKeys('tender_type');
  const methods = dictKeys('tender_method');
  const tenders = Array.from({ length: TENDER_COUNT }, () => {
    const { city, label } = place();
    const type = r.pick(types);
    const publish = r.daysAgo(90);
    const deadline = addDays(publish, r.int(7, 30));
    const [min, max] = BUDGET[type];
    return {
      title: TENDER_TITLE[type](r, `${label}${r.pick(PROJECTS)}${r.pick(PHASES)}`, r.pick(catalog.leaves).name),
      company_name: builderName(r, city.name),
      tender_type: type,
      tender_method: type === '1' ? r.pick(['1', '1', '2']) : r.pick(methods),
      tender_status: deadline > nowText ? r.pick(['1', '2']) : r.pick(['3', '4', '5']),
      province_code: city.parent_code,
      city_code: city.code,
      budget: Math.round(r.money(min, max) / 100) * 100,
      publish_time: publish,
      deadline,
    };
  });
  await insertBatched(db, 'tender', tenders);

  const ranking = (side: 'seller' | 'buyer') =>
    Array.from({ length: RANKING_COUNT }, () => ({
      company_name: side === 'seller' ? supplierName(r, r.pick(cities).name) : builderName(r, r.pick(cities).name),
      amount: r.money(5e6, 5e8),
      order_count: r.int(20, 2000),
    }))
      .sort((a, b) => b.amount - a.amount)
      .map((r, i) => ({ ...r, side, rank: i + 1 }));
  await insertBatched(db, 'ranking', [...ranking('seller'), ...ranking('buyer')]);
}
