// The search index of each database, loaded on first use and kept in step through the
// goods_change log (floor/goods-change.ts): every goods write appends the ids it touched (reindexGoods), the seed
// appends 0 (everything). Before answering, a search reads the log's head (one index probe,
// shared by the searches waiting for it, see fresh-read.ts); when it moved, this process re-reads the goods listed
// since (or everything, past
// FULL_RELOAD changes or on a 0) and rebuilds its index. Several servers on one database each
// keep their own index this way and answer with every acknowledged write.
import type { Db } from '../../db';
import { GroupBuys, PriceTiers, type TierRow } from './card-columns';
import { freshRead } from './fresh-read';
import { spelled, type Beside, type GoodsIndex, type GoodsRecord } from './goods-index';
import { buildIndex } from './index-build';
import { pacer, type Pace } from './pace';
import { normalize } from './text';
import { FULL_RELOAD, logHead } from '../../floor/goods-change';
import { answersGeneration } from '../../http/answer-cache';
import { stampOf } from '../../floor/time';

const CHUNK = 2_000;

interface Holder {
  index?: GoodsIndex;
  seq: number;
  refreshing?: Promise<void>;
  /** The log's head, one query shared by the calls that wait for it (see fresh-read.ts). */
  head: () => Promise<number>;
  /** When a read of the log (started then or later) last found the index up to date, and the answers' generation then. */
  confirmed?: { at: number; generation: number };
}
const holders = new WeakMap<object, Holder>();

const COLUMNS = [
  'id',
  'name',
  'price',
  'sales_count',
  'recommend',
  'brand_id',
  'category1_id',
  'category2_id',
  'category3_id',
  'self_support',
  'shop_id',
  'spec',
  'unit',
  'stock',
  'image_url',
] as const;
const record = (r: GoodsRecord): GoodsRecord => ({ ...r, price: Number(r.price) });

/** Reads rows in key order, CHUNK per query, letting the event loop turn between queries (SQLite reads hold it). */
async function inChunks<R>(
  page: (after: number) => Promise<R[]>,
  key: (row: R) => number,
  pace: Pace,
  take: (rows: R[]) => void,
): Promise<void> {
  for (let after = 0; ;) {
    await pace();
    const rows = await page(after);
    take(rows);
    if (rows.length < CHUNK) return;
    after = key(rows[rows.length - 1]);
  }
}

async function allGoods(db: Db, pace: Pace): Promise<GoodsRecord[]> {
  const out: GoodsRecord[] = [];
  const page = (after: number) =>
    db.selectFrom('goods').select(COLUMNS).where('id', '>', after).orderBy('id').limit(CHUNK).execute();
  await inChunks(
    page,
    (r) => r.id,
    pace,
    (rows) => {
      for (const r of rows) out.push(record(r));
    },
  );
  return out;
}

/** Price tiers in (goods, minimum) order: every goods' (`changed` undefined), or the changed goods' merged into `kept`. */
async function readTiers(db: Db, pace: Pace, kept?: PriceTiers, changed?: Set<number>): Promise<PriceTiers> {
  const q = db
    .selectFrom('goods_price_tier')
    .select(['goods_id', 'min_quantity', 'price'])
    .orderBy('goods_id')
    .orderBy('min_quantity');
  if (kept && changed)
    return kept.with(changed, changed.size ? await q.where('goods_id', 'in', [...changed]).execute() : []);
  const rows: TierRow[] = [];
  // Keyed by goods: a page ends with a whole goods' tiers (and may hold more than CHUNK rows).
  const page = async (after: number) => {
    const ids = await db
      .selectFrom('goods_price_tier')
      .select('goods_id')
      .distinct()
      .where('goods_id', '>', after)
      .orderBy('goods_id')
      .limit(CHUNK)
      .execute();
    return ids.length
      ? q
          .where('goods_id', '>', after)
          .where('goods_id', '<=', ids[ids.length - 1].goods_id)
          .execute()
      : [];
  };
  await inChunks(
    page,
    (r) => r.goods_id,
    pace,
    (chunk) => rows.push(...chunk),
  );
  return PriceTiers.from(rows);
}

/**
 * What the index keeps beside the goods (goods-index.ts Beside): names, the group-buys not yet ended (an ended one
 * never shows again), the price tiers.
 */
async function besideGoods(db: Db, pace: Pace, tiers: PriceTiers): Promise<Beside> {
  const [categories, brands, shops] = await Promise.all([
    db.selectFrom('category').select(['id', 'name', 'parent_id', 'level', 'sort']).execute(),
    db.selectFrom('brand').select(['id', 'name']).execute(),
    db.selectFrom('shop').select(['id', 'name']).execute(),
  ]);
  const groupBuys = new GroupBuys();
  const now = stampOf(Date.now());
  const page = (after: number) =>
    db
      .selectFrom('group_buy')
      .select(['goods_id', 'price', 'min_quantity', 'starts_at', 'ends_at'])
      .where('ends_at', '>', now)
      .where('goods_id', '>', after)
      .orderBy('goods_id')
      .limit(CHUNK)
      .execute();
  await inChunks(
    page,
    (r) => r.goods_id,
    pace,
    (rows) => groupBuys.add(rows),
  );
  return {
    categories: new Map(
      categories.map((c) => [
        c.id,
        {
          id: c.id,
          name: c.name,
          parentId: c.parent_id,
          level: c.level,
          sort: c.sort,
          key: normalize(c.name),
          spelling: spelled(c.name),
        },
      ]),
    ),
    brands: new Map(
      brands.map((b) => [b.id, { id: b.id, name: b.name, key: normalize(b.name), spelling: spelled(b.name) }]),
    ),
    shopNames: new Map(shops.map((s) => [s.id, s.name])),
    groupBuys,
    tiers,
  };
}

async function refresh(db: Db, h: Holder, head: number): Promise<void> {
  const pace = pacer();
  let records: GoodsRecord[];
  let tiers: PriceTiers;
  const changed =
    h.index && head > h.seq && head - h.seq <= FULL_RELOAD
      ? (
          await db
            .selectFrom('goods_change')
            .select('goods_id')
            .where('id', '>', h.seq)
            .where('id', '<=', head)
            .execute()
        ).map((r) => r.goods_id)
      : [0];
  if (!h.index || changed.includes(0)) {
    records = await allGoods(db, pace);
    tiers = await readTiers(db, pace);
  } else {
    const ids = [...new Set(changed)];
    const fresh = await db.selectFrom('goods').select(COLUMNS).where('id', 'in', ids).execute();
    const ix = h.index;
    const gone = new Set(ids);
    tiers = await readTiers(db, pace, ix.tiers, gone);
    records = [];
    // In id order (the index's slots are): the kept goods merged with the fresh ones.
    const added = fresh.map(record).sort((a, b) => a.id - b.id);
    let next = 0;
    for (let slot = 0; slot < ix.n; slot++) {
      if ((slot & 0x3fff) === 0) await pace();
      if (gone.has(ix.id[slot])) continue;
      while (next < added.length && added[next].id < ix.id[slot]) records.push(added[next++]);
      records.push(ix.record(slot));
    }
    records.push(...added.slice(next));
  }
  h.index = await buildIndex(records, await besideGoods(db, pace, tiers), pace, h.index);
  h.seq = head;
}

/**
 * The database's index, up to date with every goods write committed before the call; or, with
 * `staleMs`, as of a read of the log at most that old when no goods change has been seen since
 * (http/answer-cache.ts answersGeneration: this process's writes at once, other processes' as
 * the change-log sync finds them). A visitor's search is answered so (product/routes.ts): no
 * staler than the visitors' answers kept beside it, and without a database round trip each.
 */
export async function goodsIndex(db: Db, staleMs = 0): Promise<GoodsIndex> {
  let h = holders.get(db);
  if (!h) holders.set(db, (h = { seq: -1, head: freshRead(() => logHead(db)) }));
  const c = h.confirmed;
  if (h.index && c && staleMs > 0 && c.generation === answersGeneration() && Date.now() - c.at < staleMs)
    return h.index;
  for (;;) {
    const confirmed = { at: Date.now(), generation: answersGeneration() };
    const head = await h.head();
    if (h.index && head === h.seq) {
      h.confirmed = confirmed;
      return h.index;
    }
    h.refreshing ??= refresh(db, h, head).finally(() => (h.refreshing = undefined));
    await h.refreshing;
  }
}
