// Goods: each a leaf category's product from one of its brands, sold by a shop of that top
// category. Generated and inserted in chunks so 100k goods stay light on memory.
import type { Insertable } from 'kysely';
import type { GoodsTable } from '../schema';
import type { Catalog } from './catalog';
import type { ShopRef } from './shops';
import { insertBatched, mediaUrl, Rng, syncIdSequence, type Tx } from './util';

const CHUNK = 5000;
const PREFIXES = ['现货', '厂家直供', '国标', '工程专用', '质保'];

export function buildGoods(
  r: Rng,
  first: number,
  last: number,
  catalog: Catalog,
  shopsByTop: Map<string, ShopRef[]>,
): Insertable<GoodsTable>[] {
  const rows: Insertable<GoodsTable>[] = [];
  for (let id = first; id <= last; id++) {
    const leaf = r.pick(catalog.leaves);
    const brand = r.pick(leaf.brands);
    const spec = r.pick(leaf.specs);
    const shop = r.pick(shopsByTop.get(leaf.topName)!);
    const [min, max] = leaf.price;
    const price = max >= 200 ? Math.round(r.money(min, max)) : r.money(min, max);
    const prefix = r.chance(0.2) ? `${r.pick(PREFIXES)} ` : '';
    rows.push({
      id,
      name: `${prefix}${brand} ${leaf.name} ${spec}`,
      brand_id: catalog.brandIds.get(brand)!,
      spec,
      category1_id: leaf.ids[0],
      category2_id: leaf.ids[1],
      category3_id: leaf.ids[2],
      price,
      unit: leaf.unit,
      stock: r.int(20, 50_000),
      // Few best sellers, a long tail.
      sales_count: Math.floor(r.unit() ** 3 * 20_000),
      image_url: mediaUrl('goods', id, leaf.name),
      shop_id: shop.id,
      self_support: shop.selfSupport ? 1 : 0,
      recommend: id % 16 === 1 || r.chance(0.03) ? 1 : 0,
      created_at: r.daysAgo(365),
    });
  }
  return rows;
}

export async function seedGoods(
  db: Tx,
  scale: number,
  catalog: Catalog,
  shopsByTop: Map<string, ShopRef[]>,
  now: number,
): Promise<void> {
  const r = new Rng('goods', now);
  for (let first = 1; first <= scale; first += CHUNK) {
    await insertBatched(db, 'goods', buildGoods(r, first, Math.min(scale, first + CHUNK - 1), catalog, shopsByTop));
  }
  await syncIdSequence(db, 'goods');
}
