// Frozen for migrations 0201 and 0202, which built the SQL search's goods_gram and
// goods_facet_count tables (0300 drops both; the search now runs in memory, see
// modules/product/store.ts). Kept as those migrations ran; never used by the server.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

/** Search is case-insensitive for ASCII letters only, the same on both dialects. */
const normalize = (s: string): string => s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));

/** Any Kysely instance (migrations see Kysely<unknown>, the app Kysely<Database>). */
type AnyDb = Pick<Kysely<unknown>, 'getExecutor'>;
const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The grams the index holds for a name. */
function gramsOf(name: string): Set<string> {
  const chars = Array.from(normalize(name));
  const grams = new Set<string>();
  chars.forEach((c, i) => {
    if (c === ' ') return;
    grams.add(c);
    const next = chars[i + 1];
    if (next !== undefined && next !== ' ') grams.add(c + next);
  });
  return grams;
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = UPPER.toLowerCase();

/** SQL for the normalized name: SQLite's lower() only folds ASCII; PostgreSQL's folds more. */
const normalizedName = (db: AnyDb, column: string) =>
  isSqlite(db)
    ? sql`lower(${sql.ref(column)})`
    : sql`translate(${sql.ref(column)}, ${sql.lit(UPPER)}, ${sql.lit(LOWER)})`;

/** The goods columns each gram row repeats, so facets of a name search read the index alone. */
export const GRAM_ATTRIBUTES = ['brand_id', 'category1_id', 'category2_id', 'category3_id', 'self_support'] as const;

/**
 * Rebuilds the whole index from goods (seed and migration backfill), building the indexes
 * after the rows (a sort instead of millions of random inserts).
 */
export async function rebuildAllGrams(db: AnyDb): Promise<void> {
  const name = normalizedName(db, 'g.name');
  if (isSqlite(db)) {
    await sql`delete from goods_gram`.execute(db);
    await sql`drop index if exists goods_gram_goods`.execute(db);
    // Sorted by the primary key, so the WITHOUT ROWID b-tree is filled by appends.
    await sql`
      insert into goods_gram (gram, goods_id, brand_id, category1_id, category2_id, category3_id, self_support)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 200),
      t as (
        select substr(${name}, n.i, 1) as gram, g.id as goods_id from goods g join n on n.i <= length(g.name)
        union all
        select substr(${name}, n.i, 2), g.id from goods g join n on n.i < length(g.name)
      )
      select d.gram, d.goods_id, g.brand_id, g.category1_id, g.category2_id, g.category3_id, g.self_support
      from (select distinct gram, goods_id from t where instr(gram, ' ') = 0) d join goods g on g.id = d.goods_id
      order by d.gram, d.goods_id`.execute(db);
  } else {
    await sql`truncate goods_gram`.execute(db);
    await sql`set local maintenance_work_mem = '256MB'`.execute(db);
    await sql`alter table goods_gram drop constraint if exists goods_gram_pk`.execute(db);
    await sql`drop index if exists goods_gram_goods`.execute(db);
    // Grams built in JS and sent as arrays per chunk: PostgreSQL has no cheap way to split
    // strings into character pairs (substr per position is quadratic in function calls).
    for (let after = 0; ;) {
      const rows = await goodsRows(db, after);
      if (rows.length === 0) break;
      const grams: string[] = [];
      const [ids, b, c1, c2, c3, self]: number[][] = [[], [], [], [], [], []];
      for (const r of rows) {
        for (const g of gramsOf(r.name)) {
          grams.push(g);
          ids.push(r.id);
          b.push(r.brand_id);
          c1.push(r.category1_id);
          c2.push(r.category2_id);
          c3.push(r.category3_id);
          self.push(r.self_support);
        }
      }
      await sql`insert into goods_gram (gram, goods_id, brand_id, category1_id, category2_id, category3_id, self_support)
        select * from unnest(${grams}::text[], ${ids}::int4[], ${b}::int4[], ${c1}::int4[], ${c2}::int4[], ${c3}::int4[], ${self}::int4[])`.execute(
        db,
      );
      after = rows.at(-1)!.id;
    }
    // INCLUDE: a gram's facets come from an index-only scan.
    await sql`alter table goods_gram add constraint goods_gram_pk primary key (gram, goods_id) include (brand_id, category1_id, category2_id, category3_id, self_support)`.execute(
      db,
    );
  }
  await sql`create index goods_gram_goods on goods_gram (goods_id)`.execute(db);
}

type GoodsRow = { id: number; name: string } & Record<(typeof GRAM_ATTRIBUTES)[number], number>;

async function goodsRows(db: AnyDb, after: number): Promise<GoodsRow[]> {
  const { rows } = await sql<GoodsRow>`
    select id, name, brand_id, category1_id, category2_id, category3_id, self_support
    from goods where id > ${after} order by id limit 20000`.execute(db);
  return rows;
}

/** Recounts goods_facet_count from goods (a few milliseconds per 100k goods). */
export async function refreshFacetCounts(db: AnyDb): Promise<void> {
  await sql`delete from goods_facet_count`.execute(db);
  await sql`
    insert into goods_facet_count (category1_id, category2_id, category3_id, brand_id, self_support, n)
    select category1_id, category2_id, category3_id, brand_id, self_support, count(*)
    from goods group by category1_id, category2_id, category3_id, brand_id, self_support`.execute(db);
}
