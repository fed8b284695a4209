// The ceramic sub-site (陶瓷馆): a ceramic shop's facts beside the mall's shop, a tile's facts
// beside the mall's goods, and its colour batches (色号) with the boxes each holds; a cart line of
// a tile carries the batch its boxes come from.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const MONEY = 'double precision';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('taoci_shop')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shop.id').onDelete('cascade'))
    .addColumn('brand', 'varchar(20)', (c) => c.notNull())
    .addColumn('region', 'varchar(4)', (c) => c.notNull())
    .addColumn('certifications', 'varchar(200)', (c) => c.notNull())
    .addColumn('intro', 'varchar(300)', (c) => c.notNull())
    .addColumn('since', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('taoci_tile')
    .addColumn('goods_id', 'integer', (c) => c.primaryKey().references('goods.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(6)', (c) => c.notNull())
    .addColumn('size_mm', 'varchar(12)', (c) => c.notNull())
    .addColumn('thickness_mm', MONEY, (c) => c.notNull())
    .addColumn('finish', 'varchar(4)', (c) => c.notNull())
    .addColumn('absorption', 'varchar(4)', (c) => c.notNull())
    .addColumn('usage', 'varchar(6)', (c) => c.notNull())
    .addColumn('colour', 'varchar(6)', (c) => c.notNull())
    .addColumn('pattern', 'varchar(8)', (c) => c.notNull())
    .addColumn('slip', 'varchar(4)')
    .addColumn('grade', 'varchar(6)', (c) => c.notNull())
    .addColumn('pieces_per_box', 'integer', (c) => c.notNull())
    .addColumn('m2_per_box', MONEY, (c) => c.notNull())
    .addColumn('price_per_m2', MONEY, (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('taoci_tile_shop').on('taoci_tile').columns(['shop_id', 'usage']).execute();
  await createTableWithId(db, 'taoci_batch')
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('batch_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('produced_on', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('taoci_batch_goods')
    .on('taoci_batch')
    .columns(['goods_id', 'batch_no'])
    .unique()
    .execute();
  await db.schema.alterTable('cart_item').addColumn('tile_batch_id', 'integer').execute();
}
