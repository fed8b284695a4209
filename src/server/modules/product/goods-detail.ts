// One goods for /goodsDetail: the card plus gallery, specs, quantity price tiers, the
// category path and the shop card. Gallery images are placeholder views of the goods.
// Two round trips: the card with its category names and price tiers in one statement (a row per
// tier), then the shop card (shops.ts; the caller may answer it from a cache); on PostgreSQL every
// statement is a socket write and a reply.
import type { GoodsDetail, ShopCard } from '../../../api/product';
import type { Db } from '../../db';
import { compiledOnce } from '../../db/compiled';
import { stampOf } from '../../floor/time';
import { cardQuery, toCard } from './cards';
import { shopById } from './shops';

const VIEWS = ['细节', '包装', '检测报告'];

/** The card with its category names and price tiers: a row per tier (compiled once, db/compiled.ts). */
const detailRows = compiledOnce((db, { id, now }: { id: number; now: string }) =>
  cardQuery(db, now)
    // Category names as subqueries, not joins: PostgreSQL plans every statement, and joining
    // eight tables took it 8 ms to plan (three subqueries and five tables: under 3 ms).
    .select((eb) => [
      eb.selectFrom('category as c').select('c.name').whereRef('c.id', '=', 'g.category1_id').as('c1_name'),
      eb.selectFrom('category as c').select('c.name').whereRef('c.id', '=', 'g.category2_id').as('c2_name'),
      eb.selectFrom('category as c').select('c.name').whereRef('c.id', '=', 'g.category3_id').as('c3_name'),
    ])
    .leftJoin('goods_price_tier as t', 't.goods_id', 'g.id')
    .select(['t.min_quantity as tier_min', 't.price as tier_price'])
    .where('g.id', '=', id)
    .orderBy('t.min_quantity'),
);

export async function goodsDetail(db: Db, id: number, nowMs: number, shopOf: (id: number) => Promise<ShopCard | undefined> = (id) => shopById(db, id)): Promise<GoodsDetail | undefined> {
  const rows = await detailRows(db, { id, now: stampOf(nowMs) });
  const row = rows[0];
  if (!row) return undefined;
  const shop = await shopOf(row.shop_id);
  if (!shop) return undefined;
  const card = toCard(row);
  const categories = [
    { id: row.category1_id, name: row.c1_name },
    { id: row.category2_id, name: row.c2_name },
    { id: row.category3_id, name: row.c3_name },
  ].filter((c): c is { id: number; name: string } => c.name !== null);
  const leaf = categories.at(-1)?.name ?? '';
  return {
    ...card,
    categoryPath: categories.map((c) => ({ id: c.id, name: c.name })),
    images: [card.imageUrl, ...VIEWS.map((v, i) => `/media/goods/${id}-${i + 2}.svg?t=${encodeURIComponent(`${leaf}${v}`)}`)],
    specs: [
      { name: '品牌', value: card.brand },
      { name: '规格型号', value: card.spec },
      { name: '计量单位', value: card.unit },
      { name: '商品分类', value: categories.map((c) => c.name).join(' > ') },
      { name: '发货地', value: `${shop.provinceName}${shop.cityName === shop.provinceName ? '' : shop.cityName}` },
      { name: '库存', value: `${card.stock}${card.unit}` },
    ],
    priceTiers: rows.flatMap((r) => (r.tier_min === null ? [] : [{ minQuantity: r.tier_min, price: Number(r.tier_price) }])),
    shop,
    serverTime: new Date(nowMs).toISOString(),
  };
}
