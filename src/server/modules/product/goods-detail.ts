// One goods for /goodsDetail: the card plus gallery, specs, quantity price tiers, the
// category path and the shop card. Gallery images are placeholder views of the goods.
import type { GoodsDetail } from '../../../api/product';
import type { Db } from '../../db';
import { priceTiers } from '../../db/goods-prices';
import { cardQuery, toCard } from './cards';
import { shopById } from './shops';

const VIEWS = ['细节', '包装', '检测报告'];

export async function goodsDetail(db: Db, id: number, nowMs: number): Promise<GoodsDetail | undefined> {
  const row = await cardQuery(db, nowMs).where('g.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [categories, tiers, shop] = await Promise.all([
    db.selectFrom('category').select(['id', 'name', 'level']).where('id', 'in', [row.category1_id, row.category2_id, row.category3_id]).orderBy('level').execute(),
    priceTiers(db, [id]),
    shopById(db, row.shop_id),
  ]);
  if (!shop) return undefined;
  const card = toCard(row);
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
    priceTiers: tiers.get(id) ?? [],
    shop,
    serverTime: new Date(nowMs).toISOString(),
  };
}
