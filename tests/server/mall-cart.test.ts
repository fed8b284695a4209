// The cart: login required, stock limits, prices from the server (base, quantity tier,
// group-buy while it lasts), selection and totals, and one cart per member AND company.
import { expect, it } from 'vitest';
import { shoppingCart, type Cart } from '../../src/api/cart';
import { product } from '../../src/api/product';
import { hasGroupBuy, hasTiers } from '../../src/server/db/seed/mall';
import { stampOf } from '../../src/server/floor/time';
import { eachDialect, expectFail, useApp } from './helpers';
import { call, makeMember, send } from './mall-helpers';

const lines = (c: Cart) => c.shops.flatMap((s) => s.lines);

eachDialect('cart', (dialect) => {
  const t = useApp(dialect);

  it('requires login for every cart call', async () => {
    const calls = [
      [shoppingCart.list, {}],
      [shoppingCart.count, {}],
      [shoppingCart.add, { goodsId: 3, quantity: 1 }],
      [shoppingCart.update, { id: 1, quantity: 2 }],
      [shoppingCart.select, { ids: [1], selected: true }],
      [shoppingCart.selectShop, { shopId: 1, selected: true }],
      [shoppingCart.selectAll, { selected: true }],
      [shoppingCart.remove, { ids: [1] }],
    ] as const;
    for (const [c, input] of calls) {
      expect(expectFail(await send(t.app, c, input), 401), c.path).toBe('请先登录');
      expectFail(await send(t.app, c, input, { 'blade-auth': 'bearer not-a-session' }), 401);
    }
  });

  it('adds at the server price whatever the client sends, and merges repeated adds', async () => {
    const m = await makeMember(t.db);
    const g = await t.db.selectFrom('goods').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    let cart = await call(t.app, shoppingCart.add, { goodsId: 3, quantity: 2, price: 0.01, unitPrice: 0.01 }, m.as());
    expect(lines(cart)).toHaveLength(1);
    expect(lines(cart)[0]).toMatchObject({
      goodsId: 3,
      quantity: 2,
      unitPrice: Number(g.price),
      priceKind: 'base',
      selected: true,
      available: true,
    });
    expect(lines(cart)[0].amount).toBeCloseTo(Number(g.price) * 2, 2);
    cart = await call(t.app, shoppingCart.add, { goodsId: 3, quantity: 3 }, m.as());
    expect(lines(cart)[0].quantity).toBe(5);
    expect(cart.shops[0]).toMatchObject({ shopId: g.shop_id, selected: true });
    expect(await call(t.app, shoppingCart.count, {}, m.as())).toEqual({ count: 1 });
    expect(expectFail(await send(t.app, shoppingCart.add, { goodsId: 999_999, quantity: 1 }, m.as()), 404)).toContain(
      '商品',
    );
    expect(expectFail(await send(t.app, shoppingCart.add, { goodsId: 3, quantity: 0 }, m.as()), 400)).toBe(
      '参数错误：数量不能小于 1',
    );
    expect(expectFail(await send(t.app, shoppingCart.add, { goodsId: 3, quantity: 'lots' }, m.as()), 400)).toBe(
      '参数错误：数量请填写数字',
    );
  });

  it('refuses quantities beyond stock with a clear message', async () => {
    const m = await makeMember(t.db);
    await t.db.updateTable('goods').set({ stock: 120, unit: '吨' }).where('id', '=', 4).execute();
    expect(expectFail(await send(t.app, shoppingCart.add, { goodsId: 4, quantity: 121 }, m.as()), 400)).toBe(
      '库存不足，最多可购买 120 吨',
    );
    const cart = await call(t.app, shoppingCart.add, { goodsId: 4, quantity: 100 }, m.as());
    expect(expectFail(await send(t.app, shoppingCart.add, { goodsId: 4, quantity: 30 }, m.as()), 400)).toBe(
      '库存不足，最多可购买 120 吨（购物车中已有 100 吨）',
    );
    const id = lines(cart)[0].id;
    expect(expectFail(await send(t.app, shoppingCart.update, { id, quantity: 121 }, m.as()), 400)).toBe(
      '库存不足，最多可购买 120 吨',
    );
    expect(lines(await call(t.app, shoppingCart.update, { id, quantity: 120 }, m.as()))[0].quantity).toBe(120);
    // Stock sold elsewhere: the line stays but cannot be checked out and leaves the totals.
    await t.db.updateTable('goods').set({ stock: 50 }).where('id', '=', 4).execute();
    const after = await call(t.app, shoppingCart.list, {}, m.as());
    expect(lines(after)[0]).toMatchObject({ available: false, stock: 50 });
    expect(after).toMatchObject({ selectedCount: 0, selectedAmount: 0 });
  });

  it('prices a line by its quantity tier, and by the group-buy while it is active', async () => {
    const m = await makeMember(t.db);
    const tiered = 6;
    expect(hasTiers(tiered) && !hasGroupBuy(tiered)).toBe(true);
    await t.db.updateTable('goods').set({ stock: 100_000 }).where('id', 'in', [1, tiered]).execute();
    const detail = await call(t.app, product.goodsDetail, { id: tiered });
    const [t1, t2] = detail.priceTiers;
    let cart = await call(t.app, shoppingCart.add, { goodsId: tiered, quantity: t1.minQuantity - 1 }, m.as());
    const id = lines(cart)[0].id;
    expect(lines(cart)[0]).toMatchObject({ unitPrice: detail.price, priceKind: 'base' });
    cart = await call(t.app, shoppingCart.update, { id, quantity: t1.minQuantity }, m.as());
    expect(lines(cart)[0]).toMatchObject({ unitPrice: t1.price, priceKind: 'tier' });
    expect(lines(cart)[0].amount).toBeCloseTo(t1.price * t1.minQuantity, 2);
    cart = await call(t.app, shoppingCart.update, { id, quantity: t2.minQuantity + 1 }, m.as());
    expect(lines(cart)[0]).toMatchObject({ unitPrice: t2.price, priceKind: 'tier', basePrice: detail.price });

    const gb = (await call(t.app, product.goodsDetail, { id: 1 })).groupBuy!;
    cart = await call(t.app, shoppingCart.add, { goodsId: 1, quantity: Math.max(1, gb.minQuantity) }, m.as());
    const line = lines(cart).find((l) => l.goodsId === 1)!;
    expect(line).toMatchObject({ unitPrice: gb.price, priceKind: 'groupBuy', groupBuy: gb });
    const lineAmounts = lines(cart).reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
    expect(Math.round(cart.selectedAmount * 100)).toBe(lineAmounts);
    // Once the group-buy has ended the same line costs the base price again.
    await t.db
      .updateTable('group_buy')
      .set({ ends_at: stampOf(Date.now() - 1000) })
      .where('goods_id', '=', 1)
      .execute();
    const ended = lines(await call(t.app, shoppingCart.list, {}, m.as())).find((l) => l.goodsId === 1)!;
    expect(ended.groupBuy).toBeNull();
    expect(ended.priceKind).not.toBe('groupBuy');
    expect(ended.unitPrice).toBeGreaterThan(gb.price);
  });

  it('selects lines, whole shops or everything, and totals only the selected lines', async () => {
    const m = await makeMember(t.db);
    const [a, b] = await t.db
      .selectFrom('goods')
      .select(['id', 'shop_id'])
      .where('stock', '>=', 10)
      .where('id', '>', 20)
      .orderBy('shop_id')
      .orderBy('id')
      .limit(200)
      .execute()
      .then((rows) => {
        const first = rows[0];
        return [first, rows.find((r) => r.shop_id !== first.shop_id)!];
      });
    await call(t.app, shoppingCart.add, { goodsId: a.id, quantity: 1 }, m.as());
    let cart = await call(t.app, shoppingCart.add, { goodsId: b.id, quantity: 2 }, m.as());
    expect(cart.shops).toHaveLength(2);
    expect(cart).toMatchObject({ lineCount: 2, selectedCount: 2, allSelected: true });
    const lineA = lines(cart).find((l) => l.goodsId === a.id)!;
    const lineB = lines(cart).find((l) => l.goodsId === b.id)!;
    cart = await call(t.app, shoppingCart.select, { ids: [lineA.id], selected: false }, m.as());
    expect(cart).toMatchObject({ selectedCount: 1, selectedAmount: lineB.amount, allSelected: false });
    expect(cart.shops.find((s) => s.shopId === a.shop_id)).toMatchObject({ selected: false, selectedAmount: 0 });
    cart = await call(t.app, shoppingCart.selectShop, { shopId: b.shop_id, selected: false }, m.as());
    expect(cart).toMatchObject({ selectedCount: 0, selectedAmount: 0 });
    cart = await call(t.app, shoppingCart.selectAll, { selected: true }, m.as());
    expect(cart).toMatchObject({ selectedCount: 2, allSelected: true });
    expect(Math.round(cart.selectedAmount * 100)).toBe(Math.round((lineA.amount + lineB.amount) * 100));
    cart = await call(t.app, shoppingCart.remove, { ids: [lineA.id] }, m.as());
    expect(lines(cart).map((l) => l.goodsId)).toEqual([b.id]);
    expect(expectFail(await send(t.app, shoppingCart.select, { ids: [], selected: true }, m.as()), 400)).toBe(
      '参数错误：请选择所选商品',
    );
  });

  it('keeps one cart per member and company', async () => {
    const m = await makeMember(t.db, 2);
    const colleague = await makeMember(t.db, [m.companyIds[0]]);
    const stranger = await makeMember(t.db);
    const cart = await call(t.app, shoppingCart.add, { goodsId: 5, quantity: 1 }, m.as(0));
    const lineId = lines(cart)[0].id;
    expect(lines(await call(t.app, shoppingCart.list, {}, m.as(1)))).toEqual([]);
    expect(lines(await call(t.app, shoppingCart.list, {}, colleague.as()))).toEqual([]);
    expect(lines(await call(t.app, shoppingCart.list, {}, stranger.as()))).toEqual([]);
    // Acting for a company one does not belong to is refused.
    expectFail(
      await send(t.app, shoppingCart.list, {}, { ...stranger.as(), 'switch-to-company-id': String(m.companyIds[0]) }),
      403,
    );
    // Others cannot change or remove the line by its id.
    expectFail(await send(t.app, shoppingCart.update, { id: lineId, quantity: 2 }, stranger.as()), 404);
    expectFail(await send(t.app, shoppingCart.update, { id: lineId, quantity: 2 }, m.as(1)), 404);
    await call(t.app, shoppingCart.remove, { ids: [lineId] }, colleague.as());
    await call(t.app, shoppingCart.select, { ids: [lineId], selected: false }, m.as(1));
    expect(lines(await call(t.app, shoppingCart.list, {}, m.as(0)))).toMatchObject([
      { id: lineId, quantity: 1, selected: true },
    ]);
    await call(t.app, shoppingCart.add, { goodsId: 5, quantity: 4 }, m.as(1));
    expect(lines(await call(t.app, shoppingCart.list, {}, m.as(1)))[0].quantity).toBe(4);
    expect(lines(await call(t.app, shoppingCart.list, {}, m.as(0)))[0].quantity).toBe(1);
  });
});
