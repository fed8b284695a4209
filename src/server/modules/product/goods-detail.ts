// One goods for /goodsDetail: the card plus gallery, specs, quantity price tiers, the category
// path and the shop card. The gallery: the goods' picture, two more views of its category and its
// test report (drawn pictures, src/server/pictures). Answered from the search index
// (goods-index.ts: the card's columns, category names, price tiers and group-buys are kept there,
// in step with every goods write), and the shop card from the caller (shops.ts; the caller may
// answer it from a cache): no database round trip for most details.
import type { GoodsDetail, ShopCard } from '../../../api/product';
import { mediaUrl } from '../../pictures/url';
import { cardOf } from './card-columns';
import type { GoodsIndex } from './goods-index';

export async function goodsDetail(
  ix: GoodsIndex,
  id: number,
  nowMs: number,
  shopOf: (id: number) => Promise<ShopCard | undefined>,
): Promise<GoodsDetail | undefined> {
  const slot = ix.slotOf(id);
  if (slot < 0) return undefined;
  const card = cardOf(ix, slot, nowMs);
  const shop = await shopOf(card.shopId);
  if (!shop) return undefined;
  const g = ix.group[slot];
  const categories = ix.groupCat.flatMap((level) => {
    const c = ix.categories.get(level[g]);
    return c ? [{ id: c.id, name: c.name }] : [];
  });
  const leaf = categories.at(-1)?.name ?? '';
  return {
    ...card,
    categoryPath: categories,
    images: [
      card.imageUrl,
      mediaUrl('goods', `${id}-2`, leaf),
      mediaUrl('goods', `${id}-3`, leaf),
      mediaUrl('doc', `${id}-4`, 'report'),
    ],
    specs: [
      { name: '品牌', value: card.brand },
      { name: '规格型号', value: card.spec },
      { name: '计量单位', value: card.unit },
      { name: '商品分类', value: categories.map((c) => c.name).join(' > ') },
      { name: '发货地', value: `${shop.provinceName}${shop.cityName === shop.provinceName ? '' : shop.cityName}` },
      { name: '库存', value: `${card.stock}${card.unit}` },
    ],
    priceTiers: ix.tiers.of(id),
    shop,
    serverTime: new Date(nowMs).toISOString(),
  };
}
