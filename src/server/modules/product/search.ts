// The goods page's filters over `goods`, the name part through the gram index. A 1- or
// 2-character query is exactly its gram's goods; a longer one is the goods of its rarest
// gram whose name contains it (checked in JS with the normalize() the grams come from).
// Recall is that of a LIKE scan with ASCII letters folded (tests compare the two on both
// dialects). How the rest runs is measured per dialect (npm run bench): SQLite pages every
// search in SQL over covering indexes; PostgreSQL fetches up to tuning.common matching rows
// once and pages them in memory (memory.ts), since each pass over them costs it a heap probe
// per row.
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

/**
 * common: counting a gram's goods stops here, enough to rank grams and to call one common.
 * memory: page uncommon matches in memory (undefined: on PostgreSQL only). Tests set both to
 * run every search through each path.
 */
export const tuning: { common: number; memory?: boolean } = { common: 5000 };
const inMemory = (db: Db) => tuning.memory ?? !isSqlite(db);

/** The goods columns the page filters, sorts and counts by. */
export const ROW_COLUMNS = ['id', 'price', 'sales_count', 'recommend', 'brand_id', 'category1_id', 'category2_id', 'category3_id', 'self_support', 'shop_id'] as const;
export type GoodsRow = Record<(typeof ROW_COLUMNS)[number], number>;

export type TextPlan =
  | { kind: 'empty' }
  /** Goods holding the gram, searched in SQL. */
  | { kind: 'gram'; gram: string; count: number }
  /** The matching goods' ids (ascending), searched in SQL. */
  | { kind: 'ids'; ids: number[] }
  /** The matching goods as rows, paged in memory. */
  | { kind: 'rows'; rows: GoodsRow[] };

async function cappedCount(db: Db, gram: string): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('goods_gram').select('goods_id').where('gram', '=', gram).limit(tuning.common).as('t'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const rowColumns = ROW_COLUMNS.map((c) => `goods.${c}` as const);

/** The goods holding a gram as rows (only those whose name passes `keep`, when given). */
async function gramRows(db: Db, gram: string, keep?: (name: string) => boolean): Promise<GoodsRow[]> {
  if (!isSqlite(db)) {
    // PostgreSQL would hash-join the whole goods table; probing its key by the list is cheaper.
    const rows = await db
      .selectFrom('goods')
      .select([...rowColumns, 'goods.name'])
      .where(sql<SqlBool>`goods.id = any(array(select goods_id from goods_gram where gram = ${gram}))`)
      .execute();
    return (keep ? rows.filter((r) => keep(r.name)) : rows).map(numeric);
  }
  const byGram = db.selectFrom('goods_gram as tg').innerJoin('goods', 'goods.id', 'tg.goods_id').where('tg.gram', '=', gram);
  // Without a name check every column comes from the covering index goods_narrow.
  if (!keep) return (await byGram.select(rowColumns).execute()).map(numeric);
  // Names come from the table rows; reading the other columns there too costs three times
  // as much as reading them afterwards from goods_narrow for the goods that pass.
  const ids = (await byGram.select(['goods.id', 'goods.name']).execute()).filter((r) => keep(r.name)).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(sql<{ value: number }>`json_each(${JSON.stringify(ids)})`.as('j'))
    .innerJoin('goods', 'goods.id', 'j.value')
    .select(rowColumns)
    .execute();
  return rows.map(numeric);
}

/** PostgreSQL returns numeric as text (parsed by db/index.ts), SQLite as a number; drop the name. */
const numeric = (r: GoodsRow & { name?: string }): GoodsRow => ({
  id: r.id,
  price: Number(r.price),
  sales_count: r.sales_count,
  recommend: r.recommend,
  brand_id: r.brand_id,
  category1_id: r.category1_id,
  category2_id: r.category2_id,
  category3_id: r.category3_id,
  self_support: r.self_support,
  shop_id: r.shop_id,
});

export async function planText(db: Db, text: string): Promise<TextPlan> {
  const q = normalize(text);
  if (Array.from(q).length <= 2 && !q.includes(' ')) {
    const count = await cappedCount(db, q);
    if (count === 0) return { kind: 'empty' };
    if (count >= tuning.common || !inMemory(db)) return { kind: 'gram', gram: q, count };
    return { kind: 'rows', rows: await gramRows(db, q) };
  }
  const grams = queryGrams(q);
  const counts = new Map<string, number>();
  for (const g of grams) counts.set(g, await cappedCount(db, g));
  const [rarest] = [...grams].sort((a, b) => counts.get(a)! - counts.get(b)!);
  if (counts.get(rarest) === 0) return { kind: 'empty' };
  // Without ASCII letters in the query, folding the name cannot change whether it matches.
  const folds = /[a-z]/.test(q);
  const keep = (name: string) => (folds ? normalize(name) : name).includes(q);
  if (inMemory(db)) {
    const rows = await gramRows(db, rarest, keep);
    return rows.length === 0 ? { kind: 'empty' } : { kind: 'rows', rows };
  }
  const named = await db
    .selectFrom('goods_gram as tg')
    .innerJoin('goods', 'goods.id', 'tg.goods_id')
    .select(['goods.id', 'goods.name'])
    .where('tg.gram', '=', rarest)
    .execute();
  const ids = named.filter((r) => keep(r.name)).map((r) => r.id);
  return ids.length === 0 ? { kind: 'empty' } : { kind: 'ids', ids: ids.sort((a, b) => a - b) };
}

/**
 * 'join' walks the gram's goods (rare grams, price orders and counting); 'probe' checks the
 * gram per goods, so a page of a common gram in sales order walks a sort index and stops
 * after one page.
 */
export type GramMode = 'join' | 'probe';

export type GoodsQuery = SelectQueryBuilder<Database, 'goods', object>;

export type SqlPlan = Extract<TextPlan, { kind: 'gram' | 'ids' }>;

/** FROM goods narrowed by the text plan; further conditions refer to goods.* only. */
export function goodsSource(db: Db, plan: SqlPlan | undefined, mode: GramMode = 'join'): GoodsQuery {
  const q = db.selectFrom('goods');
  if (plan?.kind === 'gram' && mode === 'join') {
    // PostgreSQL: probe the key by the gram's list (it would hash-join the whole table).
    if (!isSqlite(db)) return q.where(sql<SqlBool>`goods.id = any(array(select goods_id from goods_gram where gram = ${plan.gram}))`);
    // The join adds no columns the caller selects; it only narrows `goods`.
    return db.selectFrom('goods_gram as tg').innerJoin('goods', 'goods.id', 'tg.goods_id').where('tg.gram', '=', plan.gram) as unknown as GoodsQuery;
  }
  if (plan?.kind === 'ids') {
    if (!isSqlite(db)) return q.where(sql<SqlBool>`goods.id = any(${plan.ids}::int4[])`);
    // Driven from the list: SQLite would otherwise walk a sort index probing the list.
    return db
      .selectFrom(sql<{ value: number }>`json_each(${JSON.stringify(plan.ids)})`.as('j'))
      .innerJoin('goods', 'goods.id', 'j.value') as unknown as GoodsQuery;
  }
  if (plan?.kind === 'gram') {
    return q.where((eb) => eb.exists(eb.selectFrom('goods_gram as gg').select('gg.goods_id').where('gg.gram', '=', plan.gram).whereRef('gg.goods_id', '=', 'goods.id')));
  }
  return q;
}

/**
 * The other filters. priceIndex false writes the price terms as +price, which keeps
 * SQLite from walking the price index for a wide range (it cannot tell wide from narrow;
 * PostgreSQL can, from its histogram, so callers pass true there).
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
