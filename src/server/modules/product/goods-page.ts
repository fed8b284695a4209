// The goods page: one query picks the page's ids, one counts the result by brand and next
// category level (giving the total and the filter bar's facets), then the page's cards. A
// name search may do the first two in memory instead (search.ts says when; memory.ts).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SqlBool } from 'kysely';
import type { z } from '../../../api/define';
import type { BrandFacet, CategoryFacet, GoodsPage, goodsQuery, GoodsSort } from '../../../api/product';
import type { Db } from '../../db';
import { offsetOf } from '../../db/query';
import { cardsByIds } from './cards';
import { isSqlite } from './grams';
import { memoryPage, type FacetCount } from './memory';
import { conditions, goodsSource, planText, tuning, type GoodsFilter, type GoodsRow, type SqlPlan } from './search';

type Input = z.output<typeof goodsQuery>;

const CATEGORY_COLUMNS = ['goods.category1_id', 'goods.category2_id', 'goods.category3_id'] as const;

/** Ids break ties in the direction of the main key, so each order is one index scan. */
const ORDERS: Record<GoodsSort, [string, 'asc' | 'desc'][]> = {
  default: [['goods.recommend', 'desc'], ['goods.sales_count', 'desc'], ['goods.id', 'desc']],
  sales: [['goods.sales_count', 'desc'], ['goods.id', 'desc']],
  priceAsc: [['goods.price', 'asc'], ['goods.id', 'asc']],
  priceDesc: [['goods.price', 'desc'], ['goods.id', 'desc']],
};

/** The category and its ancestors' ids, level 1 first; undefined for an unknown id. */
async function categoryPath(db: Db, id: number): Promise<number[] | undefined> {
  const row = await db
    .selectFrom('category as c')
    .leftJoin('category as p', 'p.id', 'c.parent_id')
    .select(['c.id', 'c.level', 'p.id as parent', 'p.parent_id as grandparent'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.level === 1) return [row.id];
  if (row.level === 2 && row.parent !== null) return [row.parent, row.id];
  if (row.level === 3 && row.parent !== null && row.grandparent !== null) return [row.grandparent, row.parent, row.id];
  return undefined;
}

const empty = (current: number, size: number): GoodsPage => ({
  records: [],
  total: 0,
  size,
  current,
  pages: 0,
  facets: { brands: [], categories: [] },
});

export async function goodsPage(db: Db, input: Input, nowMs: number): Promise<GoodsPage> {
  const { current, size } = input;
  const filter: GoodsFilter = {
    text: input.productName || undefined,
    brandId: input.brandId ?? undefined,
    selfSupport: input.selfSupport ?? undefined,
    shopId: input.shopId ?? undefined,
    minPrice: input.minPrice ?? undefined,
    maxPrice: input.maxPrice ?? undefined,
  };
  if (input.categoryId != null) {
    filter.categoryPath = await categoryPath(db, input.categoryId);
    if (!filter.categoryPath) return empty(current, size);
  }
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) return empty(current, size);
  const plan = filter.text !== undefined ? await planText(db, filter.text) : undefined;
  if (plan?.kind === 'empty') return empty(current, size);

  // Let waiting requests in between the phases: on SQLite a query runs on the event loop, so
  // a cheap call waits for one phase of a search, not for the whole search.
  await nextTurn();
  const [ids, facetRows] =
    plan?.kind === 'rows'
      ? await inMemory(db, plan.rows, filter, input.sort, current, size)
      : await Promise.all([pageIds(db, filter, plan, input.sort, current, size), facetCounts(db, filter, plan)]);
  const brands = new Map<number, BrandFacet>();
  const categories = new Map<number, CategoryFacet & { sort: number }>();
  let total = 0;
  for (const r of facetRows) {
    const n = Number(r.n);
    const brand = brands.get(r.brand_id) ?? { id: r.brand_id, name: r.brand_name, count: 0 };
    brand.count += n;
    brands.set(r.brand_id, brand);
    if (filter.brandId !== undefined && r.brand_id !== filter.brandId) continue;
    total += n;
    const cat = categories.get(r.cat_id) ?? { id: r.cat_id, name: r.cat_name, parentId: r.cat_parent, level: r.cat_level, count: 0, sort: r.cat_sort };
    cat.count += n;
    categories.set(r.cat_id, cat);
  }
  await nextTurn();
  return {
    records: await cardsByIds(db, ids, nowMs),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
    facets: {
      brands: [...brands.values()].sort((a, b) => b.count - a.count || a.id - b.id),
      categories: [...categories.values()].sort((a, b) => a.sort - b.sort || a.id - b.id).map(({ sort: _, ...c }) => c),
    },
  };
}

async function inMemory(db: Db, rows: GoodsRow[], f: GoodsFilter, sort: GoodsSort, current: number, size: number) {
  const { ids, counts } = memoryPage(rows, f, sort, offsetOf(current, size), size);
  return [ids, await withNames(db, counts)] as const;
}

/** Brand and category names for facet counts. */
async function withNames(db: Db, counts: FacetCount[]) {
  if (counts.length === 0) return [];
  const [brands, categories] = await Promise.all([
    db.selectFrom('brand').select(['id', 'name']).where('id', 'in', [...new Set(counts.map((c) => c.brand_id))]).execute(),
    db.selectFrom('category').select(['id', 'name', 'parent_id', 'level', 'sort']).where('id', 'in', [...new Set(counts.map((c) => c.cat_id))]).execute(),
  ]);
  const brand = new Map(brands.map((b) => [b.id, b]));
  const category = new Map(categories.map((c) => [c.id, c]));
  return counts.flatMap((f) => {
    const b = brand.get(f.brand_id);
    const c = category.get(f.cat_id);
    if (!b || !c) return [];
    return [{ ...f, brand_name: b.name, cat_name: c.name, cat_parent: c.parent_id, cat_level: c.level, cat_sort: c.sort }];
  });
}

async function pageIds(db: Db, f: GoodsFilter, plan: SqlPlan | undefined, sort: GoodsSort, current: number, size: number): Promise<number[]> {
  // A common gram alone in sales order: walk the sort index and probe the gram, stopping
  // after a page. Price orders correlate with the name (cement is cheap) and other filters
  // would need the row, so those join instead.
  const byPrice = sort === 'priceAsc' || sort === 'priceDesc';
  const onlyText = Object.entries(f).every(([k, v]) => k === 'text' || v === undefined);
  const mode = plan?.kind === 'gram' && plan.count >= tuning.common && !byPrice && onlyText ? 'probe' : 'join';
  let q = goodsSource(db, plan, mode).select('goods.id').where(conditions(f, byPrice || !isSqlite(db)));
  for (const [col, dir] of ORDERS[sort]) q = q.orderBy(sql.ref(col), dir);
  const rows = await q.limit(size).offset(offsetOf(current, size)).execute();
  return rows.map((r) => r.id);
}

/**
 * Goods per (brand, category one level below the filter), ignoring the brand filter. With
 * no filter beyond category and self-support the counts come from goods_facet_count, or for
 * a 1–2 character query from the gram rows (which carry those columns); else from goods.
 */
async function facetCounts(db: Db, f: GoodsFilter, plan: SqlPlan | undefined) {
  const level = Math.min((f.categoryPath?.length ?? 0) + 1, 3);
  const narrow = f.shopId === undefined && f.minPrice === undefined && f.maxPrice === undefined;
  let counts;
  if (narrow && plan === undefined) {
    counts = db
      .selectFrom('goods_facet_count as fc')
      .select([sql<number>`fc.brand_id`.as('brand_id'), sql<number>`${sql.ref(`fc.category${level}_id`)}`.as('cat_id'), sql<number>`sum(fc.n)`.as('n')])
      .where(attributeConditions('fc', f))
      .groupBy([sql`fc.brand_id`, sql.ref(`fc.category${level}_id`)])
      .as('f');
  } else if (narrow && plan?.kind === 'gram') {
    counts = db
      .selectFrom('goods_gram as tg')
      .select([sql<number>`tg.brand_id`.as('brand_id'), sql<number>`${sql.ref(`tg.category${level}_id`)}`.as('cat_id'), sql<number>`count(*)`.as('n')])
      .where('tg.gram', '=', plan.gram)
      .where(attributeConditions('tg', f))
      .groupBy([sql`tg.brand_id`, sql.ref(`tg.category${level}_id`)])
      .as('f');
  } else {
    const cat = sql.ref(CATEGORY_COLUMNS[level - 1]);
    counts = goodsSource(db, plan)
      .select([sql<number>`goods.brand_id`.as('brand_id'), sql<number>`${cat}`.as('cat_id'), sql<number>`count(*)`.as('n')])
      .where(conditions({ ...f, brandId: undefined }, !isSqlite(db)))
      .groupBy([sql`goods.brand_id`, cat])
      .as('f');
  }
  return db
    .selectFrom(counts)
    .innerJoin('brand as b', 'b.id', 'f.brand_id')
    .innerJoin('category as c', 'c.id', 'f.cat_id')
    .select(['f.brand_id', 'b.name as brand_name', 'f.cat_id', 'c.name as cat_name', 'c.parent_id as cat_parent', 'c.level as cat_level', 'c.sort as cat_sort', 'f.n'])
    .execute();
}

/** Category and self-support conditions on a table that carries those goods columns. */
function attributeConditions(alias: 'fc' | 'tg', f: GoodsFilter) {
  const out = (f.categoryPath ?? []).map((id, i) => sql<SqlBool>`${sql.ref(`${alias}.category${i + 1}_id`)} = ${id}`);
  if (f.selfSupport !== undefined) out.push(sql<SqlBool>`${sql.ref(`${alias}.self_support`)} = ${f.selfSupport ? 1 : 0}`);
  return out.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(out, sql` and `)}`;
}
