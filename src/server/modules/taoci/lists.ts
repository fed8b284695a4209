// The sub-site's public lists: the landing (categories, regions, shops, hot and new tiles), the
// shop directory, one ceramic shop with its filtered, sorted, paged tiles. Visitors and members
// see the same (no contact is shown here: the shop's contact is the mall's, on its goods detail).
import type { Page, z } from '../../../api/define';
import type { CeramicShopCard, CeramicShopPage, TaociHome, shopTilesQuery, shopsQuery } from '../../../api/taoci';
import { TILE_CATEGORIES, TILE_REGIONS, TILE_USES } from '../../../api/taoci-dicts';
import type { Db } from '../../db';
import {
  batchCount,
  countsBy,
  shopRows,
  tileCategoryId,
  tileRows,
  TILE_COLUMNS,
  toShopCard,
  toTileCard,
} from './cards';

export async function home(db: Db): Promise<TaociHome> {
  const cards = (order: 'g.sales_count' | 'g.created_at') =>
    tileRows(db)
      .select(TILE_COLUMNS)
      .select(batchCount.as('batches'))
      .orderBy(order, 'desc')
      .orderBy('t.goods_id', 'desc')
      .limit(8)
      .execute();
  const [byCategory, shops, byRegion, hot, newest, categoryId] = await Promise.all([
    tileRows(db)
      .select(['t.category as k', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.category')
      .execute(),
    shopRows(db)
      .where('cs.status', '=', 'open')
      .orderBy('cs.featured', 'desc')
      .orderBy('s.rating', 'desc')
      .orderBy('s.id')
      .limit(10)
      .execute(),
    db
      .selectFrom('taoci_shop as cs')
      .where('cs.status', '=', 'open')
      .select(['cs.region as k', (eb) => eb.fn.countAll<number>().as('n')])
      .select((eb) =>
        eb.fn
          .sum<number>(
            eb
              .selectFrom('taoci_tile as t')
              .whereRef('t.shop_id', '=', 'cs.shop_id')
              .where('t.status', '=', 'on_sale')
              .select((e) => e.fn.countAll<number>().as('c')),
          )
          .as('tiles'),
      )
      .groupBy('cs.region')
      .execute(),
    cards('g.sales_count'),
    cards('g.created_at'),
    tileCategoryId(db),
  ]);
  const categories = countsBy(TILE_CATEGORIES, byCategory);
  return {
    tileCategoryId: categoryId,
    categories,
    regions: TILE_REGIONS.map((r) => {
      const row = byRegion.find((x) => x.k === r.name);
      return { name: r.name, place: r.place, shopCount: Number(row?.n ?? 0), tileCount: Number(row?.tiles ?? 0) };
    }),
    shops: shops.map(toShopCard),
    hot: hot.map(toTileCard),
    newest: newest.map(toTileCard),
    tileCount: categories.reduce((n, c) => n + c.count, 0),
  };
}

export async function shops(db: Db, q: z.output<typeof shopsQuery>): Promise<Page<CeramicShopCard>> {
  let list = shopRows(db).where('cs.status', '=', 'open');
  if (q.region) list = list.where('cs.region', '=', q.region);
  const [rows, total] = await Promise.all([
    list
      .orderBy('cs.featured', 'desc')
      .orderBy('s.rating', 'desc')
      .orderBy('s.id')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    db
      .selectFrom('taoci_shop')
      .where('status', '=', 'open')
      .$if(!!q.region, (w) => w.where('region', '=', q.region!))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const n = Number(total.n);
  return { records: rows.map(toShopCard), total: n, size: q.size, current: q.current, pages: Math.ceil(n / q.size) };
}

type ShopQuery = z.output<typeof shopTilesQuery>;

const SORTS = {
  sales: [['g.sales_count', 'desc']],
  priceAsc: [['t.price_per_m2', 'asc']],
  priceDesc: [['t.price_per_m2', 'desc']],
  newest: [['g.created_at', 'desc']],
} as const;

export async function shopPage(db: Db, q: ShopQuery): Promise<CeramicShopPage | undefined> {
  const shop = await shopRows(db).where('cs.shop_id', '=', q.id).where('cs.status', '=', 'open').executeTakeFirst();
  if (!shop) return undefined;
  let list = tileRows(db).where('t.shop_id', '=', q.id);
  if (q.category) list = list.where('t.category', '=', q.category);
  if (q.tileSize) list = list.where('t.size_mm', '=', q.tileSize);
  if (q.finish) list = list.where('t.finish', '=', q.finish);
  if (q.absorption) list = list.where('t.absorption', '=', q.absorption);
  if (q.usage) list = list.where('t.usage', '=', q.usage);
  if (q.colour) list = list.where('t.colour', '=', q.colour);
  if (q.slip === true) list = list.where('t.slip', 'is not', null);
  if (q.slip === false) list = list.where('t.slip', 'is', null);
  if (q.priceMin != null) list = list.where('t.price_per_m2', '>=', q.priceMin);
  if (q.priceMax != null) list = list.where('t.price_per_m2', '<=', q.priceMax);
  let rows = list.select(TILE_COLUMNS).select(batchCount.as('batches'));
  for (const [col, dir] of SORTS[q.sort]) rows = rows.orderBy(col, dir);
  const [total, records, uses, categoryId] = await Promise.all([
    list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    rows
      .orderBy('t.goods_id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    tileRows(db)
      .where('t.shop_id', '=', q.id)
      .select(['t.usage as k', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.usage')
      .execute(),
    tileCategoryId(db),
  ]);
  const n = Number(total.n);
  const { province_code: _p, city_code: _c, district_code: _d, featured: _f, tiles: _t, ...s } = shop;
  return {
    shop: {
      ...toShopCard(shop),
      place: TILE_REGIONS.find((r) => r.name === s.region)?.place ?? s.region,
      address: s.address,
      rating: Number(s.rating),
      intro: s.intro,
      since: Number(s.since),
      status: s.status,
    },
    tileCategoryId: categoryId,
    uses: countsBy(TILE_USES, uses).filter((u) => u.count > 0),
    tiles: {
      records: records.map(toTileCard),
      total: n,
      size: q.size,
      current: q.current,
      pages: Math.ceil(n / q.size),
    },
  };
}
