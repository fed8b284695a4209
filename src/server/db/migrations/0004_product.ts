// The mall: category tree, brands, shops and goods. Goods indexes follow the later search
// (filter by category, brand, shop or self-support; sort by sales, price or time); the name
// column stays plain text so a substring index can be added over it later.
import type { Kysely } from 'kysely';
import { createTableWithId } from './util';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'category')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('category_parent').on('category').columns(['parent_id', 'sort']).execute();

  await createTableWithId(db, 'brand')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('brand_name').on('brand').column('name').unique().execute();

  await createTableWithId(db, 'shop')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('self_support', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', 'numeric(2, 1)', (c) => c.notNull().defaultTo(5))
    /** Names of the shop's main first-level categories, joined by 、 */
    .addColumn('main_categories', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_city').on('shop').columns(['city_code', 'district_code']).execute();
  await db.schema.createIndex('shop_self').on('shop').columns(['self_support', 'rating']).execute();

  await createTableWithId(db, 'goods')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)', (c) => c.notNull())
    .addColumn('category1_id', 'integer', (c) => c.notNull())
    .addColumn('category2_id', 'integer', (c) => c.notNull())
    .addColumn('category3_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('self_support', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_category3').on('goods').columns(['category3_id', 'sales_count']).execute();
  await db.schema.createIndex('goods_category2').on('goods').columns(['category2_id', 'sales_count']).execute();
  await db.schema.createIndex('goods_category1').on('goods').columns(['category1_id', 'sales_count']).execute();
  await db.schema.createIndex('goods_brand').on('goods').columns(['brand_id', 'sales_count']).execute();
  await db.schema.createIndex('goods_shop').on('goods').columns(['shop_id', 'sales_count']).execute();
  await db.schema.createIndex('goods_price').on('goods').column('price').execute();
  await db.schema.createIndex('goods_sales').on('goods').column('sales_count').execute();
  await db.schema.createIndex('goods_self').on('goods').columns(['self_support', 'sales_count']).execute();
  await db.schema.createIndex('goods_recommend').on('goods').columns(['recommend', 'sales_count']).execute();
}
