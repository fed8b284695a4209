// Shops: the paged list (self-operated first, then by rating) and one shop, each as a card
// with region names, goods count and up to four best sellers.
import type { Page, z } from '../../../api/define';
import type { ShopCard, shopQuery } from '../../../api/product';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';

type Input = z.output<typeof shopQuery>;
const PREVIEW = 4;

/**
 * Each shop's best sellers by its own (shop_id, sales_count) index, four rows each, rather than
 * ranking every goods row of the page's shops; one statement (a UNION ALL of the per-shop reads),
 * not one round trip per shop (on PostgreSQL each statement is a socket write and a reply).
 */
function bestSellers(db: Db, ids: number[]) {
  const one = (shopId: number, i: number) =>
    db
      .selectFrom(
        db
          .selectFrom('goods')
          .select(['id', 'name', 'price', 'unit', 'image_url', 'shop_id', 'sales_count'])
          .where('shop_id', '=', shopId)
          .orderBy('sales_count', 'desc')
          .orderBy('id', 'desc')
          .limit(PREVIEW)
          .as(`p${i}`),
      )
      .selectAll();
  return ids
    .slice(1)
    .reduce((q, id, i) => q.unionAll(one(id, i + 1)), one(ids[0], 0))
    .execute()
    .then((rows) => rows.sort((a, b) => b.sales_count - a.sales_count || b.id - a.id)); // a union's order is the database's choice
}

async function shopCards(db: Db, ids: number[]): Promise<ShopCard[]> {
  if (ids.length === 0) return [];
  const [rows, previews] = await Promise.all([
    db
      .selectFrom('shop as s')
      .innerJoin('region as p', 'p.code', 's.province_code')
      .innerJoin('region as c', 'c.code', 's.city_code')
      .leftJoin('region as d', 'd.code', 's.district_code')
      .selectAll('s')
      .select(['p.name as province_name', 'c.name as city_name', 'd.name as district_name'])
      // its goods counted in the same statement (by the goods_shop index)
      .select((eb) =>
        eb
          .selectFrom('goods as n')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('n.shop_id', '=', 's.id')
          .as('goods_count'),
      )
      .where('s.id', 'in', ids)
      .execute(),
    bestSellers(db, ids),
  ]);
  const byId = new Map<number, ShopCard>();
  for (const s of rows) {
    byId.set(s.id, {
      id: s.id,
      shopName: s.name,
      logoUrl: s.logo_url,
      selfSupport: s.self_support === 1,
      rating: Number(s.rating),
      mainCategories: s.main_categories,
      provinceCode: s.province_code,
      provinceName: s.province_name,
      cityCode: s.city_code,
      cityName: s.city_name,
      districtCode: s.district_code,
      districtName: s.district_name ?? '',
      address: s.address,
      goodsCount: Number(s.goods_count ?? 0),
      previewGoods: [],
      createdAt: s.created_at,
    });
  }
  for (const g of previews) {
    byId.get(g.shop_id)?.previewGoods.push({
      id: g.id,
      productName: g.name,
      price: Number(g.price),
      unit: g.unit,
      imageUrl: g.image_url,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function shopPage(db: Db, input: Input): Promise<Page<ShopCard>> {
  let q = db.selectFrom('shop');
  if (input.selfSupport != null) q = q.where('self_support', '=', input.selfSupport ? 1 : 0);
  if (input.shopProvinceCode) q = q.where('province_code', '=', input.shopProvinceCode);
  if (input.shopCityCode) q = q.where('city_code', '=', input.shopCityCode);
  if (input.shopDistrictCode) q = q.where('district_code', '=', input.shopDistrictCode);
  if (input.shopName) q = q.where((eb) => contains(eb.ref('name'), input.shopName!));
  const [ids, total] = await Promise.all([
    q
      .select('id')
      .orderBy('self_support', 'desc')
      .orderBy('rating', 'desc')
      .orderBy('id')
      .limit(input.size)
      .offset(offsetOf(input.current, input.size))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    await shopCards(
      db,
      ids.map((r) => r.id),
    ),
    Number(total.n),
    input.current,
    input.size,
  );
}

export async function shopById(db: Db, id: number): Promise<ShopCard | undefined> {
  return (await shopCards(db, [id]))[0];
}
