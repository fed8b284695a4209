// compiledOnce: a statement built once per dialect answers each call with that call's values,
// the same rows a freshly built statement gives.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compiledOnce } from '../../src/server/db/compiled';
import type { Db } from '../../src/server/db';
import { eachDialect, seededDb, type TestDb } from './helpers';

eachDialect('compiledOnce', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededDb(dialect);
  });
  afterAll(() => t.drop());

  const fresh = (db: Db, shopId: number, minPrice: number) =>
    db
      .selectFrom('goods')
      .select(['id', 'price'])
      .where('shop_id', '=', shopId)
      .where('price', '>=', minPrice)
      .where('stock', '>', -1)
      .orderBy('id')
      .limit(3);

  it('runs the statement built once with each call’s values, the build’s own constants kept', async () => {
    let builds = 0;
    const cheapest = compiledOnce(
      (db, { shopId, minPrice }: { shopId: number; minPrice: number }) => (builds++, fresh(db, shopId, minPrice)),
    );
    const shops = await t.db.selectFrom('goods').select('shop_id').distinct().orderBy('shop_id').limit(3).execute();
    for (const { shop_id } of shops) {
      for (const minPrice of [0, 50]) {
        const rows = await cheapest(t.db, { shopId: shop_id, minPrice });
        expect(rows).toEqual(await fresh(t.db, shop_id, minPrice).execute());
      }
    }
    expect(builds).toBe(1);
    expect((await cheapest(t.db, { shopId: -1, minPrice: 0 })).length).toBe(0);
  });

  it('refuses a call that leaves an argument out', async () => {
    const byShop = compiledOnce((db, { shopId }: { shopId: number }) => fresh(db, shopId, 0));
    await expect(byShop(t.db, {} as { shopId: number })).rejects.toThrow('shopId');
  });
});
