// Goods detail (gallery, specs, tiers, live group-buy, shop card) and the shop list/detail.
import { expect, it } from 'vitest';
import { product } from '../../src/api/product';
import { priceTiers } from '../../src/server/db/goods-prices';
import { hadGroupBuy, hasGroupBuy, hasTiers } from '../../src/server/db/seed/mall';
import { reindexGoods } from '../../src/server/floor/goods-change';
import { stampOf } from '../../src/server/floor/time';
import { cardQuery, toCard } from './goods-oracle';
import { eachDialect, expectFail, useApp } from './helpers';
import { call, send } from './mall-helpers';

eachDialect('goods detail and shops', (dialect) => {
  const t = useApp(dialect);

  it('shows a goods with gallery, specs, ascending price tiers, a live group-buy and its shop', async () => {
    expect(hasGroupBuy(1) && hasTiers(1)).toBe(true);
    const before = Date.now();
    const g = await call(t.app, product.goodsDetail, { id: 1 });
    const row = await t.db.selectFrom('goods').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(g).toMatchObject({
      id: 1,
      productName: row.name,
      price: Number(row.price),
      stock: row.stock,
      unit: row.unit,
      shopId: row.shop_id,
    });
    expect(g.images).toHaveLength(4);
    expect(g.images[0]).toBe(row.image_url);
    expect(new Set(g.images).size).toBe(4);
    expect(g.specs.find((s) => s.name === '规格型号')?.value).toBe(row.spec);
    expect(g.categoryPath.map((c) => c.id)).toEqual([row.category1_id, row.category2_id, row.category3_id]);
    expect(g.priceTiers).toHaveLength(3);
    const prices = g.priceTiers.map((p) => p.price);
    expect(prices.every((p, i) => p < (i === 0 ? g.price : prices[i - 1]))).toBe(true);
    expect(g.priceTiers.map((p) => p.minQuantity)).toEqual(
      [...g.priceTiers.map((p) => p.minQuantity)].sort((a, b) => a - b),
    );
    expect(g.groupBuy).not.toBeNull();
    expect(g.groupBuy!.price).toBeLessThan(g.price);
    expect(Date.parse(g.groupBuy!.endsAt)).toBeGreaterThan(before);
    expect(g.groupBuy!.endsAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Math.abs(Date.parse(g.serverTime) - before)).toBeLessThan(60_000);
    expect(g.shop).toMatchObject({ id: row.shop_id, goodsCount: expect.any(Number) });
    expect(g.shop.previewGoods.length).toBeGreaterThan(0);
  });

  it('drops a group-buy once it has ended, and shows goods without tiers plainly', async () => {
    expect(hadGroupBuy(2)).toBe(true);
    expect((await call(t.app, product.goodsDetail, { id: 2 })).groupBuy).toBeNull();
    expect(hasTiers(3) || hasGroupBuy(3)).toBe(false);
    const plain = await call(t.app, product.goodsDetail, { id: 3 });
    expect(plain.priceTiers).toEqual([]);
    expect(plain.groupBuy).toBeNull();
    // The list shows the same group-buy as the detail.
    const page = await call(t.app, product.goodsPage, {
      shopId: (await call(t.app, product.goodsDetail, { id: 1 })).shopId,
      size: 100,
    });
    const card = page.records.find((c) => c.id === 1);
    expect(card?.groupBuy).toEqual((await call(t.app, product.goodsDetail, { id: 1 })).groupBuy);
  });

  it('answers every goods as the database holds it (from the search index), and the next detail after a write shows the write', async () => {
    const names = new Map(
      (await t.db.selectFrom('category').select(['id', 'name']).execute()).map((c) => [c.id, c.name]),
    );
    const check = async (some: number[]) => {
      const ids = [...new Set(some)].sort((a, b) => a - b);
      const rows = await cardQuery(t.db, stampOf(Date.now())).where('g.id', 'in', ids).orderBy('g.id').execute();
      const tiers = await priceTiers(t.db, ids);
      expect(rows.map((r) => r.id)).toEqual(ids);
      for (const r of rows) {
        const {
          categoryPath,
          priceTiers: tiered,
          images: _,
          specs: __,
          shop,
          serverTime: ___,
          ...card
        } = await call(t.app, product.goodsDetail, { id: r.id });
        expect(card).toEqual(toCard(r));
        expect(categoryPath).toEqual(
          [r.category1_id, r.category2_id, r.category3_id].map((id) => ({ id, name: names.get(id) })),
        );
        expect(tiered).toEqual(tiers.get(r.id) ?? []);
        expect(shop.id).toBe(r.shop_id);
      }
    };
    const all = (await t.db.selectFrom('goods').select('id').orderBy('id').execute()).map((r) => r.id);
    await check(all.filter((_, i) => i % 7 === 0));

    // A tiered goods repriced with its tiers, an untiered one given tiers, a tiered one's dropped.
    const [repriced, given, dropped] = [all.find(hasTiers)!, all.find((id) => !hasTiers(id))!, all.filter(hasTiers)[1]];
    await t.db.updateTable('goods').set({ price: 88.5, stock: 7 }).where('id', '=', repriced).execute();
    await t.db.deleteFrom('goods_price_tier').where('goods_id', 'in', [repriced, dropped]).execute();
    await t.db
      .insertInto('goods_price_tier')
      .values(
        [10, 100, 50].map((min, i) => ({ goods_id: i === 1 ? given : repriced, min_quantity: min, price: 80 - i })),
      )
      .execute();
    await reindexGoods(t.db, [repriced, given, dropped]);
    const detail = await call(t.app, product.goodsDetail, { id: repriced });
    expect(detail).toMatchObject({
      price: 88.5,
      stock: 7,
      priceTiers: [
        { minQuantity: 10, price: 80 },
        { minQuantity: 50, price: 78 },
      ],
    });
    expect((await call(t.app, product.goodsDetail, { id: given })).priceTiers).toEqual([
      { minQuantity: 100, price: 79 },
    ]);
    expect((await call(t.app, product.goodsDetail, { id: dropped })).priceTiers).toEqual([]);
    await check([repriced, given, dropped, ...all.filter((_, i) => i % 97 === 1)]);
    // A whole rebuild (the seed's change: every goods) reads them all again.
    await reindexGoods(t.db, [0]);
    await check([repriced, given, dropped, ...all.filter((_, i) => i % 97 === 2)]);
  });

  it('answers unknown goods and shops with 404 and bad ids with 400', async () => {
    for (const id of [999_999, 2_147_483_647]) {
      expect(expectFail(await send(t.app, product.goodsDetail, { id }), 404)).toBe('很抱歉，资源未找到!');
      expectFail(await send(t.app, product.shopDetail, { id }), 404);
    }
    expect(expectFail(await send(t.app, product.goodsDetail, { id: 2_147_483_648 }), 400)).toBe(
      '参数错误：所选记录不能大于 2147483647',
    );
    expect(expectFail(await send(t.app, product.goodsDetail, { id: 'abc' }), 400)).toContain('所选记录');
    expect(expectFail(await send(t.app, product.goodsDetail, {}), 400)).toContain('所选记录');
  });

  it('lists shops ten at a time, self-operated first, with regions, goods counts and best sellers', async () => {
    const first = await call(t.app, product.shopPage, {});
    expect(first.size).toBe(10);
    expect(first.records).toHaveLength(10);
    const { n } = await t.db
      .selectFrom('shop')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(first.total).toBe(Number(n));
    expect(first.records[0].selfSupport).toBe(true);
    for (const s of first.records) {
      const { n: goods } = await t.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(s.goodsCount).toBe(Number(goods));
      expect(s.previewGoods.length).toBe(Math.min(4, Number(goods)));
      // Each shop's own four best sellers, best first (one statement reads every shop's).
      const best = await t.db
        .selectFrom('goods')
        .select('id')
        .where('shop_id', '=', s.id)
        .orderBy('sales_count', 'desc')
        .orderBy('id', 'desc')
        .limit(4)
        .execute();
      expect(s.previewGoods.map((g) => g.id)).toEqual(best.map((r) => r.id));
      expect(s.provinceName.length).toBeGreaterThan(0);
      expect(s.cityName.length).toBeGreaterThan(0);
      expect(s.districtName === '').toBe(s.districtCode === '');
    }
    const self = await call(t.app, product.shopPage, { selfSupport: true, size: 100 });
    expect(self.records.every((s) => s.selfSupport)).toBe(true);
    const others = await call(t.app, product.shopPage, { selfSupport: false, size: 100 });
    expect(self.total + others.total).toBe(first.total);

    const withDistrict = (await call(t.app, product.shopPage, { size: 100 })).records.find(
      (s) => s.districtCode !== '',
    )!;
    const inCity = await call(t.app, product.shopPage, {
      shopProvinceCode: withDistrict.provinceCode,
      shopCityCode: withDistrict.cityCode,
      size: 100,
    });
    expect(inCity.records.every((s) => s.cityCode === withDistrict.cityCode)).toBe(true);
    const inDistrict = await call(t.app, product.shopPage, { shopDistrictCode: withDistrict.districtCode, size: 100 });
    expect(inDistrict.records.map((s) => s.id)).toContain(withDistrict.id);
    expect(inDistrict.records.every((s) => s.districtCode === withDistrict.districtCode)).toBe(true);
    const named = await call(t.app, product.shopPage, { shopName: withDistrict.shopName.slice(0, 4), size: 100 });
    expect(named.records.every((s) => s.shopName.includes(withDistrict.shopName.slice(0, 4)))).toBe(true);
    expect(await call(t.app, product.shopDetail, { id: withDistrict.id })).toEqual(withDistrict);
    expect(expectFail(await send(t.app, product.shopPage, { size: 101 }), 400)).toContain('每页条数');
  });
});
