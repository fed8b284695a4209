// A tile's cart line takes its boxes from one colour batch (色号): colour differs between
// batches. The tile and batch rows are the ceramic section's, read through its floor reads
// (floor/tile-batches.ts); the checks run inside the cart's owner lock, so parallel adds stay exact.
import type { Db } from '../../db';
import { batchesById, batchesOfTile, tileOfGoods } from '../../floor/tile-batches';
import { badRequest } from '../../http/errors';

export interface TileLine {
  id: number;
  quantity: number;
  tile_batch_id: number | null;
}

/** The batch the boxes come from, or null when the goods is no tile; refuses what breaks the rule. */
export async function batchForAdd(
  tx: Db,
  goodsId: number,
  quantity: number,
  batchId: number | undefined,
  line: TileLine | undefined,
): Promise<number | null> {
  const tile = await tileOfGoods(tx, goodsId);
  if (!tile) {
    if (batchId !== undefined) throw badRequest('该商品没有色号批次，请去掉 batchId');
    return null;
  }
  if (tile.status !== 'on_sale' || tile.shop_status !== 'open') throw badRequest('该瓷砖已下架，暂时无法购买');
  const batches = await batchesOfTile(tx, goodsId);
  const onLine = line?.tile_batch_id != null ? batches.find((b) => b.id === line.tile_batch_id) : undefined;
  const largest = batches.reduce<(typeof batches)[number] | undefined>(
    (a, b) => (!a || b.stock > a.stock || (b.stock === a.stock && b.id < a.id) ? b : a),
    undefined,
  );
  const wanted = batchId !== undefined ? batches.find((b) => b.id === batchId) : (onLine ?? largest);
  if (!wanted) throw badRequest(batchId !== undefined ? '该色号不属于这款瓷砖，请重新选择色号' : '该瓷砖暂无库存');
  if (onLine && onLine.id !== wanted.id) {
    throw badRequest(
      `购物车中已有色号 ${onLine.batch_no} 的 ${line!.quantity} 箱；同一款瓷砖只能选一个色号（不同批次可能有色差），请修改原有数量或先移除`,
    );
  }
  const have = onLine ? line!.quantity : 0;
  if (have + quantity > wanted.stock) {
    const left = Math.max(0, wanted.stock - have);
    const more = have ? `（购物车中已有 ${have} 箱）` : '';
    const hint =
      largest && largest.id !== wanted.id && largest.stock > wanted.stock
        ? `；库存最多的色号 ${largest.batch_no} 有 ${largest.stock} 箱`
        : '';
    throw badRequest(
      `色号 ${wanted.batch_no} 库存 ${wanted.stock} 箱${more}，最多还能加 ${left} 箱；不同批次可能有色差，不能混批${hint}`,
    );
  }
  return wanted.id;
}

/** The boxes a tile line may hold: its batch's stock (undefined: no batch on the line). */
export async function batchStock(
  db: Db,
  batchId: number | null,
): Promise<{ stock: number; batchNo: string } | undefined> {
  if (batchId === null) return undefined;
  const b = (await batchesById(db, [batchId])).get(batchId);
  return b && { stock: b.stock, batchNo: b.batch_no };
}
