// Goods detail (gallery, specs, tiers, live group-buy, shop card) and the shop list/detail.
import { expect, it } from 'vitest';
import { product } from '../../src/api/product';
import { hadGroupBuy, hasGroupBuy, hasTiers } from '../../src/server/db/seed/mall';
import { eachDialect, expectFail, useApp } from './helpers';
import { call, send } from './mall-helpers';

eachDialect('goods detail and shops', (dialect) => {
  const t = useApp(dialect);

  it('shows a goods with gallery, specs, ascending price tiers, a live group-buy and its shop', async () => {
    expect(hasGroupBuy(1) && hasTiers(1)).toBe(true);
    const before = Date.now();
    const g = await call(t.app, product.goodsDetail, { id: 1 });
    const row = await t.db.selectFrom('goods').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(g).toMatchObject({ id: 1, productName: row.name, price: Number(row.price), stock: row.stock, unit: row.unit, shopId: row.shop_id });
    expect(g.images).toHaveLength(4);
    expect(g.images[0]).toBe(row.image_url);
    expect(new Set(g.images).size).toBe(4);
    expect(g.specs.find((s) => s.name === '规格型号')?.value).toBe(row.spec);
    expect(g.categoryPath.map((c) => c.id)).toEqual([row.category1_id, row.category2_id, row.category3_id]);
    expect(g.priceTiers).toHaveLength(3);
    const prices = g.priceTiers.map((p) => p.price);
    expect(prices.every((p, i) => p < (i === 0 ? g.price : prices[i - 1]))).toBe(true);
    expect(g.priceTiers.map((p) => p.minQuantity)).toEqual([...g.priceTiers.map((p) => p.minQuantity)].sort((a, b) => a - b));
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
    const page = await call(t.app, product.goodsPage, { shopId: (await call(t.app, product.goodsDetail, { id: 1 })).shopId, size: 100 });
    const card = page.records.find((c) => c.id === 1);
    expect(card?.groupBuy).toEqual((await call(t.app, product.goodsDetail, { id: 1 })).groupBuy);
  });

  it('answers unknown goods and shops with 404 and bad ids with 400', async () => {
    for (const id of [999_999, 2_147_483_647]) {
      expect(expectFail(await send(t.app, product.goodsDetail, { id }), 404)).toBe('很抱歉，资源未找到!');
      expectFail(await send(t.app, product.shopDetail, { id }), 404);
    }
    expect(expectFail(await send(t.app, product.goodsDetail, { id: 2_147_483_648 }), 400)).toBe('参数错误：id 不能大于 2147483647');
    expect(expectFail(await send(t.app, product.goodsDetail, { id: 'abc' }), 400)).toContain('id');
    expect(expectFail(await send(t.app, product.goodsDetail, {}), 400)).toContain('id');
  });

  it('lists shops ten at a time, self-operated first, with regions, goods counts and best sellers', async () => {
    const first = await call(t.app, product.shopPage, {});
    expect(first.size).toBe(10);
    expect(first.records).toHaveLength(10);
    const { n } = await t.db.selectFrom('shop').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(first.total).toBe(Number(n));
    expect(first.records[0].selfSupport).toBe(true);
    for (const s of first.records) {
      const { n: goods } = await t.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', s.id).executeTakeFirstOrThrow();
      expect(s.goodsCount).toBe(Number(goods));
      expect(s.previewGoods.length).toBe(Math.min(4, Number(goods)));
      // Each shop's own four best sellers, best first (one statement reads every shop's).
      const best = await t.db.selectFrom('goods').select('id').where('shop_id', '=', s.id).orderBy('sales_count', 'desc').orderBy('id', 'desc').limit(4).execute();
      expect(s.previewGoods.map((g) => g.id)).toEqual(best.map((r) => r.id));
      expect(s.provinceName.length).toBeGreaterThan(0);
      expect(s.cityName.length).toBeGreaterThan(0);
      expect(s.districtName === '').toBe(s.districtCode === '');
    }
    const self = await call(t.app, product.shopPage, { selfSupport: true, size: 100 });
    expect(self.records.every((s) => s.selfSupport)).toBe(true);
    const others = await call(t.app, product.shopPage, { selfSupport: false, size: 100 });
    expect(self.total + others.total).toBe(first.total);

    const withDistrict = (await call(t.app, product.shopPage, { size: 100 })).records.find((s) => s.districtCode !== '')!;
    const inCity = await call(t.app, product.shopPage, { shopProvinceCode: withDistrict.provinceCode, shopCityCode: withDistrict.cityCode, size: 100 });
    expect(inCity.records.every((s) => s.cityCode === withDistrict.cityCode)).toBe(true);
    const inDistrict = await call(t.app, product.shopPage, { shopDistrictCode: withDistrict.districtCode, size: 100 });
    expect(inDistrict.records.map((s) => s.id)).toContain(withDistrict.id);
    expect(inDistrict.records.every((s) => s.districtCode === withDistrict.districtCode)).toBe(true);
    const named = await call(t.app, product.shopPage, { shopName: withDistrict.shopName.slice(0, 4), size: 100 });
    expect(named.records.every((s) => s.shopName.includes(withDistrict.shopName.slice(0, 4)))).toBe(true);
    expect(await call(t.app, product.shopDetail, { id: withDistrict.id })).toEqual(withDistrict);
    expect(expectFail(await send(t.app, product.shopPage, { size: 101 }), 400)).toContain('size');
  });
});
