// The mall: the goods-name n-gram index (substring search with full recall on both dialects),
// price tiers, group-buys, carts and member addresses. 0202 fills the index.
import { sql, type Kysely } from 'kysely';
import { createTableWithId, isSqlite } from './util';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Clustered by (gram, goods_id) on SQLite: a gram's goods are one contiguous range. Grams
  // compare bytewise on PostgreSQL too (equality is the same; sorting and index builds are
  // much cheaper than under a language collation).
  await db.schema
    .createTable('goods_gram')
    .addColumn('gram', isSqlite(db) ? 'varchar(2)' : sql`varchar(2) collate "C"`, (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_gram_pk', ['gram', 'goods_id'])
    .$call((t) => (isSqlite(db) ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  // Re-indexing one goods deletes its grams by goods_id.
  await db.schema.createIndex('goods_gram_goods').on('goods_gram').column('goods_id').execute();

  await db.schema
    .createTable('goods_price_tier')
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_price_tier_pk', ['goods_id', 'min_quantity'])
    .execute();

  await db.schema
    .createTable('group_buy')
    .addColumn('goods_id', 'integer', (c) => c.primaryKey().references('goods.id').onDelete('cascade'))
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('min_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starts_at', TIME, (c) => c.notNull())
    .addColumn('ends_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_buy_ends').on('group_buy').column('ends_at').execute();

  await createTableWithId(db, 'cart_item')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cart_item_owner')
    .on('cart_item')
    .columns(['user_id', 'company_id', 'goods_id'])
    .unique()
    .execute();
  await db.schema.createIndex('cart_item_goods').on('cart_item').column('goods_id').execute();

  await createTableWithId(db, 'member_address')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('consignee', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_address_owner')
    .on('member_address')
    .columns(['user_id', 'company_id', 'is_default'])
    .execute();

  // Covering indexes for the goods page: every filter, sort and facet column, so a search
  // reads narrow index entries instead of whole rows. goods_narrow is entered by id from the
  // gram index; goods_cat by a category path; goods_facet by brand (and scanned for facets).
  const rest = ['self_support', 'shop_id', 'price', 'recommend', 'sales_count'];
  await db.schema
    .createIndex('goods_narrow')
    .on('goods')
    .columns([
      'id',
      'recommend',
      'sales_count',
      'price',
      'brand_id',
      'category1_id',
      'category2_id',
      'category3_id',
      'self_support',
      'shop_id',
    ])
    .execute();
  await db.schema
    .createIndex('goods_cat')
    .on('goods')
    .columns(['category1_id', 'category2_id', 'category3_id', 'brand_id', ...rest, 'id'])
    .execute();
  await db.schema
    .createIndex('goods_facet')
    .on('goods')
    .columns(['brand_id', 'category1_id', 'category2_id', 'category3_id', ...rest, 'id'])
    .execute();
}
