// The goods page's filters over `goods`, the name part through the gram index. A 1- or
// 2-character query is exactly its gram's goods. A longer one is resolved once to a list of
// ids: the goods of its rarest gram whose name contains the query. Recall is that of a LIKE
// scan with ASCII letters folded (tests compare the two on both dialects).
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { isSqlite, normalize, queryGrams } from './grams';

export interface GoodsFilter {
  /** Trimmed, non-empty. */
  text?: string;
  /** Category ids from level 1 down to the chosen category. */
  categoryPath?: number[];
  brandId?: number;
  selfSupport?: boolean;
  shopId?: number;
  minPrice?: number;
  maxPrice?: number;
}

/** Counting a gram's goods stops here: enough to rank grams and to call one "common". */
export const COMMON = 5000;

export type TextPlan =
  | { kind: 'empty' }
  /** Goods holding the gram; count is capped at COMMON. */
  | { kind: 'gram'; gram: string; count: number }
  /** The matching goods, resolved (ascending ids). */
  | { kind: 'ids'; ids: number[] };

async function cappedCount(db: Db, gram: string): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('goods_gram').select('goods_id').where('gram', '=', gram).limit(COMMON).as('t'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function planText(db: Db, text: string): Promise<TextPlan> {
  const q = normalize(text);
  if (Array.from(q).length <= 2 && !q.includes(' ')) {
    const count = await cappedCount(db, q);
    return count === 0 ? { kind: 'empty' } : { kind: 'gram', gram: q, count };
  }
  const grams = queryGrams(q);
  const counts = new Map<string, number>();
  for (const g of grams) counts.set(g, await cappedCount(db, g));
  const [rarest] = [...grams].sort((a, b) => counts.get(a)! - counts.get(b)!);
  if (counts.get(rarest) === 0) return { kind: 'empty' };
  // Candidates by the rarest gram, confirmed in JS with the very normalize() the grams come
  // from: the same on both dialects, and cheaper than SQL string functions on PostgreSQL.
  const candidates = await db
    .selectFrom('goods_gram as tg')
    .innerJoin('goods', 'goods.id', 'tg.goods_id')
    .select(['goods.id', 'goods.name'])
    .where('tg.gram', '=', rarest)
    .execute();
  // Without ASCII letters in the query, folding the name cannot change whether it matches.
  const folds = /[a-z]/.test(q);
  const rows = candidates.filter((r) => (folds ? normalize(r.name) : r.name).includes(q)).sort((a, b) => a.id - b.id);
  return rows.length === 0 ? { kind: 'empty' } : { kind: 'ids', ids: rows.map((r) => r.id) };
}

/**
 * 'join' walks the gram's goods (rare grams, price orders and counting); 'probe' checks the
 * gram per goods, so a page of a common gram in sales order walks a sort index and stops
 * after one page.
 */
export type GramMode = 'join' | 'probe';

export type GoodsQuery = SelectQueryBuilder<Database, 'goods', object>;

/** FROM goods narrowed by the text plan; further conditions refer to goods.* only. */
export function goodsSource(db: Db, plan: TextPlan | undefined, mode: GramMode = 'join'): GoodsQuery {
  if (plan?.kind === 'gram' && mode === 'join') {
    // The join adds no columns the caller selects; it only narrows `goods`.
    return db.selectFrom('goods_gram as tg').innerJoin('goods', 'goods.id', 'tg.goods_id').where('tg.gram', '=', plan.gram) as unknown as GoodsQuery;
  }
  const q = db.selectFrom('goods');
  if (plan?.kind === 'gram') {
    return q.where((eb) => eb.exists(eb.selectFrom('goods_gram as gg').select('gg.goods_id').where('gg.gram', '=', plan.gram).whereRef('gg.goods_id', '=', 'goods.id')));
  }
  if (plan?.kind === 'ids') {
    if (!isSqlite(db)) return q.where(sql<SqlBool>`goods.id = any(${plan.ids}::int4[])`);
    // Driven from the list: SQLite would otherwise walk a sort index probing the list.
    return db
      .selectFrom(sql<{ value: number }>`json_each(${JSON.stringify(plan.ids)})`.as('j'))
      .innerJoin('goods', 'goods.id', 'j.value') as unknown as GoodsQuery;
  }
  if (plan?.kind === 'empty') return q.where(sql<SqlBool>`1 = 0`);
  return q;
}

/**
 * The other filters. priceIndex false writes the price terms as +price, which keeps
 * SQLite from walking the price index for a wide range (it cannot tell wide from narrow).
 */
export function conditions(f: GoodsFilter, priceIndex: boolean): Expression<SqlBool> {
  const out: Expression<SqlBool>[] = [];
  const cols = ['goods.category1_id', 'goods.category2_id', 'goods.category3_id'];
  f.categoryPath?.forEach((id, i) => out.push(sql<SqlBool>`${sql.ref(cols[i])} = ${id}`));
  if (f.brandId !== undefined) out.push(sql<SqlBool>`goods.brand_id = ${f.brandId}`);
  if (f.selfSupport !== undefined) out.push(sql<SqlBool>`goods.self_support = ${f.selfSupport ? 1 : 0}`);
  if (f.shopId !== undefined) out.push(sql<SqlBool>`goods.shop_id = ${f.shopId}`);
  const price = priceIndex ? sql`goods.price` : sql`+goods.price`;
  if (f.minPrice !== undefined) out.push(sql<SqlBool>`${price} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) out.push(sql<SqlBool>`${price} <= ${f.maxPrice}`);
  return out.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(out, sql` and `)}`;
}
