// The market model's rules over the seeded places where goods are sold (src/server/db/seed/
// market-model.ts): a mall shop sells only the categories its name and line of business stand for,
// every goods row is of its shop's categories, a 陶瓷馆 shop carries its brand and sells tiles of
// its kinds, a ground-material point's name carries its type's trade and a member company runs
// only points of what it sells. `placeProblems` lists each broken rule as 'table id: what'.
import type { Selectable } from 'kysely';
import type { Db } from '../../src/server/db';
import type { Database } from '../../src/server/db/schema';
import { partyOf, runsSite, sellsTop, SITE_TRADES } from '../../src/server/db/seed/market-model';

const TABLES = ['shop', 'goods', 'category', 'companies', 'taoci_shop', 'taoci_tile', 'ground_site'] as const;
export type PlaceRows = { [T in (typeof TABLES)[number]]: Selectable<Database[T]>[] };

export async function loadPlaces(db: Db): Promise<PlaceRows> {
  const rows = await Promise.all(TABLES.map((t) => db.selectFrom(t).selectAll().execute()));
  return Object.fromEntries(TABLES.map((t, i) => [t, rows[i]])) as unknown as PlaceRows;
}

export function placeProblems(m: PlaceRows): string[] {
  const out: string[] = [];
  const fail = (table: string, id: number, what: string) => out.push(`${table} ${id}: ${what}`);
  const ceramic = new Map(m.taoci_shop.map((c) => [c.shop_id, c]));
  const categoryName = new Map(m.category.map((c) => [c.id, c.name]));
  const shops = new Map(m.shop.map((s) => [s.id, s]));
  const tops = (s: Selectable<Database['shop']>) => s.main_categories.split('、');

  for (const s of m.shop) {
    const c = ceramic.get(s.id);
    if (c) {
      if (!s.name.startsWith(`${c.brand}瓷砖`)) fail('shop', s.id, `陶瓷馆店铺名称不是品牌店：${s.name}`);
      continue;
    }
    if (partyOf(s.name)) {
      if (!tops(s).every((t) => sellsTop(s.name, t)))
        fail('shop', s.id, `主营品类不在企业经营范围：${s.main_categories}`);
    } else if (tops(s).length !== 1 || !s.name.includes(tops(s)[0]))
      fail('shop', s.id, `店铺名称与主营品类不符：${s.name} ${s.main_categories}`);
  }
  const tiles = new Map(m.taoci_tile.map((t) => [t.goods_id, t]));
  for (const g of m.goods) {
    const s = shops.get(g.shop_id)!;
    const tile = tiles.get(g.id);
    if (ceramic.has(s.id)) {
      if (!tile || tile.shop_id !== s.id || !tops(s).includes(tile.category))
        fail('goods', g.id, `瓷砖品类不在店铺主营：${tile?.category ?? '无瓷砖信息'}`);
    } else if (!tops(s).includes(categoryName.get(g.category1_id) ?? ''))
      fail('goods', g.id, `商品品类不在店铺主营：${categoryName.get(g.category1_id)}`);
  }
  const company = new Map(m.companies.map((c) => [c.id, c]));
  for (const x of m.ground_site) {
    if (!SITE_TRADES[x.site_type]?.some((w) => x.company_name.includes(w)) && x.company_id === null)
      fail('ground_site', x.id, `名称与供应点类型不符：${x.company_name} ${x.site_type}`);
    if (x.company_id !== null) {
      const c = company.get(x.company_id);
      if (c?.name !== x.company_name || !runsSite(partyOf(c.name), x.site_type))
        fail('ground_site', x.id, `所属企业不经营此类材料：${x.company_name} ${x.site_type}`);
    }
  }
  return out;
}
