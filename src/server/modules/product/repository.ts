// rs-product-service queries: the category tree and goods cards.
import type { CategoryNode, GoodsCard } from '../../../api/product';
import type { Db } from '../../db';

/** The whole tree from one query, children in sort order. */
export async function categoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'name', 'parent_id', 'level'])
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node: CategoryNode = { id: r.id, name: r.name, parentId: r.parent_id, level: r.level, children: [] };
    nodes.set(r.id, node);
    // Rows come level by level, so a parent is always placed before its children.
    (nodes.get(r.parent_id)?.children ?? roots).push(node);
  }
  return roots;
}

function goodsCards(db: Db) {
  return db
    .selectFrom('goods as g')
    .innerJoin('shop as s', 's.id', 'g.shop_id')
    .innerJoin('brand as b', 'b.id', 'g.brand_id')
    .select([
      'g.id',
      'g.name',
      'b.name as brand_name',
      'g.spec',
      'g.price',
      'g.unit',
      'g.image_url',
      'g.shop_id',
      's.name as shop_name',
      'g.sales_count',
      'g.self_support',
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof goodsCards>['execute']>>[number];

const toCard = (r: CardRow): GoodsCard => ({
  id: r.id,
  productName: r.name,
  brand: r.brand_name,
  spec: r.spec,
  price: Number(r.price),
  unit: r.unit,
  imageUrl: r.image_url,
  shopId: r.shop_id,
  shopName: r.shop_name,
  salesCount: r.sales_count,
  selfSupport: r.self_support === 1,
});

/** Goods the operators flagged, best sellers first. */
export async function recommended(db: Db, size: number): Promise<GoodsCard[]> {
  const rows = await goodsCards(db)
    .where('g.recommend', '=', 1)
    .orderBy('g.sales_count', 'desc')
    .orderBy('g.id')
    .limit(size)
    .execute();
  return rows.map(toCard);
}

/** Self-operated goods, best sellers first. */
export async function selfOperated(db: Db, size: number): Promise<GoodsCard[]> {
  const rows = await goodsCards(db)
    .where('g.self_support', '=', 1)
    .orderBy('g.sales_count', 'desc')
    .orderBy('g.id')
    .limit(size)
    .execute();
  return rows.map(toCard);
}
