// The goods page cache: fresh for TTL, bounded, shared by concurrent misses, dropped by goods
// writes, never holding failures; and the endpoint answers from it.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { product } from '../../src/api/product';
import { reindexGoods } from '../../src/server/floor/goods-change';
import { Body, cacheFor, invalidateGoodsCache, PageCache } from '../../src/server/modules/product/page-cache';
import { eachDialect, expectFail, useApp } from './helpers';
import { call, send } from './mall-helpers';

const body = (s: string) => async () => new Body(Buffer.from(s));

describe('PageCache', () => {
  it('keeps answers for its TTL, evicts the least recently used, and shares concurrent misses', async () => {
    const cache = new PageCache(1000, 2);
    let computed = 0;
    const compute = (s: string) => async () => {
      computed++;
      return new Body(Buffer.from(s));
    };
    const [a, b] = await Promise.all([cache.get('a', compute('A'), 0), cache.get('a', compute('A2'), 10)]);
    expect([String(a.raw), String(b.raw), computed]).toEqual(['A', 'A', 1]);
    expect(String((await cache.get('a', compute('A3'), 999)).raw)).toBe('A');
    expect(String((await cache.get('a', compute('A4'), 1000)).raw)).toBe('A4');
    await cache.get('b', body('B'), 1000);
    await cache.get('a', body('x'), 1001); // a is now the most recent
    await cache.get('c', body('C'), 1002); // evicts b
    expect(cache.size).toBe(2);
    expect(String((await cache.get('b', body('B2'), 1003)).raw)).toBe('B2');
  });

  it('forgets everything when goods change, never keeps a failure, and can be switched off', async () => {
    const cache = new PageCache();
    await cache.get('k', body('old'));
    invalidateGoodsCache();
    expect(String((await cache.get('k', body('new'))).raw)).toBe('new');
    await expect(cache.get('f', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(String((await cache.get('f', body('ok'))).raw)).toBe('ok');
    cache.enabled = false;
    expect(String((await cache.get('k', body('live'))).raw)).toBe('live');
  });
});

eachDialect('goods page cache', (dialect) => {
  const t = useApp(dialect);

  it('answers a repeated query from the cache until goods are re-indexed', async () => {
    const goods = await t.db
      .selectFrom('goods')
      .select(['id', 'shop_id', 'price'])
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    const priceIn = async () =>
      (await call(t.app, product.goodsPage, { shopId: goods.shop_id, size: 100 })).records.find((g) => g.id === 7)
        ?.price;
    expect(await priceIn()).toBe(Number(goods.price));
    await t.db.updateTable('goods').set({ price: 12345.67 }).where('id', '=', 7).execute();
    expect(await priceIn()).toBe(Number(goods.price));
    await reindexGoods(t.db, [7]);
    expect(await priceIn()).toBe(12345.67);
    expect(cacheFor(t.db).size).toBeGreaterThan(0);
    // Browsers get the cached answer gzipped, the same JSON.
    const plain = await send(t.app, product.goodsPage, { shopId: goods.shop_id });
    const zipped = await t.app.inject({
      method: 'POST',
      url: product.goodsPage.path,
      payload: { shopId: goods.shop_id },
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    // Refusals are not cached answers: the same bad input is refused again.
    for (let i = 0; i < 2; i++)
      expect(expectFail(await send(t.app, product.goodsPage, { size: 101 }), 400)).toBe(
        '参数错误：每页条数不能大于 100',
      );
  });
});
