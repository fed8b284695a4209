// The sub-site's public detail: a goods' tile facts and its colour batches (asked for by the mall's
// goods detail page). Visitors and members see the same.
import type { TileFacts } from '../../../api/taoci';
import { batchStatus } from '../../../api/taoci-dicts';
import type { Db } from '../../db';
import { compiledOnce } from '../../db/compiled';

/** A goods' tile row and its batches: asked for by every goods detail page, so compiled once (db/compiled.ts). */
const tileRow = compiledOnce((db, { goodsId }: { goodsId: number }) =>
  db
    .selectFrom('taoci_tile as t')
    .innerJoin('goods as g', 'g.id', 't.goods_id')
    .innerJoin('taoci_shop as cs', 'cs.shop_id', 't.shop_id')
    .innerJoin('shop as s', 's.id', 't.shop_id')
    .selectAll('t')
    .select(['g.price', 's.name as shop_name', 'cs.region'])
    .where('t.goods_id', '=', goodsId),
);
const tileBatches = compiledOnce((db, { goodsId }: { goodsId: number }) =>
  db.selectFrom('taoci_batch').selectAll().where('goods_id', '=', goodsId).orderBy('produced_on', 'desc').orderBy('id'),
);

/** Every goods that is a tile. */
export async function tileGoodsIds(db: Db): Promise<Set<number>> {
  return new Set((await db.selectFrom('taoci_tile').select('goods_id').execute()).map((r) => r.goods_id));
}

export async function tileFacts(db: Db, goodsId: number): Promise<TileFacts | null> {
  const [t] = await tileRow(db, { goodsId });
  if (!t) return null;
  const batches = await tileBatches(db, { goodsId });
  return {
    goodsId: t.goods_id,
    shopId: t.shop_id,
    shopName: t.shop_name,
    region: t.region,
    category: t.category,
    sizeMm: t.size_mm,
    thicknessMm: Number(t.thickness_mm),
    finish: t.finish,
    absorption: t.absorption,
    usage: t.usage,
    colour: t.colour,
    pattern: t.pattern,
    slip: t.slip,
    grade: t.grade,
    piecesPerBox: t.pieces_per_box,
    m2PerBox: Number(t.m2_per_box),
    pricePerM2: Number(t.price_per_m2),
    boxPrice: Number(t.price),
    onSale: t.status === 'on_sale',
    batches: batches.map((b) => ({
      id: b.id,
      batchNo: b.batch_no,
      stock: b.stock,
      status: batchStatus(b.stock),
      producedOn: b.produced_on,
    })),
  };
}
