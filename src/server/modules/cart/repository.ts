// Cart lines of one owner (member + company). Quantities are checked against stock here and
// every price is read from the goods, its tiers and its group-buy at the time of the call.
import type { Cart, CartLine } from '../../../api/cart';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import type { Owner } from '../../http/session';
import { groupBuyOf, priceTiers } from '../../db/goods-prices';
import { stampOf } from '../../floor/time';
import { amountCents, unitPriceAt } from './pricing';
import { batchesById } from '../../floor/tile-batches';
import { batchForAdd, batchStock } from './tile-batch';

export const MAX_LINES = 200;

export const stockMessage = (stock: number, unit: string) =>
  stock <= 0 ? '该商品库存不足，暂时无法购买' : `库存不足，最多可购买 ${stock} ${unit}`;

function ownLines(db: Db, o: Owner) {
  return db.selectFrom('cart_item as ci').where('ci.user_id', '=', o.userId).where('ci.company_id', '=', o.companyId);
}

async function goodsForSale(db: Db, goodsId: number) {
  const g = await db.selectFrom('goods').select(['id', 'stock', 'unit']).where('id', '=', goodsId).executeTakeFirst();
  if (!g) throw notFound('商品不存在或已下架');
  return g;
}

/**
 * Adds to the line of the goods (one atomic upsert) under the owner lock: stock and line limit
 * hold, and a tile's boxes stay within one colour batch (tile-batch.ts).
 */
export async function addLine(
  db: Db,
  o: Owner,
  goodsId: number,
  quantity: number,
  nowMs: number,
  batchId?: number,
): Promise<void> {
  await withOwnerLock(db, 'memberships', o.membershipId, async (tx) => {
    const g = await goodsForSale(tx, goodsId);
    const line = await ownLines(tx, o)
      .select(['ci.id', 'ci.quantity', 'ci.tile_batch_id'])
      .where('ci.goods_id', '=', goodsId)
      .executeTakeFirst();
    const tileBatchId = await batchForAdd(tx, goodsId, quantity, batchId, line);
    if ((line?.quantity ?? 0) + quantity > g.stock) {
      throw badRequest(
        line
          ? `${stockMessage(g.stock, g.unit)}（购物车中已有 ${line.quantity} ${g.unit}）`
          : stockMessage(g.stock, g.unit),
      );
    }
    if (!line && (await lineCount(tx, o)) >= MAX_LINES) throw badRequest(`购物车最多放 ${MAX_LINES} 种商品，请先清理`);
    const now = stampOf(nowMs);
    await tx
      .insertInto('cart_item')
      .values({
        user_id: o.userId,
        company_id: o.companyId,
        goods_id: goodsId,
        quantity,
        selected: 1,
        created_at: now,
        updated_at: now,
        tile_batch_id: tileBatchId,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'company_id', 'goods_id']).doUpdateSet((eb) => ({
          quantity: eb('cart_item.quantity', '+', eb.ref('excluded.quantity')),
          selected: 1,
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  });
}

export async function setQuantity(db: Db, o: Owner, id: number, quantity: number, nowMs: number): Promise<void> {
  const line = await ownLines(db, o)
    .select(['ci.id', 'ci.goods_id', 'ci.tile_batch_id'])
    .where('ci.id', '=', id)
    .executeTakeFirst();
  if (!line) throw notFound('购物车中没有这件商品');
  const g = await goodsForSale(db, line.goods_id);
  if (quantity > g.stock) throw badRequest(stockMessage(g.stock, g.unit));
  const batch = await batchStock(db, line.tile_batch_id);
  if (batch && quantity > batch.stock)
    throw badRequest(
      `色号 ${batch.batchNo} 库存 ${batch.stock} 箱，最多可购买 ${batch.stock} 箱；不同批次可能有色差，不能混批`,
    );
  await db
    .updateTable('cart_item')
    .set({ quantity, updated_at: stampOf(nowMs) })
    .where('id', '=', id)
    .execute();
}

export async function select(
  db: Db,
  o: Owner,
  ids: number[] | 'all',
  selected: boolean,
  shopId?: number,
): Promise<void> {
  let q = db
    .updateTable('cart_item')
    .set({ selected: selected ? 1 : 0 })
    .where('user_id', '=', o.userId)
    .where('company_id', '=', o.companyId);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  if (shopId !== undefined)
    q = q.where('goods_id', 'in', (eb) =>
      eb.selectFrom('goods').select('goods.id').where('goods.shop_id', '=', shopId),
    );
  await q.execute();
}

export async function remove(db: Db, o: Owner, ids: number[]): Promise<void> {
  await db
    .deleteFrom('cart_item')
    .where('user_id', '=', o.userId)
    .where('company_id', '=', o.companyId)
    .where('id', 'in', ids)
    .execute();
}

export async function lineCount(db: Db, o: Owner): Promise<number> {
  const row = await ownLines(db, o)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function cart(db: Db, o: Owner, nowMs: number): Promise<Cart> {
  const now = stampOf(nowMs);
  const rows = await ownLines(db, o)
    .innerJoin('goods as g', 'g.id', 'ci.goods_id')
    .innerJoin('shop as s', 's.id', 'g.shop_id')
    .leftJoin('group_buy as gb', (j) =>
      j.onRef('gb.goods_id', '=', 'g.id').on('gb.starts_at', '<=', now).on('gb.ends_at', '>', now),
    )
    .select([
      'ci.id',
      'ci.goods_id',
      'ci.quantity',
      'ci.selected',
      'g.name',
      'g.spec',
      'g.unit',
      'g.image_url',
      'g.stock',
      'g.price',
      'g.shop_id',
    ])
    .select([
      's.name as shop_name',
      's.self_support',
      'gb.price as gb_price',
      'gb.ends_at as gb_ends_at',
      'gb.min_quantity as gb_min_quantity',
    ])
    .select('ci.tile_batch_id')
    .orderBy('ci.updated_at', 'desc')
    .orderBy('ci.id', 'desc')
    .execute();
  const [tiers, batches] = await Promise.all([
    priceTiers(db, [...new Set(rows.map((r) => r.goods_id))]),
    batchesById(
      db,
      rows.flatMap((r) => r.tile_batch_id ?? []),
    ),
  ]);
  const shops = new Map<number, Cart['shops'][number] & { cents: number }>();
  let selectedCount = 0;
  let selectedCents = 0;
  for (const r of rows) {
    const groupBuy = groupBuyOf(r);
    const base = Number(r.price);
    const { unitPrice, priceKind } = unitPriceAt(base, tiers.get(r.goods_id) ?? [], groupBuy, r.quantity);
    const amount = amountCents(unitPrice, r.quantity);
    // A tile line's boxes come from its batch: that is its stock.
    const tb = r.tile_batch_id != null ? batches.get(r.tile_batch_id) : undefined;
    const stock = tb ? Math.min(r.stock, Number(tb.stock)) : r.stock;
    const line: CartLine = {
      id: r.id,
      goodsId: r.goods_id,
      productName: r.name,
      spec: r.spec,
      unit: r.unit,
      imageUrl: r.image_url,
      quantity: r.quantity,
      stock,
      selected: r.selected === 1,
      basePrice: base,
      unitPrice,
      priceKind,
      amount: amount / 100,
      groupBuy,
      available: r.quantity <= stock,
      batch: tb ? { id: tb.id, batchNo: tb.batch_no } : null,
    };
    const shop = shops.get(r.shop_id) ?? {
      shopId: r.shop_id,
      shopName: r.shop_name,
      selfSupport: r.self_support === 1,
      selected: true,
      lines: [],
      selectedAmount: 0,
      cents: 0,
    };
    shop.lines.push(line);
    shop.selected &&= line.selected;
    if (line.selected && line.available) {
      shop.cents += amount;
      selectedCount += 1;
      selectedCents += amount;
    }
    shops.set(r.shop_id, shop);
  }
  return {
    shops: [...shops.values()].map(({ cents, ...s }) => ({ ...s, selectedAmount: cents / 100 })),
    lineCount: rows.length,
    selectedCount,
    selectedAmount: selectedCents / 100,
    allSelected: rows.length > 0 && rows.every((r) => r.selected === 1),
  };
}
