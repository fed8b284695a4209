// Ceramic tiles and their colour batches (色号) as other modules read them, owned by the ceramic
// section (modules/taoci, whose tables these are, migration 1200): whether a goods is a tile on
// sale in an open shop, and its batches with their stock (the cart takes a tile line's boxes from
// one batch). No module but taoci reads the taoci tables except through this file.
import type { Db } from '../db';

export interface TileBatch {
  id: number;
  batch_no: string;
  stock: number;
}

/** The tile sold as `goodsId` with its shop's status, or undefined when the goods is no tile. */
export function tileOfGoods(db: Db, goodsId: number): Promise<{ status: string; shop_status: string } | undefined> {
  return db
    .selectFrom('taoci_tile as t')
    .innerJoin('taoci_shop as cs', 'cs.shop_id', 't.shop_id')
    .select(['t.status', 'cs.status as shop_status'])
    .where('t.goods_id', '=', goodsId)
    .executeTakeFirst();
}

/** The colour batches of the tile sold as `goodsId`. */
export function batchesOfTile(db: Db, goodsId: number): Promise<TileBatch[]> {
  return db.selectFrom('taoci_batch').select(['id', 'batch_no', 'stock']).where('goods_id', '=', goodsId).execute();
}

/** The batches of these ids, by id (an unknown id is missing). */
export async function batchesById(db: Db, ids: readonly number[]): Promise<Map<number, TileBatch>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('taoci_batch')
    .select(['id', 'batch_no', 'stock'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((b) => [b.id, b]));
}
