// Mall extras over the seeded goods: quantity price tiers on about
// two goods in five, and group-buys on about one in eighteen. Group-buy times are relative to
// the seed's clock (rounded to the hour) so countdowns are live; a few have already ended.
import { DAY, HOUR, stampOf } from '../../floor/time';
import { sql, type Insertable } from 'kysely';
import { reindexGoods } from '../../floor/goods-change';
import type { GoodsPriceTierTable, GroupBuyTable } from '../schema-mall';
import { insertBatched, type Tx } from './util';

/** Quantity thresholds of the three tiers by unit; discounts 3%, 6% and 9%. */
function thresholds(unit: string): [number, number, number] {
  if (unit === '吨') return [10, 50, 200];
  if (unit === '立方米') return [20, 100, 500];
  if (unit === '米' || unit === '平方米') return [100, 500, 2000];
  return [50, 200, 1000];
}
const DISCOUNTS = [0.97, 0.94, 0.91];

/** Same rounding as the goods seed: whole yuan from 200 up, else cents. */
const roundPrice = (base: number, factor: number) =>
  base >= 200 ? Math.round(base * factor) : Math.round(base * factor * 100) / 100;

export const hasTiers = (id: number) => id % 5 === 1 || id % 5 === 2;
/** Active group-buys on ids 1, 19, 37, …; ended ones on 2, 20, 38, … */
export const hasGroupBuy = (id: number) => id % 18 === 1;
export const hadGroupBuy = (id: number) => id % 18 === 2;

export function buildMallRows(goods: { id: number; price: number; unit: string }[], nowMs: number) {
  const tiers: Insertable<GoodsPriceTierTable>[] = [];
  const groupBuys: Insertable<GroupBuyTable>[] = [];
  const hour = Math.floor(nowMs / HOUR) * HOUR;
  for (const g of goods) {
    const price = Number(g.price);
    if (hasTiers(g.id)) {
      thresholds(g.unit).forEach((min, i) =>
        tiers.push({ goods_id: g.id, min_quantity: min, price: roundPrice(price, DISCOUNTS[i]) }),
      );
    }
    if (hasGroupBuy(g.id) || hadGroupBuy(g.id)) {
      const ends = hasGroupBuy(g.id)
        ? hour + ((g.id % 7) + 1) * DAY + (g.id % 24) * HOUR
        : hour - ((g.id % 5) + 1) * HOUR;
      groupBuys.push({
        goods_id: g.id,
        price: roundPrice(price, 0.88),
        min_quantity: g.id % 4 === 3 ? 5 : 1,
        starts_at: stampOf(hour - 3 * DAY),
        ends_at: stampOf(ends),
      });
    }
  }
  return { tiers, groupBuys };
}

export async function seedMall(db: Tx, nowMs: number): Promise<void> {
  const goods = await db.selectFrom('goods').select(['id', 'price', 'unit']).orderBy('id').execute();
  const { tiers, groupBuys } = buildMallRows(goods, nowMs);
  await insertBatched(db, 'goods_price_tier', tiers);
  await insertBatched(db, 'group_buy', groupBuys);
  // Every server's search index reloads the goods and their cards (group-buys included).
  await reindexGoods(db, [0]);
  // Fresh statistics so the planners pick the covering indexes from the first query on.
  await sql`analyze`.execute(db);
}
